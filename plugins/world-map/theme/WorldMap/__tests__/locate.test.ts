import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForwardUrl,
  describeFetchError,
  formatLatLon,
  parseForwardResponse,
  sampleLocation,
  POSITIONSTACK_KEY_SLOT,
} from '../locate';
import {keyDestination} from '../../../../visitor-keys/shared/storage';
import featured from '../../../../../src/data/featured-apis.json';
import {DEFAULT_SAMPLE_PLACE, SAMPLE_PLACES} from '../../../../../src/data/map-markers';

test('buildForwardUrl always asks positionstack over HTTPS and encodes the query', () => {
  const url = new URL(buildForwardUrl(' KEY123 ', ' 北京 天安门 '));
  assert.equal(url.protocol, 'https:');
  assert.equal(url.host, 'api.positionstack.com');
  assert.equal(url.pathname, '/v1/forward');
  assert.equal(url.searchParams.get('access_key'), 'KEY123');
  assert.equal(url.searchParams.get('query'), '北京 天安门');
  assert.equal(url.searchParams.get('limit'), '1');
  assert.equal(new URL(buildForwardUrl('k', 'q&r=1')).searchParams.get('query'), 'q&r=1');
  assert.deepEqual(keyDestination(buildForwardUrl('k', 'q'), POSITIONSTACK_KEY_SLOT), {ok: true});
});

test('the demo relies on the documented facts of /fo/8: HTTPS on the free plan, same origin as the try-it panel', () => {
  const api = featured.apis.find((entry) => entry.id === POSITIONSTACK_KEY_SLOT.id);
  assert.ok(api, 'positionstack is a featured API');
  assert.equal(api.https, true);
  assert.equal(new URL(api.baseUrl).origin, POSITIONSTACK_KEY_SLOT.origin);
  assert.equal(POSITIONSTACK_KEY_SLOT.plainHttp, false);
  assert.match(api.httpsNote ?? '', /免费套餐.*https/i, 'if the free plan loses HTTPS, the demo must ask before sending the key');
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

test('describeFetchError names timeouts and otherwise the network or CORS', () => {
  assert.match(describeFetchError(new DOMException('slow', 'TimeoutError')), /超时/);
  assert.match(describeFetchError(new TypeError('Failed to fetch')), /跨域/);
  assert.doesNotMatch(describeFetchError(new TypeError('Failed to fetch')), /HTTP/);
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
