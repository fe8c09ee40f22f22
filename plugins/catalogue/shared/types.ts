/**
 * Types of the catalogue shared by the plugin's Node side, its theme components and the site:
 * the data files' formats (src/data/catalogue/<slug>.json, catalogue-source.json,
 * catalogue-status.json) and what the views are built from.
 */

export type CatalogueAuth = 'apiKey' | 'OAuth' | 'X-Mashape-Key' | 'User-Agent' | null;
export type CorsSupport = 'yes' | 'no' | 'unknown';

/** One public API as stored in src/data/catalogue/<category slug>.json. */
export interface CatalogueApi {
  /** Stable unique slug: assigned once (plugins/catalogue/node/ids.ts) and never derived again. */
  id: string;
  name: string;
  url: string;
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  /** The source list's English phrase, kept for reference and English search. */
  description: string;
  descriptionZh: string;
}

export interface CatalogueCategory {
  /** English category name, as in the source list. */
  category: string;
  slug: string;
  nameZh: string;
  apis: CatalogueApi[];
}

/** src/data/catalogue-source.json: where the catalogue's upstream facts come from. */
export interface CatalogueSource {
  /** The list's name, e.g. "public-apis/public-apis". */
  list: string;
  repository: string;
  /** The file of the repository the tables are read from. */
  file: string;
  /** The upstream commit the snapshot was taken from. */
  commit: string;
  /** The date of that commit, YYYY-MM-DD. */
  date: string;
  license: string;
}

/** The facts of an API that a verified page can settle. */
export type VerifiableField = 'https' | 'auth' | 'cors';

export type FactValue<F extends VerifiableField> = F extends 'https' ? boolean : F extends 'auth' ? CatalogueAuth : CorsSupport;

/** One fact our own verified data states differently from the upstream list. */
export type VerifiedFact = {[F in VerifiableField]: {field: F; value: FactValue<F>; upstream: FactValue<F>}}[VerifiableField];

/** Verified data that settles facts of an API: which facts it changed, where, and when it was checked. */
export interface Verification {
  /** Only the facts whose verified value differs from the upstream one. */
  facts: VerifiedFact[];
  /** The page of this site that holds the verified facts. */
  source: {name: string; permalink: string};
  /** The month the facts were checked, YYYY-MM. */
  checked: string;
}

export const LINK_STATUSES = ['ok', 'redirect', 'dead', 'timeout', 'blocked', 'error'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** One API's outcome in src/data/catalogue-status.json (written by `npm run catalogue:check-links`). */
export interface LinkCheckResult {
  /** The URL that was checked: a result whose URL is no longer the API's is not shown. */
  url: string;
  status: LinkStatus;
  /** The last HTTP status seen, null when there was no answer. */
  httpStatus: number | null;
  /** Where the redirects ended, null when there was no answer. */
  finalUrl: string | null;
}

export interface LinkStatusFile {
  /** When the check ran, an ISO 8601 date-time. */
  checkedAt: string;
  results: Record<string, LinkCheckResult>;
}

/** An API as every view shows it: the verified facts applied, the link status attached. */
export interface CatalogueEntry extends CatalogueApi {
  /** Category slug. */
  category: string;
  verification: Verification | null;
  /** From the status file, when there is one and it checked this API's current URL. */
  link: LinkStatus | null;
}
