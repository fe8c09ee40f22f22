import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {itemWindow, keepWindow, WHOLE_LIST_LIMIT, WINDOW_SIZE} from '../window';

describe('sidebar item window', () => {
  it('renders a list up to the limit whole, active item or not', () => {
    assert.deepEqual(itemWindow(WHOLE_LIST_LIMIT, 80), {start: 0, end: WHOLE_LIST_LIMIT});
    assert.deepEqual(itemWindow(3, -1), {start: 0, end: 3});
  });

  it('centres a longer list on its active item', () => {
    assert.deepEqual(itemWindow(121, 70), {start: 70 - WINDOW_SIZE / 2, end: 70 + WINDOW_SIZE / 2});
    assert.deepEqual(itemWindow(2001, 1000), {start: 975, end: 1025});
  });

  it('keeps the window inside the list at either end', () => {
    assert.deepEqual(itemWindow(2000, 3), {start: 0, end: WINDOW_SIZE});
    assert.deepEqual(itemWindow(2000, 1999), {start: 2000 - WINDOW_SIZE, end: 2000});
  });

  it('shows the start of a longer list when no item is active', () => {
    assert.deepEqual(itemWindow(500, -1), {start: 0, end: WINDOW_SIZE});
  });

  it('holds the window still while the active item stays in it', () => {
    const first = itemWindow(2000, 1000);
    assert.equal(keepWindow(first, 2000, first.end - 1), first);
    assert.equal(keepWindow(first, 2000, -1), first);
  });

  it('moves the window when the active item leaves it or the list changes', () => {
    const first = itemWindow(2000, 1000);
    assert.deepEqual(keepWindow(first, 2000, first.end), itemWindow(2000, first.end));
    assert.deepEqual(keepWindow(first, 40, 10), {start: 0, end: 40});
    assert.deepEqual(keepWindow(itemWindow(40, 10), 2000, 10), itemWindow(2000, 10));
  });
});
