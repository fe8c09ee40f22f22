import type {Route} from '@playwright/test';
import {RATES_SNAPSHOT} from '../../src/data/rates-snapshot';

/**
 * The map's locate demo (positionstack) and the currency swap (exchangerate.host) as the tests see
 * them: the answers their APIs are stubbed with, and the converter's numbers.
 */

/** The real APIs send CORS headers; without them the browser would reject a stubbed answer. */
export const CORS = {'access-control-allow-origin': '*'};

export function fulfilJson(route: Route, body: unknown, status = 200): Promise<void> {
  return route.fulfill({status, contentType: 'application/json', headers: CORS, body: JSON.stringify(body)});
}

export const POSITIONSTACK_HTTPS = 'https://api.positionstack.com';
export const POSITIONSTACK_HTTP = 'http://api.positionstack.com';

/** positionstack's /v1/forward for "Wien". */
export const FORWARD_OK = {data: [{latitude: 48.2082, longitude: 16.3738, name: 'Wien', label: 'Wien, Österreich'}]};

export const EXCHANGERATE_HOST = /^https:\/\/api\.exchangerate\.host\//;

/** exchangerate.host's /live, as of 2026-11-21 08:00 UTC. */
export const LIVE_FIXTURE = {
  success: true,
  terms: 'https://exchangerate.host/terms',
  privacy: 'https://exchangerate.host/privacy',
  timestamp: Date.UTC(2026, 10, 21, 8, 0) / 1000,
  source: 'USD',
  quotes: {USDCNY: 7.2345, USDEUR: 0.8711, USDJPY: 156.02, USDGBP: 0.7702, USDHKD: 7.7801},
};

export const SNAPSHOT_LABEL = `示例汇率快照（${RATES_SNAPSHOT.date}），仅供演示`;
export const SNAPSHOT_RATES = RATES_SNAPSHOT.rates;

// Expected values are computed here from the snapshot and formatted the way the brief specifies.
export const fiat = (n: number) =>
  new Intl.NumberFormat('zh-CN', {minimumFractionDigits: 2, maximumFractionDigits: 2}).format(Math.round(n * 100) / 100);
export const whole = (n: number) => new Intl.NumberFormat('zh-CN', {maximumFractionDigits: 0}).format(Math.round(n));

/** What the converter shows first (100 USD to CNY) with live rates and with the snapshot. */
export const LIVE_100_USD_IN_CNY = fiat(100 * LIVE_FIXTURE.quotes.USDCNY);
export const SNAPSHOT_100_USD_IN_CNY = fiat(100 * SNAPSHOT_RATES.CNY!);
