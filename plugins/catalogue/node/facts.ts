/**
 * One source per fact. src/data/featured-apis.json holds facts we checked against the providers'
 * own documentation (the /fo/N pages); the catalogue holds the upstream list's values. Where both
 * describe the same API, every view shows the verified value and says where it comes from.
 *
 * Which catalogue row is which featured API is decided by sameApi, and only by it:
 * - the same page: the row's URL and the featured API's homepage or docs URL have the same host
 *   (without "www.") and path (without a trailing slash); scheme, query and fragment do not count,
 *   so the list's "?utm_source=…" links match;
 * - or the same host and the same name: APILayer's marketplace puts many APIs on one host, each
 *   under its own path and name.
 * A name alone is not enough: the catalogue's "YouTube" is Google's YouTube Data API, the featured
 * "youtube" is APILayer's service on apilayer.com. A row with a featured API's name but another host
 * whose facts differ is reported by findFactConflicts, and the build stops until the URLs are made
 * to agree or the pair is listed in DIFFERENT_APIS.
 */
import {featuredApiPermalink} from '../../featured-apis/node/load';
import type {FeaturedApi} from '../../featured-apis/shared/types';
import type {CatalogueApi, CatalogueAuth, CorsSupport, FactValue, VerifiableField, Verification, VerifiedFact} from '../shared/types';

/** What one featured API states about the facts the catalogue shows. */
export interface FeaturedFacts {
  id: string;
  name: string;
  /** Its page on this site: /fo/N. */
  permalink: string;
  /** Pages whose URL identifies the API. */
  urls: string[];
  /** The month the entry was checked against the provider's documentation, YYYY-MM. */
  checked: string;
  facts: {https?: boolean; auth?: CatalogueAuth; cors?: CorsSupport};
}

/**
 * Catalogue rows and featured APIs that share a name but are different services, with the reason.
 * Keyed by catalogue id, then featured id.
 */
export const DIFFERENT_APIS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  youtube: {youtube: "the catalogue's YouTube is Google's YouTube Data API (OAuth); the featured youtube is APILayer's YouTube service with an apilayer.com key"},
};

/**
 * The catalogue's auth value for a featured API's: a key in a query parameter or header is an API
 * key, no credentials is null. A key in the Authorization header may be an OAuth token: no fact.
 */
export function catalogueAuthOf(auth: FeaturedApi['auth']): CatalogueAuth | undefined {
  if (auth.type === 'none') return null;
  if (auth.type === 'header' && auth.name?.toLowerCase() === 'authorization') return undefined;
  return 'apiKey';
}

/**
 * The facts a featured entry states. featured-apis.json has no CORS field, so it settles HTTPS and
 * authentication only. Its entries are checked as a whole; the month on record is the free tier's
 * `checked`, the only dated field, and the HTTPS facts were checked with it (see httpsNote).
 */
export function featuredFacts(apis: readonly FeaturedApi[]): FeaturedFacts[] {
  return apis.map((api, index) => {
    const auth = catalogueAuthOf(api.auth);
    return {
      id: api.id,
      name: api.name,
      permalink: featuredApiPermalink(index),
      urls: [api.homepage, api.docsUrl],
      checked: api.freeTier.checked,
      facts: {https: api.https, ...(auth === undefined ? {} : {auth})},
    };
  });
}

interface UrlKeys {
  host: string | null;
  page: string | null;
}

/**
 * The keys of each URL, parsed once: matching compares every catalogue row with every featured API
 * (about 100,000 pairs), and parsing their URLs each time cost the build half a second.
 */
const urlKeys = new Map<string, UrlKeys>();

function keysOf(url: string): UrlKeys {
  let keys = urlKeys.get(url);
  if (!keys) {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    const host = parsed ? parsed.hostname.toLowerCase().replace(/^www\./, '') : null;
    keys = {host, page: parsed ? `${host}${parsed.pathname.replace(/\/+$/, '')}` : null};
    urlKeys.set(url, keys);
  }
  return keys;
}

function hostOf(url: string): string | null {
  return keysOf(url).host;
}

/** "https://www.Fixer.io/?utm_source=x" → "fixer.io"; "https://a.com/docs/" → "a.com/docs". */
export function pageKey(url: string): string | null {
  return keysOf(url).page;
}

