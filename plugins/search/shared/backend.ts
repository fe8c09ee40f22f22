/**
 * The one contract between the search screens (the dialog and /search) and where results come from:
 * the site's own index (plugins/search-index) or hosted Algolia DocSearch. It is the part of
 * algoliasearch's lite client that DocSearch's modal calls, so either backend can be handed to the
 * modal as its search client and the /search page asks the same object.
 */
import type {DocSearchHit} from '../../search-index/shared/types';

/** A hit in DocSearch's record shape, with `<mark>` highlights and snippets (escaped HTML). */
export type SearchHit = DocSearchHit;

export type FacetFilter = string | readonly FacetFilter[];

/** One query, in the flat shape of algoliasearch v5 (`params` holds v4-style parameters). */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilter;
  clickAnalytics?: boolean;
  params?: Omit<SearchRequest, 'params' | 'indexName'>;
  [key: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits?: boolean;
  query: string;
  params: string;
  index: string;
  /** Set by Algolia when click analytics are on. */
  queryID?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

export interface SearchBackend {
  search(params: {requests: readonly SearchRequest[]}): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string}};
  /** Starts loading what the first search needs (code, index files); never rejects. */
  preload(): Promise<void>;
}

/** Where the backend is configured: global data of the search plugin (plugins/search/index.ts). */
export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** A result with no hits for `request`: what a failed search shows instead of DocSearch's own handling. */
export function emptyResult(request: SearchRequest): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
  };
}

/**
 * What went wrong with a search, by the error names algoliasearch uses (the local backend reports a
 * failed index load as a RetryError): no host answered; a host refused the request (ApiError and
 * DetailedApiError carry the HTTP status); or an answer came that is not a search result.
 */
export type SearchFailure = {kind: 'unreachable'} | {kind: 'refused'; status: number} | {kind: 'malformed'};

export function searchFailureOf(error: unknown): SearchFailure {
  const {name, status} = (error ?? {}) as {name?: unknown; status?: unknown};
  if (name === 'DeserializationError') return {kind: 'malformed'};
  if ((name === 'ApiError' || name === 'DetailedApiError') && typeof status === 'number') return {kind: 'refused', status};
  return {kind: 'unreachable'};
}
