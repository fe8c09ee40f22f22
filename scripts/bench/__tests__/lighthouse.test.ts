import {test} from 'node:test';
import assert from 'node:assert/strict';
import {retried} from '../lighthouse.mjs';

const transient = (error: unknown) => /again/.test(String(error));

test('a run that fails with an error worth retrying is run again, and its success returned', async () => {
  let calls = 0;
  const result = await retried(async () => (++calls < 3 ? Promise.reject(new Error('run again')) : 'report'), transient, 3);
  assert.equal(result, 'report');
  assert.equal(calls, 3);
});

test('other errors, and the last attempt’s, are thrown without more runs', async () => {
  let calls = 0;
  await assert.rejects(retried(async () => Promise.reject(new Error(`broken ${++calls}`)), transient, 3), /broken 1/);
  assert.equal(calls, 1);
  calls = 0;
  await assert.rejects(retried(async () => Promise.reject(new Error(`run again ${++calls}`)), transient, 3), /run again 3/);
  assert.equal(calls, 3);
});
