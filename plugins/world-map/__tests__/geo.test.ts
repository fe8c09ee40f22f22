import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Feature, Geometry} from 'geojson';
import {buildCountryShapes, countryLabel, isValidLonLat, type CountryProperties} from '../shared/geo';

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

test('isValidLonLat accepts numbers on the globe only', () => {
  assert.equal(isValidLonLat('16', 48), false);
  assert.equal(isValidLonLat(16, 48), true);
  assert.equal(isValidLonLat(-180, 90), true);
  assert.equal(isValidLonLat(180.01, 0), false);
});

test('country order ignores case and accents', () => {
  const shapes = buildCountryShapes([square('eSwatini'), square("Côte d'Ivoire"), square('Cuba'), square('Egypt')], () => 'M0 0Z', {});
  assert.deepEqual(
    shapes.map((s) => s.name),
    ["Côte d'Ivoire", 'Cuba', 'Egypt', 'eSwatini'],
  );
});
