/**
 * The body of the /search page (src/pages/search.tsx): a query field kept in the URL (`?q=`), the
 * hits of the configured backend 20 at a time, and the same error screens as the dialog.
 */
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PAGE_TEXTS, SEARCH_PLACEHOLDER, searchFailureTexts} from '@theme/SearchTranslations';
import {HIERARCHY_LEVELS} from '../../../search-index/shared/types';
import {searchFailureOf, type SearchFailure, type SearchHit, type SearchRequest} from '../../shared/backend';
import {useSearchSetup} from '../../client/useSearchSetup';
import {useContextualFacetFilters} from '../../client/useContextualFacetFilters';
import {toSitePath} from '../../client/urls';
import HitLink from '../../client/searchTerms/HitLink';
import {useUrlQueryState, type UrlQueryCodec} from '../../../lib/useUrlQueryState';
import {Highlighted} from './Highlighted';
import styles from './styles.module.css';

const PAGE_SIZE = 20;
/** Spec §5: the search input takes 64 characters. */
const MAX_QUERY_LENGTH = 64;

const QUERY_CODEC: UrlQueryCodec<{q: string}> = {
  defaults: {q: ''},
  parse: (search) => ({q: (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH)}),
  serialize: ({q}) => (q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''),
};

type Results =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'; failure: SearchFailure}
  | {status: 'done'; query: string; hits: SearchHit[]; nbHits: number};

/** Heading path of a hit below its page title, e.g. "安装 › 使用 Docker". */
function sectionPath(hit: SearchHit): string {
  return HIERARCHY_LEVELS.slice(2)
    .map((level) => hit.hierarchy[level])
    .filter(Boolean)
    .join(' › ');
}

/** Rendered inside the layout: contextual search needs the docs providers the layout sets up. */
export default function SearchResults(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {backend, indexName} = useSearchSetup();
  const facetFilters = useContextualFacetFilters();
  const [{q: input}, setInput] = useUrlQueryState(QUERY_CODEC);
  const query = input.trim();
  // "Load more" counts for one query: a new query starts again at one page, in the same render.
  const [loaded, setLoaded] = useState({query, pages: 1});
  const pages = loaded.query === query ? loaded.pages : 1;
  const [results, setResults] = useState<Results>({status: 'idle'});

  useEffect(() => {
    if (!query) {
      setResults({status: 'idle'});
      return undefined;
    }
    let current = true;
    setResults((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const request: SearchRequest = {
      indexName,
      query,
      hitsPerPage: PAGE_SIZE * pages,
      facetFilters,
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
      attributesToSnippet: ['content:24'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    };
    backend.search({requests: [request]}).then(
      ({results: [result]}) => current && setResults({status: 'done', query, hits: result!.hits, nbHits: result!.nbHits}),
      (error: unknown) => current && setResults({status: 'error', failure: searchFailureOf(error)}),
    );
    return () => {
      current = false;
    };
  }, [backend, indexName, query, pages, facetFilters]);

  const failureTexts = results.status === 'error' ? searchFailureTexts(results.failure) : null;
  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className={styles.label}>
          {SEARCH_PAGE_TEXTS.inputLabel}
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          onChange={(event) => setInput({q: event.target.value}, {debounce: true})}
        />
      </form>
      <div aria-live="polite">
        {results.status === 'loading' && <p>{SEARCH_PAGE_TEXTS.loading}</p>}
        {failureTexts && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.failureTitle}>{failureTexts.titleText}</p>
            <p className={styles.failureHelp}>{failureTexts.helpText}</p>
          </div>
        )}
        {results.status === 'done' && (
          <p className={styles.count}>{results.nbHits > 0 ? SEARCH_PAGE_TEXTS.count(results.query, results.nbHits) : SEARCH_PAGE_TEXTS.none(results.query)}</p>
        )}
      </div>
      {results.status === 'done' && results.nbHits === 0 && (
        <p>
          换个说法试试，或者去<Link to="/community/public-apis">公共 API 目录</Link>按分类浏览。
        </p>
      )}
      {results.status === 'done' && (
        <ol className={styles.results}>
          {results.hits.map((hit) => {
            const section = sectionPath(hit);
            return (
              <li key={hit.objectID} className={styles.result}>
                <span className={styles.lvl0}>{hit.hierarchy.lvl0}</span>
                <HitLink to={toSitePath(hit.url, siteConfig.url)} query={() => results.query} className={styles.title}>
                  <Highlighted value={hit._highlightResult?.hierarchy?.lvl1?.value ?? hit.hierarchy.lvl1 ?? ''} />
                </HitLink>
                {section && <span className={styles.section}>{section}</span>}
                {hit._snippetResult?.content?.value && (
                  <p className={styles.snippet}>
                    <Highlighted value={hit._snippetResult.content.value} />
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {results.status === 'done' && results.hits.length < results.nbHits && (
        <button type="button" className="button button--secondary" onClick={() => setLoaded({query, pages: pages + 1})}>
          {SEARCH_PAGE_TEXTS.loadMore}
        </button>
      )}
    </>
  );
}
