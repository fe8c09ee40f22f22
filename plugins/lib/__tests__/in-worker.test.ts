import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {runInWorker} from '../in-worker';

const FIXTURE = path.join(__dirname, 'worker-fixture.ts');

test('the function runs off the main thread and its result comes back', async () => {
  assert.deepEqual(await runInWorker(FIXTURE, 'describeInput', {pages: ['/a', '/b']}), {count: 2, onMainThread: false});
});

test('an error thrown in the worker rejects with its message and stack', async () => {
  await assert.rejects(runInWorker(FIXTURE, 'failLater', null), (error: Error) => {
    assert.equal(error.message, 'the page 甲.html could not be read');
    assert.match(error.stack ?? '', /worker-fixture\.ts/);
    return true;
  });
});

test('a worker that stops without a result rejects, naming the module and the function', async () => {
  await assert.rejects(runInWorker(FIXTURE, 'stopWithoutReply', null), /worker-fixture\.ts stopWithoutReply: the worker stopped \(exit code 3\)/);
});

test('a function the module does not export is an error, not a hang', async () => {
  await assert.rejects(runInWorker(FIXTURE, 'noSuchFunction', null), /is not a function/);
});
