import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createProjection, projectionParams} from '../node/project';
import {MAP_HEIGHT, MAP_WIDTH} from '../shared/geo';
import {makeProjector, naturalEarth1} from '../shared/projection';

const d3Projection = createProjection();
const params = projectionParams(d3Projection);

test('the browser projection gives what d3-geo gives at the build-time parameters', () => {
  let worst = 0;
  for (let lon = -180; lon <= 180; lon += 7.5) {
    for (let lat = -90; lat <= 90; lat += 7.5) {
      const expected = d3Projection([lon, lat])!;
      const actual = naturalEarth1(lon, lat, params);
      worst = Math.max(worst, Math.abs(expected[0] - actual[0]), Math.abs(expected[1] - actual[1]));
    }
  }
  for (const [lon, lat] of [
    [16.3738, 48.2082],
    [-118.2413, 34.0453],
    [139.6917, 35.6895],
    [-0.0001, -0.0001],
  ] as const) {
    const expected = d3Projection([lon, lat])!;
    const actual = naturalEarth1(lon, lat, params);
    worst = Math.max(worst, Math.abs(expected[0] - actual[0]), Math.abs(expected[1] - actual[1]));
  }
  assert.ok(worst < 1e-9, `differs from d3 by ${worst} map units`);
});

test('the projection fits the whole globe inside the padded map', () => {
  const project = makeProjector(params);
  for (const [lon, lat] of [
    [-180, 0],
    [180, 0],
    [0, 90],
    [0, -90],
    [16.37, 48.21],
  ] as const) {
    const point = project(lon, lat);
    assert.ok(point, `${lon},${lat} projects`);
    assert.ok(point[0] >= 0 && point[0] <= MAP_WIDTH, `x of ${lon},${lat} is inside`);
    assert.ok(point[1] >= 0 && point[1] <= MAP_HEIGHT, `y of ${lon},${lat} is inside`);
  }
  const [cx, cy] = project(0, 0)!;
  assert.ok(Math.abs(cx - MAP_WIDTH / 2) < 0.01 && Math.abs(cy - MAP_HEIGHT / 2) < 0.01, 'null island is the centre');
  const east = project(100, 0)!;
  const north = project(0, 50)!;
  assert.ok(east[0] > cx, 'east is to the right');
  assert.ok(north[1] < cy, 'north is up');
});

test('makeProjector rejects coordinates outside the globe or not numbers, and rounds to 0.01', () => {
  const project = makeProjector(params);
  assert.equal(project(181, 0), null);
  assert.equal(project(0, -91), null);
  assert.equal(project(Number.NaN, 0), null);
  const [x, y] = project(16.3738, 48.2082)!;
  assert.equal(Math.round(x * 100) / 100, x);
  assert.equal(Math.round(y * 100) / 100, y);
});
