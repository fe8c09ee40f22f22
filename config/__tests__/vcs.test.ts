import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NO_GIT_WARNING, vcsSetting} from '../vcs';

test('inside the repository the site reads last-update data from Git, silently', () => {
  const warnings: string[] = [];
  assert.equal(vcsSetting(path.resolve(__dirname, '../..'), (message) => warnings.push(message)), true);
  assert.deepEqual(warnings, []);
});

test('outside a Git worktree (a source archive) last-update data is off, with one warning', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-archive-'));
  try {
    const warnings: string[] = [];
    assert.equal(vcsSetting(dir, (message) => warnings.push(message)), false);
    assert.deepEqual(warnings, [NO_GIT_WARNING]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
