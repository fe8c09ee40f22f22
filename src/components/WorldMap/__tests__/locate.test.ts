import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForwardUrl,
  describeFetchError,
  formatLatLon,
  parseForwardResponse,
  sampleLocation,
} from '../locate';
import {DEFAULT_SAMPLE_PLACE, SAMPLE_PLACES} from '../../../data/map-markers';

test('buildForwardUrl uses HTTP by default (free plan) and encodes the query', () => {
  const url = new URL(buildForwardUrl(' KEY123 ', ' 北京 天安门 ', false));
  assert.equal(url.protocol, 'http:');
  assert.equal(url.host, 'api.positionstack.com');
  assert.equal(url.pathname, '/v1/forward');
  assert.equal(url.searchParams.get('access_key'), 'KEY123');
  assert.equal(url.searchParams.get('query'), '北京 天安门');
  assert.equal(url.searchParams.get('limit'), '1');
  assert.ok(buildForwardUrl('k', 'q&r=1', true).startsWith('https://api.positionstack.com/v1/forward?'));
  assert.equal(new URL(buildForwardUrl('k', 'q&r=1', true)).searchParams.get('query'), 'q&r=1');
});

test('parseForwardResponse takes the first result with coordinates', () => {
  const outcome = parseForwardResponse(200, {
    data: [
      {latitude: 38.897675, longitude: -77.036547, label: '1600 Pennsylvania Avenue NW, Washington, DC, USA', name: 'x'},
      {latitude: 1, longitude: 2, label: 'second'},
    ],
  });
  assert.deepEqual(outcome, {
    ok: true,
    point: {lat: 38.897675, lon: -77.036547, label: '1600 Pennsylvania Avenue NW, Washington, DC, USA', sample: false},
  });
});

test('parseForwardResponse accepts numeric strings and falls back to name for the label', () => {
  const outcome = parseForwardResponse(200, {data: [{latitude: '48.2', longitude: '16.37', name: 'Wien'}]});
  assert.deepEqual(outcome, {ok: true, point: {lat: 48.2, lon: 16.37, label: 'Wien', sample: false}});
});

test('parseForwardResponse reports empty results, including the nested empty array', () => {
  for (const body of [{data: []}, {data: [[]]}, {data: [{latitude: 999, longitude: 0}]}]) {
    const outcome = parseForwardResponse(200, body);
    assert.equal(outcome.ok, false);
    if (!outcome.ok) assert.match(outcome.reason, /没有找到/);
  }
});

test('parseForwardResponse explains errors', () => {
  const unauthorised = parseForwardResponse(401, {error: {code: 'invalid_access_key', message: 'bad key'}});
  assert.equal(unauthorised.ok, false);
  if (!unauthorised.ok) assert.match(unauthorised.reason, /密钥/);
  const other = parseForwardResponse(422, {error: {code: 'validation_error', message: 'query missing'}});
  if (!other.ok) assert.match(other.reason, /validation_error：query missing/);
  else assert.fail('error body must not be ok');
  const limit = parseForwardResponse(429, null);
  if (!limit.ok) assert.match(limit.reason, /429/);
  else assert.fail('429 must not be ok');
  const garbage = parseForwardResponse(200, 'not json');
  assert.equal(garbage.ok, false);
});

test('describeFetchError names mixed content on HTTPS pages and timeouts', () => {
  assert.match(describeFetchError(new TypeError('Failed to fetch'), 'https:', 'http://api.positionstack.com/v1/forward'), /混合内容/);
  assert.doesNotMatch(describeFetchError(new TypeError('Failed to fetch'), 'http:', 'http://api.positionstack.com/v1/forward'), /混合内容/);
  assert.match(describeFetchError(new DOMException('slow', 'TimeoutError'), 'http:', 'http://x'), /超时/);
});

test('sampleLocation matches sample places by Chinese or English name, else the documented example', () => {
  assert.deepEqual(sampleLocation('北京市', SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE), {
    lat: 39.9042,
    lon: 116.4074,
    label: '中国北京',
    sample: true,
  });
  assert.equal(sampleLocation('Vienna, Austria', SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE).label, '奥地利维也纳');
  const fallback = sampleLocation('Ulaanbaatar', SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE);
  assert.equal(fallback.lat, DEFAULT_SAMPLE_PLACE.lat);
  assert.equal(fallback.sample, true);
  assert.equal(sampleLocation('', SAMPLE_PLACES, DEFAULT_SAMPLE_PLACE).label, DEFAULT_SAMPLE_PLACE.label);
});

test('formatLatLon writes hemispheres instead of signs', () => {
  assert.equal(formatLatLon(39.9042, 116.4074), '北纬 39.9042°，东经 116.4074°');
  assert.equal(formatLatLon(-33.86882, -70.123456), '南纬 33.8688°，西经 70.1235°');
});
