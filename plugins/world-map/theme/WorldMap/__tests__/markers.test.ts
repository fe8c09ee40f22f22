import {test} from 'node:test';
import assert from 'node:assert/strict';
import {placeMarkers} from '../markers';
import type {Point} from '../../../shared/geo';

interface Item {
  id: string;
  at: Point | null;
}

const at = (item: Item) => item.at;

test('markers far apart stay on their coordinates', () => {
  const placed = placeMarkers<Item>(
    [
      {id: 'a', at: [10, 10]},
      {id: 'b', at: [100, 100]},
    ],
    at,
    12,
  );
  assert.deepEqual(
    placed.map((p) => [p.item.id, p.point, p.displaced]),
    [
      ['a', [10, 10], false],
      ['b', [100, 100], false],
    ],
  );
});

test('markers that cannot be projected are left out', () => {
  const placed = placeMarkers<Item>([{id: 'a', at: null}, {id: 'b', at: [1, 1]}], at, 12);
  assert.deepEqual(
    placed.map((p) => p.item.id),
    ['b'],
  );
});

test('overlapping markers are pushed apart but keep their anchor', () => {
  const items: Item[] = [
    {id: 'a', at: [50, 50]},
    {id: 'b', at: [53, 50]},
    {id: 'c', at: [50, 50]},
    {id: 'd', at: [51, 52]},
  ];
  const placed = placeMarkers(items, at, 12);
  assert.equal(placed.length, 4);
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      const d = Math.hypot(placed[i]!.point[0] - placed[j]!.point[0], placed[i]!.point[1] - placed[j]!.point[1]);
      assert.ok(d >= 12 - 1e-6, `${placed[i]!.item.id} and ${placed[j]!.item.id} are ${d} apart`);
    }
  }
  assert.equal(placed[0]!.displaced, false, 'the first marker keeps its place');
  assert.deepEqual(placed[1]!.anchor, [53, 50]);
  assert.ok(placed[1]!.displaced);
  assert.ok(placed[1]!.point[0] > 53, 'pushed away from the marker it overlapped');
});

test('the layout is deterministic', () => {
  const items: Item[] = [
    {id: 'a', at: [0, 0]},
    {id: 'b', at: [0, 0]},
    {id: 'c', at: [0, 0]},
  ];
  assert.deepEqual(placeMarkers(items, at, 5), placeMarkers(items, at, 5));
});
