/**
 * The local backend of the search screens (plugins/search/shared/backend.ts): answers DocSearch's
 * requests from the site's own index. DocSearch 3.9 calls
 * `search({requests: [{query, indexName, hitsPerPage, attributesToSnippet, facetFilters, …}]})`
 * and reads `results[0].hits` and `results[0].nbHits`.
 */
import {cachedUntilFailure} from '../../lib/cachedUntilFailure';
import {searchRecords} from './query';
import {ShardedIndex, httpIndexReader} from './sharded-index';
import type {FacetFilter, SearchBackend, SearchRequest, SearchResult} from '../../search/shared/backend';

/**
 * DocSearch shows its error screen ("无法获取结果" / "Unable to fetch results") only for this
 * error name, the one algoliasearch uses when no host answers.
 */
export function unreachableError(cause?: unknown): Error {
  const error = new Error('Unreachable hosts');
  error.name = 'RetryError';
  if (cause !== undefined) (error as Error & {cause?: unknown}).cause = cause;
  return error;
}

/** `docusaurus_tag:X` values anywhere in (possibly nested) facet filters; negations ignored. */
export function tagsFromFacetFilters(filters: FacetFilter | undefined): string[] {
  const out: string[] = [];
  const visit = (f: FacetFilter | undefined) => {
    if (f === undefined || f === null) return;
    if (typeof f === 'string') {
      const m = /^docusaurus_tag:(.+)$/.exec(f.trim());
      if (m) out.push(m[1]);
      return;
    }
    if (Array.isArray(f)) for (const item of f) visit(item as FacetFilter);
  };
  visit(filters);
  return [...new Set(out)];
}

/** `['content:10', 'hierarchy.lvl1:5']` → word counts per attribute. */
export function parseAttributesToSnippet(list: readonly string[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of list ?? []) {
    const m = /^(.+):(\d+)$/.exec(entry);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}

const DEFAULT_SNIPPET_WORDS = 10;

async function answer(index: ShardedIndex, raw: SearchRequest): Promise<SearchResult> {
  const started = Date.now();
  const request: SearchRequest = {...raw, ...raw.params};
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? 20) || 20));
  const page = Math.max(0, Number(request.page ?? 0) || 0);
  const snippetWordsByAttribute = parseAttributesToSnippet(request.attributesToSnippet);
  const response = await searchRecords(index, query, {
    tag: tagsFromFacetFilters(request.facetFilters),
    hitsPerPage: hitsPerPage * (page + 1),
    snippetWords: snippetWordsByAttribute.content ?? DEFAULT_SNIPPET_WORDS,
    snippetWordsByAttribute,
    snippetEllipsis: typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : '…',
  });
  return {
    hits: response.hits.slice(page * hitsPerPage),
    nbHits: response.nbHits,
    page,
    nbPages: Math.ceil(response.nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: raw.indexName,
  };
}

/**
 * Search client over a lazily loaded index. `loadIndex` runs on the first search and its result is
 * kept; when it, or a file a query needs, fails, the search rejects with a RetryError and the next
 * search tries again (a flaky connection should not disable search until reload).
 */
export function createLocalSearchClient(loadIndex: () => Promise<ShardedIndex>): SearchBackend {
  const getIndex = cachedUntilFailure(loadIndex);
  return {
    async search({requests}) {
      try {
        const index = await getIndex();
        return {results: await Promise.all(requests.map((request) => answer(index, request)))};
      } catch (error) {
        throw unreachableError(error);
      }
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: {value: ''}},
    async preload() {
      await getIndex().then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

/** The index of one build, read over HTTP (for `createLocalSearchClient(() => fetchIndex(url))`). */
export function fetchIndex(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<ShardedIndex> {
  return ShardedIndex.load(httpIndexReader(baseUrl, fetchImpl));
}
