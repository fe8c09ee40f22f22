import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addCounts, computeStats, countFacts, formatCount, formatShare, type FactCounts} from '../shared/stats';
import type {CountedApi} from '../shared/stats';

/** A small category covering the edge cases: null auth (no authentication), unknown CORS, no HTTPS, a verified fact, a dead link. */
const fixture: CountedApi[] = [
  {auth: null, https: true, cors: 'yes'},
  {auth: null, https: true, cors: 'unknown', link: 'ok'},
  {auth: null, https: false, cors: 'yes', link: 'dead'},
  {auth: 'apiKey', https: true, cors: 'no', verification: {facts: [{field: 'https', value: true, upstream: false}], source: {name: 'F', permalink: '/fo/1'}, checked: '2026-11'}},
  {auth: 'User-Agent', https: true, cors: 'unknown'},
];

const byKey = (shares: readonly {key: string; count: number}[]) => Object.fromEntries(shares.map((item) => [item.key, item.count]));

test('counts of every value, zeros included; verified and dead APIs counted', () => {
  const counts = countFacts(fixture);
  assert.deepEqual(counts, {
    apis: 5,
    auth: {none: 3, apiKey: 1, OAuth: 0, 'X-Mashape-Key': 0, 'User-Agent': 1},
    https: {yes: 4, no: 1},
    cors: {yes: 2, no: 1, unknown: 2},
    browserReady: 1,
    verified: 1,
    dead: 1,
  } satisfies FactCounts);
});

test('shares in a fixed order with Chinese labels', () => {
  const stats = computeStats(countFacts(fixture));
  assert.deepEqual(byKey(stats.auth), {none: 3, apiKey: 1, OAuth: 0, 'X-Mashape-Key': 0, 'User-Agent': 1});
  assert.deepEqual(stats.auth.map((item) => item.label), ['无需认证', 'API 密钥', 'OAuth', 'X-Mashape-Key', 'User-Agent 头']);
  assert.deepEqual(stats.cors.map((item) => [item.label, item.share]), [['支持', 0.4], ['不支持', 0.2], ['未知', 0.4]]);
  assert.deepEqual(stats.https.map((item) => item.label), ['支持', '不支持']);
  // "Usable from a web page" needs no auth, HTTPS and CORS "yes": unknown CORS does not count.
  assert.equal(stats.browserReady.count, 1);
  assert.equal(stats.browserReady.share, 0.2);
});

test('counts add up across categories; an API filed twice counts in both', () => {
  const one = countFacts(fixture);
  const two = countFacts(fixture.slice(2, 4));
  const total = addCounts([one, two]);
  assert.equal(total.apis, 7);
  assert.equal(total.auth.none, 4);
  assert.equal(total.https.no, 2);
  assert.equal(total.dead, 2);
  assert.equal(total.verified, 2);
  for (const group of [total.auth, total.https, total.cors]) {
    assert.equal(Object.values(group).reduce((sum, n) => sum + n, 0), total.apis);
  }
  assert.deepEqual(addCounts([]), countFacts([]));
});

test('no API at all gives zeros, not NaN', () => {
  const stats = computeStats(countFacts([]));
  assert.equal(stats.apis, 0);
  assert.ok([...stats.auth, ...stats.https, ...stats.cors, stats.browserReady].every((item) => item.count === 0 && item.share === 0));
});

test('a value outside the schema fails instead of being miscounted', () => {
  assert.throws(() => countFacts([{auth: null, https: true, cors: 'maybe' as never}]), /unexpected cors value "maybe"/);
  assert.throws(() => countFacts([{auth: 'Basic' as never, https: true, cors: 'yes'}]), /unexpected auth value "Basic"/);
  assert.throws(() => countFacts([{auth: null, https: 'yes' as never, cors: 'yes'}]), /unexpected https value "yes"/);
});

test('formatting: counts with thousands separators, shares with at most one decimal', () => {
  assert.equal(formatCount(1695), '1,695');
  assert.equal(formatCount(0), '0');
  assert.equal(formatShare(0), '0%');
  assert.equal(formatShare(1), '100%');
  assert.equal(formatShare(0.4), '40%');
  assert.equal(formatShare(20 / 26), '76.9%');
  assert.equal(formatShare(1 / 3), '33.3%');
  assert.equal(formatShare(0.125), '12.5%');
  // Rounding never hides that a value occurs, or that it is not all of them.
  assert.equal(formatShare(1 / 5000), '<0.1%');
  assert.equal(formatShare(4999 / 5000), '>99.9%');
  assert.equal(formatShare(1 / 1695), '0.1%');
});
