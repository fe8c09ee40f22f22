/** Shape of one featured API in src/data/featured-apis.json. */
import type {EncodedTokens} from '../../code-highlight/shared/tokens';

export type HttpMethod = 'GET' | 'POST';
export type ParamLocation = 'path' | 'query' | 'header' | 'body';
export type ParamType = 'string' | 'number' | 'integer' | 'boolean';
export type ParamValue = string | number | boolean;

export interface ApiParam {
  name: string;
  in: ParamLocation;
  type: ParamType;
  required: boolean;
  description: string;
  example?: ParamValue;
  default?: ParamValue;
  enum?: ParamValue[];
}

export interface ApiEndpoint {
  id: string;
  method: HttpMethod;
  path: string;
  title: string;
  description: string;
  params: ApiParam[];
  /** Shown instead of "no parameters" when the list is empty because it could not be checked (Chinese). */
  paramsNote?: string;
  /**
   * A sample response shaped as the provider's documentation shows it (same field names and nesting, sample
   * values). Every endpoint has one, unless `sampleOmitted` says why there can be none.
   */
  exampleResponse?: unknown;
  /** Why this endpoint has no sample response (Chinese, shown on the page). Excludes `exampleResponse`. */
  sampleOmitted?: string;
}

export interface ApiAuth {
  type: 'query' | 'header' | 'none';
  name?: string;
  note?: string;
}

/** One error the provider documents for this API. */
export interface ApiError {
  /** The provider's code: an HTTP status ("401", "5xx") or its own numeric code ("104"). */
  code: string;
  /** The provider's error type when it names one, e.g. "usage_limit_reached". */
  type?: string;
  /** What the error means, in Chinese. */
  description: string;
}

/** A month written YYYY-MM, e.g. "2026-11". */
export type CheckedMonth = string;

/**
 * Free-tier facts as the provider publishes them, with the month they were last checked. Unpublished: the
 * summary says plainly that the provider publishes no free plan or no figures where we looked.
 */
export type FreeTier =
  | {published: true; summary: string; checked: CheckedMonth; source: string}
  | {published: false; summary: string; checked: CheckedMonth; source?: string};

export interface FeaturedApi {
  id: string;
  name: string;
  provider: string;
  category: string;
  summary: string;
  description: string[];
  homepage: string;
  docsUrl: string;
  baseUrl: string;
  https: boolean;
  /** What the provider's docs say about HTTPS and on which plans (Chinese), shown beside `https`. */
  httpsNote?: string;
  auth: ApiAuth;
  freeTier: FreeTier;
  rateLimit?: string;
  endpoints: ApiEndpoint[];
  /** The API's own documented errors; absent when they could not be checked. */
  errors?: ApiError[];
  related?: string[];
}

/** What the navbar, the home grid and prev/next links need of every API. */
export interface FeaturedApiSummary {
  id: string;
  name: string;
  summary: string;
  category: string;
  permalink: string;
}

/** Code shown on a page, highlighted when the site builds (plugins/code-highlight). */
export interface HighlightedCode {
  code: string;
  /** Prism language of the code block. */
  language: string;
  highlight: EncodedTokens;
}

/** The example request in one language of the code tabs. */
export interface HighlightedSnippet extends HighlightedCode {
  /** Tab value, shared by the tab groups of every page. */
  tab: string;
  label: string;
}

export interface EndpointCode {
  snippets: HighlightedSnippet[];
  /** The sample response, unless the endpoint has none (`sampleOmitted`). */
  example: HighlightedCode | null;
}

/** Props handed to one /fo/N page through the plugin's createData. */
export interface FeaturedApiPageData {
  index: number;
  api: FeaturedApi;
  /** Keyed by endpoint id. */
  code: Record<string, EndpointCode>;
  categoryPermalink: string | null;
  previous: FeaturedApiSummary | null;
  next: FeaturedApiSummary | null;
  related: FeaturedApiSummary[];
}

/** Global data of the plugin (`usePluginData('featured-apis')`): the navbar menu, the home grid, the map. */
export interface FeaturedApisGlobalData {
  apis: FeaturedApiSummary[];
}
