// plugins/ and src/ do not import each other: plugins read nothing of the site's src/ but its data, so
// a plugin can be moved, published or swizzled without taking the site's components along.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const PLUGINS_DIR = path.resolve(__dirname, '../..');
const SITE_DIR = path.resolve(PLUGINS_DIR, '..');

/** Imports of a source file that reach into the site's src/ other than src/data/. */
function forbiddenSrcImports(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\(|require\(|composes:[^;]*from\s+)['"]([^'"]+)['"]/g)]
    .map((match) => match[1]!)
    .filter((target) => /(^@site\/src\/|(^|\/)src\/)/.test(target) && !/src\/data\//.test(target));
}

test('the src/ import check catches a component, a hook, a stylesheet and a require of the site, and lets data through', () => {
  const defective = [
    "import Button from '@site/src/components/Button';",
    "import {useUrlQueryState} from '../../../../src/hooks/useUrlQueryState';",
    ".field { composes: field from '../../../../src/css/forms.module.css'; }",
    "const helper = require('../../src/lib/helper');",
    "const data = import('../../../src/data/map-markers');",
    "import featured from '@site/src/data/featured-apis.json';",
  ].join('\n');
  assert.deepEqual(forbiddenSrcImports(defective), [
    '@site/src/components/Button',
    '../../../../src/hooks/useUrlQueryState',
    '../../../../src/css/forms.module.css',
    '../../src/lib/helper',
  ]);
});

test('no plugin reads anything of src/ but src/data/', () => {
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.(ts|tsx|css|mjs|cjs|js)$/.test(entry.name)) {
        for (const target of forbiddenSrcImports(fs.readFileSync(full, 'utf8'))) offenders.push(`${path.relative(SITE_DIR, full)}: ${target}`);
      }
    }
  };
  walk(PLUGINS_DIR);
  assert.deepEqual(offenders, []);
});
