import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Feature, Geometry} from 'geojson';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  buildCountryShapes,
  countryLabel,
  createProjection,
  isValidLonLat,
  makeProjector,
  type CountryProperties,
} from '../geo';
import {COUNTRIES, GRATICULE_PATH, SPHERE_PATH, projectLonLat} from '../countries';
import {COUNTRY_NAMES_ZH} from '../../../data/map-markers';

type CountryFeature = Feature<Geometry | null, CountryProperties | null>;

const square = (name: string | undefined, id?: string): CountryFeature => ({
  type: 'Feature',
  id,
  properties: name === undefined ? null : {name},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 0],
        [0, 0],
      ],
    ],
  },
});

test('countryLabel puts the Chinese name first and keeps the English one as given', () => {
  assert.equal(countryLabel('China', {China: '中国'}), '中国（China）');
  assert.equal(countryLabel('Dem. Rep. Congo', {China: '中国'}), 'Dem. Rep. Congo');
});

test('buildCountryShapes drops nameless and empty areas and sorts by English name', () => {
  const shapes = buildCountryShapes(
    [square('Zambia', '894'), square(undefined), square('Austria', '040'), square('Kosovo'), {...square('Nowhere'), geometry: null}],
    (feature) => (feature.properties?.name === 'Kosovo' ? 'M0 0Z' : 'M1 1Z'),
    {Austria: '奥地利'},
  );
  assert.deepEqual(
    shapes.map((s) => [s.name, s.code, s.label]),
    [
      ['Austria', '040', '奥地利（Austria）'],
      ['Kosovo', null, 'Kosovo'],
      ['Zambia', '894', 'Zambia'],
    ],
  );
});

test('buildCountryShapes skips features whose path is empty', () => {
  assert.deepEqual(buildCountryShapes([square('Tiny')], () => null, {}), []);
});

test('the projection fits the whole globe inside the padded map', () => {
  const project = makeProjector(createProjection());
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

test('makeProjector rejects coordinates outside the globe or not numbers', () => {
  const project = makeProjector(createProjection());
  assert.equal(project(181, 0), null);
  assert.equal(project(0, -91), null);
  assert.equal(project(Number.NaN, 0), null);
  assert.equal(isValidLonLat('16', 48), false);
  assert.equal(isValidLonLat(16, 48), true);
});

test('the vendored atlas gives at least 150 named country paths', () => {
  assert.ok(COUNTRIES.length >= 150, `got ${COUNTRIES.length}`);
  assert.equal(new Set(COUNTRIES.map((c) => c.name)).size, COUNTRIES.length, 'names are unique');
  for (const country of COUNTRIES) assert.match(country.d, /^M[-\d.]+,[-\d.]+/);
  assert.ok(SPHERE_PATH.startsWith('M') && GRATICULE_PATH.startsWith('M'));
  assert.ok(projectLonLat(16.3738, 48.2082));
});

test('every Chinese name refers to a country the atlas has', () => {
  const names = new Set(COUNTRIES.map((c) => c.name));
  const missing = Object.keys(COUNTRY_NAMES_ZH).filter((name) => !names.has(name));
  assert.deepEqual(missing, []);
  assert.ok(Object.keys(COUNTRY_NAMES_ZH).length >= 30);
  assert.equal(COUNTRIES.find((c) => c.name === 'China')?.label, '中国（China）');
});

test('country order ignores case and accents', () => {
  const shapes = buildCountryShapes([square('eSwatini'), square("Côte d'Ivoire"), square('Cuba'), square('Egypt')], () => 'M0 0Z', {});
  assert.deepEqual(
    shapes.map((s) => s.name),
    ["Côte d'Ivoire", 'Cuba', 'Egypt', 'eSwatini'],
  );
});
