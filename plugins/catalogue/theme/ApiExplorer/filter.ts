import type {CatalogueEntry, CorsSupport} from '../../shared/types';

/** One API as the explorer works with it: a decoded row of `@catalogue/apis`. */
export type ExplorerApi = CatalogueEntry;

/** `other` groups the two rare schemes (X-Mashape-Key, User-Agent): seven APIs in all. */
export type AuthFilter = '' | 'none' | 'apiKey' | 'OAuth' | 'other';
export type CorsFilter = '' | CorsSupport;
export type SortOrder = 'name' | 'name-desc' | 'category';

export interface ExplorerQuery {
  /** Raw text of the search box; trimmed only when matching, so a typed space is not undone by the URL sync. */
  q: string;
  /** Category slug, or '' for all. */
  category: string;
  auth: AuthFilter;
  httpsOnly: boolean;
  cors: CorsFilter;
  /** Leave out APIs the last link check found dead (offered only when the site has a link check). */
  hideDead: boolean;
  sort: SortOrder;
  /** The id of the API whose details are open ('' for none): `?api=<id>` is an API's permalink. */
  api: string;
}

export const DEFAULT_QUERY: ExplorerQuery = {q: '', category: '', auth: '', httpsOnly: false, cors: '', hideDead: false, sort: 'name', api: ''};

export const AUTH_FILTERS: readonly Exclude<AuthFilter, ''>[] = ['none', 'apiKey', 'OAuth', 'other'];
export const CORS_FILTERS: readonly CorsSupport[] = ['yes', 'no', 'unknown'];
export const SORT_ORDERS: readonly SortOrder[] = ['name', 'name-desc', 'category'];

/** Case-insensitive lookup, because shared links get hand-edited (`auth=oauth`). */
function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  const wanted = raw?.trim().toLowerCase();
  return wanted ? values.find((value) => value.toLowerCase() === wanted) : undefined;
}

/**
 * Reads `?q=&category=&auth=&https=1&cors=&live=1&sort=&api=`. Unknown values fall back to the default
 * rather than producing an empty list; `categories` (the known slugs) is used to drop stale category
 * links. An unknown `api` id is kept: the explorer says it found no such API.
 */
export function parseQuery(search: string, categories?: ReadonlySet<string>): ExplorerQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const https = params.get('https')?.trim().toLowerCase();
  const live = params.get('live')?.trim().toLowerCase();
  return {
    q: params.get('q') ?? '',
    category: category !== '' && (!categories || categories.has(category)) ? category : '',
    auth: pick(AUTH_FILTERS, params.get('auth')) ?? '',
    httpsOnly: https === '1' || https === 'true',
    cors: pick(CORS_FILTERS, params.get('cors')) ?? '',
    hideDead: live === '1' || live === 'true',
    sort: pick(SORT_ORDERS, params.get('sort')) ?? DEFAULT_QUERY.sort,
    api: params.get('api')?.trim().toLowerCase() ?? '',
  };
}

/** The inverse of parseQuery, in a fixed parameter order; defaults are left out so the unfiltered page keeps a clean URL. */
export function serializeQuery(query: ExplorerQuery): string {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.category !== '') params.set('category', query.category);
  if (query.auth !== '') params.set('auth', query.auth);
  if (query.httpsOnly) params.set('https', '1');
  if (query.cors !== '') params.set('cors', query.cors);
  if (query.hideDead) params.set('live', '1');
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.api !== '') params.set('api', query.api);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** True when any filter narrows the list (the sort order and the open details do not). */
export function isFiltered(query: ExplorerQuery): boolean {
  return query.q.trim() !== '' || query.category !== '' || query.auth !== '' || query.httpsOnly || query.cors !== '' || query.hideDead;
}

/** Whitespace separates terms; every term must match, so `weather 免费` narrows instead of widening. */
export function searchTerms(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter((term) => term !== '');
}

export function matchesText(api: ExplorerApi, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = `${api.name}\n${api.description}\n${api.descriptionZh}`.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

export function matchesAuth(api: ExplorerApi, auth: AuthFilter): boolean {
  switch (auth) {
    case '':
      return true;
    case 'none':
      return api.auth === null;
    case 'other':
      return api.auth === 'X-Mashape-Key' || api.auth === 'User-Agent';
    default:
      return api.auth === auth;
  }
}

export function matchesQuery(api: ExplorerApi, query: ExplorerQuery, terms = searchTerms(query.q)): boolean {
  return (
    (query.category === '' || api.category === query.category) &&
    matchesAuth(api, query.auth) &&
    (!query.httpsOnly || api.https) &&
    (query.cors === '' || api.cors === query.cors) &&
    (!query.hideDead || api.link !== 'dead') &&
    matchesText(api, terms)
  );
}

const nameCollator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

/** Name first; same-named APIs (the catalogue has a few) by URL, so the order never depends on input order. */
function compareNames(a: ExplorerApi, b: ExplorerApi): number {
  return nameCollator.compare(a.name, b.name) || a.url.localeCompare(b.url, 'en') || a.category.localeCompare(b.category, 'en');
}

/**
 * Returns a new sorted array. `categoryOrder` lists category slugs in display order (the catalogue's,
 * by English name); categories missing from it go last.
 */
export function sortApis(apis: readonly ExplorerApi[], sort: SortOrder, categoryOrder: readonly string[] = []): ExplorerApi[] {
  const sorted = [...apis];
  if (sort === 'name') return sorted.sort(compareNames);
  if (sort === 'name-desc') return sorted.sort((a, b) => compareNames(b, a));
  const rank = new Map(categoryOrder.map((slug, index) => [slug, index]));
  const rankOf = (api: ExplorerApi) => rank.get(api.category) ?? categoryOrder.length;
  return sorted.sort((a, b) => rankOf(a) - rankOf(b) || a.category.localeCompare(b.category, 'en') || compareNames(a, b));
}

export function applyQuery(apis: readonly ExplorerApi[], query: ExplorerQuery, categoryOrder: readonly string[] = []): ExplorerApi[] {
  const terms = searchTerms(query.q);
  return sortApis(
    apis.filter((api) => matchesQuery(api, query, terms)),
    query.sort,
    categoryOrder,
  );
}

/** Results are revealed in pages of this size: rendering all 1,695 at once makes typing sluggish on phones. */
export const PAGE_SIZE = 50;

/** How many results to render after "show more" was pressed `pages - 1` times. */
export function visibleCount(total: number, pages: number): number {
  return Math.min(total, Math.max(1, pages) * PAGE_SIZE);
}
