import {test} from 'node:test';
import assert from 'node:assert/strict';
import {medianCost} from '../builds.mjs';

const run = (seconds: number, peakGiB: number | null) => ({seconds, peakRssBytes: peakGiB === null ? null : peakGiB * 2 ** 30});

test('the median run by time, and the highest peak memory of all runs', () => {
  assert.deepEqual(medianCost([run(41.4, 1.6), run(26.9, 1.5), run(30.9, 1.7)]), run(30.9, 1.7));
});

test('an even count takes the slower middle run; one run is itself', () => {
  assert.deepEqual(medianCost([run(20, 1), run(30, 1), run(25, 1), run(40, 2)]), run(30, 2));
  assert.deepEqual(medianCost([run(12, null)]), run(12, null));
});

test('no runs is an error, not a figure', () => {
  assert.throws(() => medianCost([]), /no runs/);
});
