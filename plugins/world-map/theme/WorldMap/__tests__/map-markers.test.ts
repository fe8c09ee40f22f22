import {test} from 'node:test';
import assert from 'node:assert/strict';
import featured from '../../../../../src/data/featured-apis.json';
import {APILAYER_APIS, MAP_MARKERS, SAMPLE_PLACES, UNPLACED_PROVIDERS} from '../../../../../src/data/map-markers';
import {isValidLonLat} from '../../../shared/geo';

const apis = (featured as {apis: {id: string; name: string; provider: string}[]}).apis;

test('every marker links to an existing /fo/N page and has valid coordinates', () => {
  assert.equal(new Set(MAP_MARKERS.map((m) => m.id)).size, MAP_MARKERS.length, 'ids are unique');
  for (const marker of MAP_MARKERS) {
    assert.ok(Number.isInteger(marker.fo) && marker.fo >= 0 && marker.fo < apis.length, `${marker.id} links to a page`);
    assert.ok(isValidLonLat(marker.lon, marker.lat), `${marker.id} has valid coordinates`);
    assert.ok(marker.label.trim() && marker.place.trim() && marker.note.trim());
  }
});

test('the APILayer list matches the providers in featured-apis.json', () => {
  const fromData = apis.flatMap((api, index) => (api.provider === 'APILayer' ? [index] : []));
  assert.deepEqual(APILAYER_APIS, fromData);
  const provider = MAP_MARKERS.find((m) => m.kind === 'provider' && m.id === 'apilayer');
  assert.deepEqual(provider?.apis, fromData);
});

test('providers without a marker are exactly the other providers', () => {
  const others = [...new Set(apis.map((api) => api.provider).filter((p) => p !== 'APILayer'))].sort();
  assert.deepEqual([...UNPLACED_PROVIDERS].sort(), others);
});

test('example markers point at the API whose example response they come from', () => {
  const expected: Record<string, string> = {
    'ipstack-example': 'ipstack',
    'aviationstack-example': 'aviationstack',
    'positionstack-example': 'positionstack',
    'weatherstack-example': 'weatherstack',
    'therundown-example': 'therundown',
    'vatlayer-example': 'vatlayer',
    'bank-data-example': 'bank_data',
  };
  for (const marker of MAP_MARKERS.filter((m) => m.kind === 'example')) {
    assert.equal(apis[marker.fo]?.id, expected[marker.id], marker.id);
  }
});

test('sample places have valid coordinates and lowercase-comparable names', () => {
  for (const place of SAMPLE_PLACES) {
    assert.ok(isValidLonLat(place.lon, place.lat), place.label);
    assert.ok(place.names.length > 0);
  }
});
