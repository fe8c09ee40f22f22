import type {CatalogueApi, CorsSupport} from '@site/plugins/catalogue/types';
import {AUTH_KEYS, AUTH_LABELS, CORS_KEYS, CORS_LABELS, authKey, type AuthKey} from '../CatalogueTable/labels';

/**
 * The statistics of the catalogue pages, computed from the category data. Plain functions, no
 * React: the components render what these return, and the unit tests check them directly.
 */

/** The fields the statistics read; full catalogue entries fit, so do the reduced ones of ./catalogue. */
export type StatsApi = Pick<CatalogueApi, 'auth' | 'https' | 'cors'>;

export interface StatsCategory {
  apis: readonly StatsApi[];
}

export type HttpsKey = 'yes' | 'no';

export interface Share<K extends string> {
  key: K;
  /** Chinese label of the value. */
  label: string;
  count: number;
  /** count / number of APIs, from 0 to 1; 0 when there is no API at all. */
  share: number;
}

export interface CatalogueStatsData {
  /** How many categories the numbers cover. */
  categories: number;
  apis: number;
  /** Every authentication value, in AUTH_KEYS order, zero counts included. */
  auth: Share<AuthKey>[];
  /** Supported first, then not supported. */
  https: Share<HttpsKey>[];
  /** In CORS_KEYS order: yes, no, unknown. */
  cors: Share<CorsSupport>[];
  /** No authentication, HTTPS and CORS confirmed: a static page can call these directly. */
  browserReady: Share<'browser-ready'>;
}

export const HTTPS_SHARE_LABELS: Record<HttpsKey, string> = {yes: '支持', no: '不支持'};
export const BROWSER_READY_LABEL = '可在网页中直接调用';

function shares<K extends string>(keys: readonly K[], labels: Record<K, string>, counts: Map<K, number>, total: number): Share<K>[] {
  return keys.map((key) => {
    const count = counts.get(key) ?? 0;
    return {key, label: labels[key], count, share: total === 0 ? 0 : count / total};
  });
}

function increment<K>(counts: Map<K, number>, key: K, known: readonly K[], field: string): void {
  if (!known.includes(key)) throw new Error(`catalogue statistics: unexpected ${field} value ${JSON.stringify(key)}`);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The count of one value in a list of shares; 0 when the value is not in the list. */
export function countOf<K extends string>(shares: readonly Share<K>[], key: K): number {
  return shares.find((item) => item.key === key)?.count ?? 0;
}

export function isBrowserReady(api: StatsApi): boolean {
  return api.auth === null && api.https && api.cors === 'yes';
}

/**
 * Counts and shares over the APIs of the given categories: one category for a category page, all
 * of them for the overview. An API filed under two categories counts once in each, as in the data.
 */
export function computeStats(categories: readonly StatsCategory[]): CatalogueStatsData {
  const auth = new Map<AuthKey, number>();
  const https = new Map<HttpsKey, number>();
  const cors = new Map<CorsSupport, number>();
  let apis = 0;
  let browserReady = 0;
  for (const category of categories) {
    for (const api of category.apis) {
      apis += 1;
      increment(auth, authKey(api.auth), AUTH_KEYS, 'auth');
      increment(https, api.https ? 'yes' : 'no', ['yes', 'no'], 'https');
      increment(cors, api.cors, CORS_KEYS, 'cors');
      if (isBrowserReady(api)) browserReady += 1;
    }
  }
  return {
    categories: categories.length,
    apis,
    auth: shares(AUTH_KEYS, AUTH_LABELS, auth, apis),
    https: shares(['yes', 'no'], HTTPS_SHARE_LABELS, https, apis),
    cors: shares(CORS_KEYS, CORS_LABELS, cors, apis),
    browserReady: {key: 'browser-ready', label: BROWSER_READY_LABEL, count: browserReady, share: apis === 0 ? 0 : browserReady / apis},
  };
}

/** Counts as the rest of the site writes them: 1,695. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * A share as a percentage with at most one decimal: 0.7692 → "76.9%", 1 → "100%". Rounding never
 * turns a share that is not zero into "0%", nor one that is not whole into "100%". Written by hand rather than with Intl so that the server's and the
 * browser's output are always the same text.
 */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.0005) return '<0.1%';
  if (share < 1 && share >= 0.9995) return '>99.9%';
  const tenths = Math.round(share * 1000);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}
