import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadOnce} from '../load-once';

test('a data set is read once until one of its files changes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-once-'));
  const file = path.join(dir, 'data.json');
  fs.writeFileSync(file, '1');
  let reads = 0;
  const read = () => loadOnce(`test:${dir}`, [file], () => (reads += 1, Number(fs.readFileSync(file, 'utf8'))));
  assert.equal(read(), 1);
  assert.equal(read(), 1);
  assert.equal(reads, 1);
  fs.writeFileSync(file, '2');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
  assert.equal(read(), 2);
  assert.equal(reads, 2);
  fs.rmSync(dir, {recursive: true, force: true});
});
