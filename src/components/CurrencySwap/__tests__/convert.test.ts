import {test} from 'node:test';
import assert from 'node:assert/strict';
import {RATES_SNAPSHOT} from '../../../data/rates-snapshot';
import {CURRENCIES, fractionDigits} from '../currencies';
import {
  AMOUNT_ERRORS,
  LIVE_UNRECOGNISED,
  buildLiveUrl,
  conversionOrigin,
  convert,
  formatAmount,
  formatInputAmount,
  formatRate,
  formatUtc,
  LIVE_KEY_SLOT,
  parseAmount,
  parseLiveResponse,
  resolveRate,
  roundTo,
  snapshotCodes,
  type Conversion,
  type RateSet,
} from '../convert';
import {keyDestination} from '../../../../plugins/visitor-keys/shared/storage';
import featured from '../../../data/featured-apis.json';

const SNAPSHOT: RateSet = {origin: 'snapshot', timestamp: RATES_SNAPSHOT.timestamp, rates: RATES_SNAPSHOT.rates};
const LIVE: RateSet = {origin: 'live', timestamp: 1795262400, rates: {USD: 1, CNY: 7.2, EUR: 0.9, JPY: 150}};

function ok(outcome: ReturnType<typeof convert>): Conversion {
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
  return outcome.conversion;
}

test('parseAmount accepts plain, grouped, decimal and full-width numbers', () => {
  assert.deepEqual(parseAmount('100'), {ok: true, value: 100});
  assert.deepEqual(parseAmount('  12.5 '), {ok: true, value: 12.5});
  assert.deepEqual(parseAmount('1,250.75'), {ok: true, value: 1250.75});
  assert.deepEqual(parseAmount('.5'), {ok: true, value: 0.5});
  assert.deepEqual(parseAmount('12.'), {ok: true, value: 12});
  assert.deepEqual(parseAmount('0'), {ok: true, value: 0});
  assert.deepEqual(parseAmount('１００．５'), {ok: true, value: 100.5});
  assert.deepEqual(parseAmount('999999999999999'), {ok: true, value: 999999999999999});
});

test('parseAmount explains empty, negative, invalid and over-long input in Chinese', () => {
  assert.deepEqual(parseAmount(''), {ok: false, error: AMOUNT_ERRORS.empty});
  assert.deepEqual(parseAmount('   '), {ok: false, error: AMOUNT_ERRORS.empty});
  assert.deepEqual(parseAmount('-5'), {ok: false, error: AMOUNT_ERRORS.negative});
  assert.deepEqual(parseAmount('－5'), {ok: false, error: AMOUNT_ERRORS.negative});
  for (const bad of ['abc', '1e5', '12abc', '1.2.3', '1,23', '12,34.5', 'NaN', 'Infinity', '0x10', '+5', '.', '-', '--5', '-abc', '1 000']) {
    assert.deepEqual(parseAmount(bad), {ok: false, error: AMOUNT_ERRORS.invalid}, bad);
  }
  assert.deepEqual(parseAmount('1234567890123456'), {ok: false, error: AMOUNT_ERRORS.tooLong});
  assert.deepEqual(parseAmount('0.1234567890123456'), {ok: false, error: AMOUNT_ERRORS.tooLong});
  assert.deepEqual(parseAmount('1,234,567,890,123,456'), {ok: false, error: AMOUNT_ERRORS.tooLong});
  for (const message of Object.values(AMOUNT_ERRORS)) assert.match(message, /\p{Script=Han}/u);
});

test('roundTo rounds half away from zero without binary artefacts', () => {
  assert.equal(roundTo(1.005, 2), 1.01);
  assert.equal(roundTo(711.8599999999999, 2), 711.86);
  assert.equal(roundTo(2.5, 0), 3);
  assert.equal(roundTo(0.000000015, 8), 0.00000002);
  assert.equal(roundTo(1.1e-7, 8), 1.1e-7);
  assert.equal(roundTo(4e-9, 8), 0);
  assert.equal(roundTo(1.465e21, 2), 1.465e21);
  assert.equal(Object.is(roundTo(-0.001, 2), -0), false);
  assert.throws(() => roundTo(Number.NaN, 2), RangeError);
});

test('fraction digits: JPY and KRW none, fiat two, crypto up to eight', () => {
  assert.deepEqual(fractionDigits('JPY'), {min: 0, max: 0});
  assert.deepEqual(fractionDigits('KRW'), {min: 0, max: 0});
  assert.deepEqual(fractionDigits('CNY'), {min: 2, max: 2});
  assert.deepEqual(fractionDigits('BTC'), {min: 0, max: 8});
});

