import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {findTestFiles} from '../lib/test-files.mjs';
import {writeTree} from '../lib/testing/tree';

test('test files are found by the name of their folder, at any depth, outside dependencies and build output', () => {
  const root = writeTree({
    'plugins/a/__built__/pages.test.ts': '',
    'plugins/a/__built__/helper.ts': '',
    'deploy/__built__/serving.test.ts': '',
    'a/new/place/__built__/brand-new.test.ts': '',
    'plugins/search/__relevance__/relevance.test.ts': '',
    'scripts/examples/__run__/examples.test.ts': '',
    'src/lib/__tests__/unit.test.ts': '',
    'src/lib/__tests__/fixtures.ts': '',
    'src/lib/__built__/nested/not-directly-inside.test.ts': '',
    'src/lib/not-in-a-test-folder.test.ts': '',
    'node_modules/pkg/__built__/theirs.test.ts': '',
    'build/__built__/copied.test.ts': '',
    'build-alt/__built__/copied.test.ts': '',
    'test-results/__built__/left-over.test.ts': '',
    '.docusaurus/__built__/generated.test.ts': '',
  });
  try {
    assert.deepEqual(findTestFiles(root, '__built__'), [
      'a/new/place/__built__/brand-new.test.ts',
      'deploy/__built__/serving.test.ts',
      'plugins/a/__built__/pages.test.ts',
    ]);
    assert.deepEqual(findTestFiles(root, '__relevance__'), ['plugins/search/__relevance__/relevance.test.ts']);
    assert.deepEqual(findTestFiles(root, '__run__'), ['scripts/examples/__run__/examples.test.ts']);
    assert.deepEqual(findTestFiles(root, '__tests__'), ['src/lib/__tests__/unit.test.ts']);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

const ROOT = path.resolve(__dirname, '../..');

test('the repository has test files in every kind of folder npm test runs', () => {
  for (const folder of ['__tests__', '__built__', '__relevance__', '__run__'] as const) {
    assert.notDeepEqual(findTestFiles(ROOT, folder), [], folder);
  }
  assert.ok(findTestFiles(ROOT, '__built__').includes('deploy/__built__/serving.test.ts'));
});