const nameKeys = new Map<string, string>();

/** "Fixer API" → "fixer", "bank_data" → "bankdata", "IPstack" → "ipstack". Computed once per name, like keysOf. */
export function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/(.)api$/, '$1');
    nameKeys.set(name, key);
  }
  return key;
}

export type MatchKind = 'page' | 'host-and-name';

/** Whether a catalogue row and a featured API are the same API, and on what grounds. */
export function sameApi(api: Pick<CatalogueApi, 'name' | 'url'>, featured: FeaturedFacts): MatchKind | null {
  const page = pageKey(api.url);
  if (page !== null && featured.urls.some((url) => pageKey(url) === page)) return 'page';
  const host = hostOf(api.url);
  const names = new Set([nameKey(featured.name), nameKey(featured.id)]);
  if (host !== null && featured.urls.some((url) => hostOf(url) === host) && names.has(nameKey(api.name))) return 'host-and-name';
  return null;
}

const FIELDS: readonly VerifiableField[] = ['https', 'auth', 'cors'];

/** The facts of `featured` that differ from the row's upstream values. */
export function differingFacts(api: CatalogueApi, featured: FeaturedFacts): VerifiedFact[] {
  return FIELDS.flatMap((field) => {
    const value = featured.facts[field];
    if (value === undefined || value === api[field]) return [];
    return [{field, value, upstream: api[field]} as VerifiedFact];
  });
}

/** The verification of a row by the featured APIs that match it, or null when no fact changes. */
export function verificationOf(api: CatalogueApi, matches: readonly FeaturedFacts[]): Verification | null {
  const [featured] = matches;
  if (!featured) return null;
  const facts = differingFacts(api, featured);
  return facts.length === 0 ? null : {facts, source: {name: featured.name, permalink: featured.permalink}, checked: featured.checked};
}

export interface LocatedApi {
  api: CatalogueApi;
  /** "<category slug>.json apis[i]", for messages. */
  where: string;
}

const show = (value: FactValue<VerifiableField>) => JSON.stringify(value);

/**
 * Every conflict the verified facts cannot settle, one line each:
 * - two featured APIs match one row and state a fact differently (two sources for one fact);
 * - a row has a featured API's name but not its host, and their facts differ: either the same API
 *   under another URL (make the URLs agree) or another API (list it in DIFFERENT_APIS).
 */
export function findFactConflicts(apis: readonly LocatedApi[], featured: readonly FeaturedFacts[], different = DIFFERENT_APIS): string[] {
  const conflicts: string[] = [];
  for (const {api, where} of apis) {
    const matches = featured.filter((entry) => sameApi(api, entry) !== null);
    for (const field of FIELDS) {
      const stated = matches.filter((entry) => entry.facts[field] !== undefined);
      const values = new Set(stated.map((entry) => show(entry.facts[field]!)));
      if (values.size > 1) {
        conflicts.push(`${where} "${api.name}" (${api.id}): ${field} is ${stated.map((entry) => `${show(entry.facts[field]!)} on ${entry.permalink} (${entry.id})`).join(' but ')}`);
      }
    }
    const sameName = featured.filter((entry) => !matches.includes(entry) && [nameKey(entry.name), nameKey(entry.id)].includes(nameKey(api.name)));
    for (const entry of sameName) {
      if (different[api.id]?.[entry.id]) continue;
      const facts = differingFacts(api, entry);
      if (facts.length === 0) continue;
      conflicts.push(
        `${where} "${api.name}" (${api.id}) has the name of featured API ${entry.id} (${entry.permalink}) but another URL, and ${facts
          .map((fact) => `${fact.field} ${show(fact.upstream)} ≠ ${show(fact.value)}`)
          .join(', ')}: make the URLs agree if it is the same API, or list it in DIFFERENT_APIS (plugins/catalogue/node/facts.ts)`,
      );
    }
  }
  return conflicts;
}

export class FactConflictError extends Error {
  constructor(readonly conflicts: readonly string[]) {
    super(`${conflicts.length} conflict(s) between the catalogue and the verified facts of src/data/featured-apis.json:\n${conflicts.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'FactConflictError';
  }
}