test('every offered currency has a positive snapshot rate, and the list covers the required codes', () => {
  for (const currency of CURRENCIES) {
    const rate = RATES_SNAPSHOT.rates[currency.code];
    assert.ok(typeof rate === 'number' && Number.isFinite(rate) && rate > 0, currency.code);
    assert.match(currency.name, /\p{Script=Han}/u);
  }
  for (const code of ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'HKD', 'BTC', 'ETH']) {
    assert.ok(CURRENCIES.some((c) => c.code === code), code);
  }
  assert.ok(CURRENCIES.filter((c) => c.kind === 'fiat').length >= 20);
  assert.equal(new Set(CURRENCIES.map((c) => c.code)).size, CURRENCIES.length);
  assert.equal(RATES_SNAPSHOT.rates.USD, 1);
  assert.equal(new Date(RATES_SNAPSHOT.timestamp * 1000).toISOString().slice(0, 10), RATES_SNAPSHOT.date);
});

test('convert goes through USD and rounds to the target currency', () => {
  const usdCny = ok(convert('100', 'USD', 'CNY', [SNAPSHOT]));
  assert.equal(usdCny.value, 711.86);
  assert.equal(usdCny.rate, RATES_SNAPSHOT.rates.CNY);

  const cnyJpy = ok(convert('1000', 'CNY', 'JPY', [SNAPSHOT]));
  assert.equal(cnyJpy.value, Math.round((1000 * 154.87) / 7.1186));
  assert.ok(Number.isInteger(cnyJpy.value));

  const btcUsd = ok(convert('0.5', 'BTC', 'USD', [SNAPSHOT]));
  assert.equal(btcUsd.value, 45625.2);

  const usdBtc = ok(convert('100', 'USD', 'BTC', [SNAPSHOT]));
  assert.equal(usdBtc.value, 0.00109589);

  const ethBtc = ok(convert('1', 'ETH', 'BTC', [SNAPSHOT]));
  assert.equal(ethBtc.value, roundTo(3086.52 / 91250.4, 8));

  const same = ok(convert('12.345', 'EUR', 'EUR', [SNAPSHOT]));
  assert.equal(same.rate, 1);
  assert.equal(same.value, 12.35);

  assert.equal(ok(convert('0', 'USD', 'JPY', [SNAPSHOT])).value, 0);
});

test('convert never produces NaN: bad amounts and unknown currencies are errors', () => {
  assert.deepEqual(convert('', 'USD', 'CNY', [SNAPSHOT]), {ok: false, error: AMOUNT_ERRORS.empty});
  assert.deepEqual(convert('-1', 'USD', 'CNY', [SNAPSHOT]), {ok: false, error: AMOUNT_ERRORS.negative});
  assert.deepEqual(convert('abc', 'USD', 'CNY', [SNAPSHOT]), {ok: false, error: AMOUNT_ERRORS.invalid});
  assert.deepEqual(convert('12345678901234567', 'USD', 'CNY', [SNAPSHOT]), {ok: false, error: AMOUNT_ERRORS.tooLong});
  const unknown = convert('1', 'XYZ', 'CNY', [SNAPSHOT]);
  assert.equal(unknown.ok, false);
  assert.match(unknown.ok ? '' : unknown.error, /XYZ/);
  const broken: RateSet = {origin: 'live', timestamp: 1, rates: {USD: 1, CNY: Number.NaN, EUR: 0, toString: 5}};
  assert.equal(resolveRate('CNY', [broken]), null);
  assert.equal(resolveRate('EUR', [broken]), null);
  assert.equal(resolveRate('constructor', [SNAPSHOT]), null);
  assert.equal(convert('1', 'USD', 'EUR', [broken]).ok, false);
  const biggest = ok(convert('999999999999999', 'BTC', 'KRW', [SNAPSHOT]));
  assert.ok(Number.isFinite(biggest.value));
});

test('live rates take priority; missing codes fall back to the snapshot and are reported', () => {
  const sets = [LIVE, SNAPSHOT];
  const live = ok(convert('100', 'USD', 'CNY', sets));
  assert.equal(live.value, 720);
  assert.equal(conversionOrigin(live), 'live');
  assert.deepEqual(snapshotCodes(live), []);

  const mixed = ok(convert('1', 'BTC', 'CNY', sets));
  assert.equal(mixed.value, roundTo(91250.4 * 7.2, 2));
  assert.equal(conversionOrigin(mixed), 'mixed');
  assert.deepEqual(snapshotCodes(mixed), ['BTC']);

  assert.equal(conversionOrigin(ok(convert('1', 'USD', 'CNY', [SNAPSHOT]))), 'snapshot');
});

