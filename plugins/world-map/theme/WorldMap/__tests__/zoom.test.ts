import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  centerOn,
  clampView,
  formatViewBox,
  formatZoom,
  initialView,
  isInitialView,
  panBy,
  panStep,
  unitsPerPixel,
  viewBoxOf,
  zoomIn,
  zoomOut,
  zoomTo,
} from '../zoom';

const size = {width: 960, height: 500};

test('the initial view shows the whole map', () => {
  const view = initialView(size);
  assert.equal(formatViewBox(viewBoxOf(view, size)), '0 0 960 500');
  assert.equal(formatZoom(view.zoom), '1×');
  assert.ok(isInitialView(view, size));
});

test('zooming in halves the viewBox around the same centre, zooming out restores it', () => {
  const start = initialView(size);
  const zoomed = zoomIn(start, size);
  assert.equal(zoomed.zoom, 2);
  assert.equal(formatViewBox(viewBoxOf(zoomed, size)), '240 125 480 250');
  assert.equal(formatZoom(zoomed.zoom), '2×');
  assert.deepEqual(zoomOut(zoomed, size), start);
});

test('zoom stays between the limits', () => {
  let view = initialView(size);
  for (let i = 0; i < 10; i += 1) view = zoomIn(view, size);
  assert.equal(view.zoom, ZOOM_MAX);
  for (let i = 0; i < 10; i += 1) view = zoomOut(view, size);
  assert.equal(view.zoom, ZOOM_MIN);
  assert.deepEqual(view, initialView(size));
});

test('zooming towards an anchor keeps that point fixed on screen', () => {
  const start = initialView(size);
  const anchor: [number, number] = [600, 200];
  const zoomed = zoomTo(start, 4, size, anchor);
  const before = viewBoxOf(start, size);
  const after = viewBoxOf(zoomed, size);
  // Share of the visible width/height at which the anchor sits.
  const shareBefore = [(anchor[0] - before[0]) / before[2], (anchor[1] - before[1]) / before[3]];
  const shareAfter = [(anchor[0] - after[0]) / after[2], (anchor[1] - after[1]) / after[3]];
  assert.ok(Math.abs(shareBefore[0]! - shareAfter[0]!) < 1e-9);
  assert.ok(Math.abs(shareBefore[1]! - shareAfter[1]!) < 1e-9);
});

test('panning cannot move the view off the map', () => {
  const start = initialView(size);
  assert.deepEqual(panBy(start, 100, 0, size), start, 'nothing to pan at 1×');
  const zoomed = zoomIn(start, size);
  const farLeft = panBy(zoomed, -10_000, -10_000, size);
  assert.deepEqual(viewBoxOf(farLeft, size).slice(0, 2), [0, 0]);
  const farRight = panBy(zoomed, 10_000, 10_000, size);
  const box = viewBoxOf(farRight, size);
  assert.equal(box[0] + box[2], 960);
  assert.equal(box[1] + box[3], 500);
});

test('an arrow-key step moves a fifth of what is visible', () => {
  const zoomed = zoomIn(initialView(size), size);
  const right = panStep(zoomed, 1, 0, size);
  assert.equal(right.cx - zoomed.cx, (0.2 * 960) / 2);
  assert.equal(right.cy, zoomed.cy);
  const up = panStep(zoomed, 0, -1, size);
  assert.equal(zoomed.cy - up.cy, (0.2 * 500) / 2);
});

test('centerOn centres a point as far as the edges allow', () => {
  const zoomed = zoomTo(initialView(size), 4, size);
  assert.deepEqual(centerOn(zoomed, [300, 200], size), {zoom: 4, cx: 300, cy: 200});
  assert.deepEqual(centerOn(zoomed, [5, 5], size), {zoom: 4, cx: 120, cy: 62.5});
});

test('clampView repairs a broken view', () => {
  assert.deepEqual(clampView({zoom: Number.NaN, cx: Number.NaN, cy: 9999}, size), {zoom: 1, cx: 480, cy: 250});
  assert.equal(clampView({zoom: 100, cx: 480, cy: 250}, size).zoom, ZOOM_MAX);
});

test('formatting is short and stable', () => {
  assert.equal(formatZoom(1.5), '1.5×');
  assert.equal(formatViewBox([1 / 3, 2 / 3, 480, 250]), '0.33 0.67 480 250');
});

test('unitsPerPixel converts a drag into map units', () => {
  assert.equal(unitsPerPixel(initialView(size), size, 480), 2);
  assert.equal(unitsPerPixel({zoom: 4, cx: 480, cy: 250}, size, 480), 0.5);
  assert.equal(unitsPerPixel(initialView(size), size, 0), 0);
});
