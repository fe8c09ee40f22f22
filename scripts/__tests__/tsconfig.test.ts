import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {REPO_ROOT, trackedCodeFiles} from '../lib/testing/tracked-files';
import ts from 'typescript';

const ROOT = REPO_ROOT;


test('the type check covers every tracked code file, plain JavaScript included (tsconfig.json)', (t) => {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => assert.fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  });
  assert.ok(config, 'tsconfig.json parses');
  assert.equal(config.options.checkJs, true, 'JavaScript files are checked, so their JSDoc types mean something');
  assert.equal(config.options.strict, true);
  const files = trackedCodeFiles();
  if (!files) {
    t.skip('not a Git checkout: the tracked files are unknown');
    return;
  }
  const checked = new Set(config.fileNames.map((file) => path.relative(ROOT, file).split(path.sep).join('/')));
  assert.deepEqual(files.filter((file) => !checked.has(file)), [], 'left out of the type check');
});