test('formatting uses zh-CN grouping and each currency’s decimals', () => {
  assert.equal(formatAmount(711.86, 'CNY'), '711.86');
  assert.equal(formatAmount(1234567.5, 'USD'), '1,234,567.50');
  assert.equal(formatAmount(15487.4, 'JPY'), '15,487');
  assert.equal(formatAmount(0.00109589, 'BTC'), '0.00109589');
  assert.equal(formatAmount(2, 'ETH'), '2');
  assert.equal(formatAmount(0, 'CNY'), '0.00');
  assert.equal(formatInputAmount(100, 'USD'), '100.00');
  assert.equal(formatInputAmount(100.5, 'JPY'), '100.5');
  assert.equal(formatInputAmount(12.345, 'USD'), '12.345');
  assert.equal(formatRate(7.1186), '7.1186');
  assert.equal(formatRate(1 / 7.1186), '0.140477');
  assert.equal(formatRate(91250.4), '91,250.4');
  assert.equal(formatUtc(RATES_SNAPSHOT.timestamp), '2026-11-20 16:00 UTC');
  assert.equal(formatUtc(0), '1970-01-01 00:00 UTC');
});

test('buildLiveUrl passes the key and USD as source', () => {
  const url = new URL(buildLiveUrl('abc 123&x'));
  assert.equal(url.origin + url.pathname, 'https://api.exchangerate.host/live');
  assert.equal(url.searchParams.get('access_key'), 'abc 123&x');
  assert.equal(url.searchParams.get('source'), 'USD');
});

test('parseLiveResponse turns quotes into USD-based rates', () => {
  const parsed = parseLiveResponse({
    success: true,
    timestamp: 1795262400,
    source: 'USD',
    quotes: {USDCNY: 7.2, USDEUR: 0.9, USDBTC: 0.000011, USDBAD: 'x', USDNEG: -1, EURUSD: 1.1, USD: 2},
  });
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.set, {
    origin: 'live',
    timestamp: 1795262400,
    rates: {USD: 1, CNY: 7.2, EUR: 0.9, BTC: 0.000011},
  });
});

test('parseLiveResponse reports success:false with the code explained and the API’s own info', () => {
  const parsed = parseLiveResponse({
    success: false,
    error: {code: 101, type: 'invalid_access_key', info: 'You have not supplied a valid API Access Key.'},
  });
  assert.equal(parsed.ok, false);
  const message = parsed.ok ? '' : parsed.error;
  assert.match(message, /错误码 101/);
  assert.match(message, /密钥无效/);
  assert.match(message, /You have not supplied a valid API Access Key\./);

  const bare = parseLiveResponse({success: false});
  assert.equal(bare.ok, false);
  assert.match(bare.ok ? '' : bare.error, /未说明原因/);

  const typeOnly = parseLiveResponse({success: false, error: {code: 999, type: 'mystery'}});
  assert.match(typeOnly.ok ? '' : typeOnly.error, /错误码 999.*mystery/);
});

test('parseLiveResponse refuses shapes it cannot trust', () => {
  for (const body of [
    null,
    'ok',
    [],
    {},
    {success: true},
    {success: true, timestamp: 1, quotes: {}},
    {success: true, timestamp: 'now', quotes: {USDCNY: 7}},
    {success: true, quotes: {USDCNY: 7}},
    {success: 'yes', timestamp: 1, quotes: {USDCNY: 7}},
  ]) {
    assert.deepEqual(parseLiveResponse(body), {ok: false, error: LIVE_UNRECOGNISED}, JSON.stringify(body));
  }
  const eur = parseLiveResponse({success: true, timestamp: 1, source: 'EUR', quotes: {EURCNY: 7.7}});
  assert.equal(eur.ok, false);
  assert.match(eur.ok ? '' : eur.error, /EUR/);
});

test('live requests carry the key only to the exchangerate.host origin of /fo/15, over HTTPS', () => {
  const api = featured.apis.find((entry) => entry.id === LIVE_KEY_SLOT.id);
  assert.ok(api, 'exchangerate_host is a featured API');
  assert.equal(new URL(api.baseUrl).origin, LIVE_KEY_SLOT.origin);
  assert.equal(LIVE_KEY_SLOT.plainHttp, false);
  assert.deepEqual(keyDestination(buildLiveUrl('k'), LIVE_KEY_SLOT), {ok: true});
});
