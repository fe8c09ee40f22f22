import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cachedUntilFailure} from '../cachedUntilFailure';

test('concurrent and later calls share one successful load', async () => {
  let calls = 0;
  const get = cachedUntilFailure(async () => ++calls);
  assert.deepEqual(await Promise.all([get(), get()]), [1, 1]);
  assert.equal(await get(), 1);
  assert.equal(calls, 1);
});

test('a failed load is forgotten: the next call tries again', async () => {
  let calls = 0;
  const get = cachedUntilFailure(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return 'loaded';
  });
  await assert.rejects(get(), /offline/);
  assert.equal(await get(), 'loaded');
  assert.equal(calls, 2);
});

test('a loader that throws synchronously is a failed load too', async () => {
  const get = cachedUntilFailure<string>(() => {
    throw new Error('boom');
  });
  await assert.rejects(get(), /boom/);
});
