import type {CatalogueAuth, CorsSupport, LinkStatus, Verification} from './types';
import {AUTH_KEYS, AUTH_LABELS, CORS_KEYS, CORS_LABELS, authKey, type AuthKey} from './labels';

/**
 * The statistics of the catalogue. The Node side counts each category once (countFacts) and the
 * generated modules carry those counts; the pages add counts up and turn them into shares
 * (computeStats), so no page needs the APIs themselves to show figures.
 */

export type HttpsKey = 'yes' | 'no';

/** Counts of one category or of several. */
export interface FactCounts {
  apis: number;
  auth: Record<AuthKey, number>;
  https: Record<HttpsKey, number>;
  cors: Record<CorsSupport, number>;
  /** No authentication, HTTPS and CORS confirmed: a static page can call these directly. */
  browserReady: number;
  /** APIs with at least one fact settled by our verified data. */
  verified: number;
  /** APIs whose link the last link check found dead (0 when there is no status file). */
  dead: number;
}

/** The fields counting reads: catalogue entries fit. */
export interface CountedApi {
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  verification?: Verification | null;
  link?: LinkStatus | null;
}

export function emptyCounts(): FactCounts {
  return {
    apis: 0,
    auth: {none: 0, apiKey: 0, OAuth: 0, 'X-Mashape-Key': 0, 'User-Agent': 0},
    https: {yes: 0, no: 0},
    cors: {yes: 0, no: 0, unknown: 0},
    browserReady: 0,
    verified: 0,
    dead: 0,
  };
}

export function isBrowserReady(api: Pick<CountedApi, 'auth' | 'https' | 'cors'>): boolean {
  return api.auth === null && api.https && api.cors === 'yes';
}

function increment<K extends string>(counts: Record<K, number>, key: K, field: string): void {
  if (!Object.hasOwn(counts, key)) throw new Error(`catalogue statistics: unexpected ${field} value ${JSON.stringify(key)}`);
  counts[key] += 1;
}

/** Counts of every value; a value outside the schema fails instead of being miscounted. */
export function countFacts(apis: Iterable<CountedApi>): FactCounts {
  const counts = emptyCounts();
  for (const api of apis) {
    counts.apis += 1;
    increment(counts.auth, authKey(api.auth), 'auth');
    if (typeof api.https !== 'boolean') throw new Error(`catalogue statistics: unexpected https value ${JSON.stringify(api.https)}`);
    increment(counts.https, api.https ? 'yes' : 'no', 'https');
    increment(counts.cors, api.cors, 'cors');
    if (isBrowserReady(api)) counts.browserReady += 1;
    if (api.verification) counts.verified += 1;
    if (api.link === 'dead') counts.dead += 1;
  }
  return counts;
}

/** The counts of several categories together; an API filed under two categories counts in both. */
export function addCounts(list: readonly FactCounts[]): FactCounts {
  const total = emptyCounts();
  for (const counts of list) {
    total.apis += counts.apis;
    for (const key of AUTH_KEYS) total.auth[key] += counts.auth[key];
    total.https.yes += counts.https.yes;
    total.https.no += counts.https.no;
    for (const key of CORS_KEYS) total.cors[key] += counts.cors[key];
    total.browserReady += counts.browserReady;
    total.verified += counts.verified;
    total.dead += counts.dead;
  }
  return total;
}

export interface Share<K extends string> {
  key: K;
  /** Chinese label of the value. */
  label: string;
  count: number;
  /** count / number of APIs, from 0 to 1; 0 when there is no API at all. */
  share: number;
}

export interface CatalogueStatsData {
  apis: number;
  /** Every authentication value, in AUTH_KEYS order, zero counts included. */
  auth: Share<AuthKey>[];
  /** Supported first, then not supported. */
  https: Share<HttpsKey>[];
  /** In CORS_KEYS order: yes, no, unknown. */
  cors: Share<CorsSupport>[];
  browserReady: Share<'browser-ready'>;
  verified: number;
  dead: number;
}

export const HTTPS_SHARE_LABELS: Record<HttpsKey, string> = {yes: '支持', no: '不支持'};
export const BROWSER_READY_LABEL = '可在网页中直接调用';

function shares<K extends string>(keys: readonly K[], labels: Record<K, string>, counts: Record<K, number>, total: number): Share<K>[] {
  return keys.map((key) => ({key, label: labels[key], count: counts[key], share: total === 0 ? 0 : counts[key] / total}));
}

/** Shares of every value over the counted APIs. */
export function computeStats(counts: FactCounts): CatalogueStatsData {
  const total = counts.apis;
  return {
    apis: total,
    auth: shares(AUTH_KEYS, AUTH_LABELS, counts.auth, total),
    https: shares(['yes', 'no'], HTTPS_SHARE_LABELS, counts.https, total),
    cors: shares(CORS_KEYS, CORS_LABELS, counts.cors, total),
    browserReady: {key: 'browser-ready', label: BROWSER_READY_LABEL, count: counts.browserReady, share: total === 0 ? 0 : counts.browserReady / total},
    verified: counts.verified,
    dead: counts.dead,
  };
}

/** Counts as the rest of the site writes them: 1,695. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * A share as a percentage with at most one decimal: 0.7692 → "76.9%", 1 → "100%". Rounding never
 * turns a share that is not zero into "0%", nor one that is not whole into "100%". Written by hand
 * rather than with Intl so that the server's and the browser's output are always the same text.
 */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.0005) return '<0.1%';
  if (share < 1 && share >= 0.9995) return '>99.9%';
  const tenths = Math.round(share * 1000);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}
