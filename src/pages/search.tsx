import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import SimplePage from '@site/src/components/SimplePage';
import {Highlighted} from '@site/src/components/Search/highlight';
import {useContextualFacetFilters, type FacetFilters} from '@site/src/components/Search/useContextualFacetFilters';
import {useSearchBackend, type SearchBackend} from '@site/src/components/Search/useSearchClient';
import {toSitePath} from '@site/src/components/Search/urls';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './search.module.css';

const PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 64;

interface Hit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

type Results = {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; hits: Hit[]; nbHits: number};

async function runSearch(backend: SearchBackend, query: string, hitsPerPage: number, facetFilters: FacetFilters) {
  const request = {indexName: backend.indexName, query, hitsPerPage, attributesToSnippet: ['content:24'], facetFilters};
  if (backend.local) {
    const {results} = await backend.local.search({requests: [request]});
    return results[0]!;
  }
  const {appId, apiKey} = backend.algolia!;
  const response = await fetch(`https://${appId}-dsn.algolia.net/1/indexes/*/queries`, {
    method: 'POST',
    headers: {'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey},
    body: JSON.stringify({
      requests: [
        {
          ...request,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()).results[0];
}

/** Heading path of a hit below its page title, e.g. "安装 › 使用 Docker". */
function sectionPath(hit: Hit): string {
  return ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((level) => hit.hierarchy[level])
    .filter(Boolean)
    .join(' › ');
}

/** Rendered inside the layout: contextual search needs the docs providers the layout sets up. */
function SearchResults(): React.ReactNode {
  const location = useLocation();
  const history = useHistory();
  const backend = useSearchBackend();
  const {siteConfig} = useDocusaurusContext();
  const facetFilters = useContextualFacetFilters();
  const urlQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [input, setInput] = useState(urlQuery.slice(0, MAX_QUERY_LENGTH));
  // "Load more" counts for one query: a new query starts again at one page, in the same render.
  const [loaded, setLoaded] = useState({query: urlQuery, pages: 1});
  const pages = loaded.query === urlQuery ? loaded.pages : 1;
  const [results, setResults] = useState<Results>({status: 'idle'});

  useEffect(() => setInput(urlQuery.slice(0, MAX_QUERY_LENGTH)), [urlQuery]);

  useEffect(() => {
    const query = urlQuery.trim().slice(0, MAX_QUERY_LENGTH);
    if (!query) {
      setResults({status: 'idle'});
      return undefined;
    }
    let current = true;
    setResults((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    runSearch(backend, query, PAGE_SIZE * pages, facetFilters).then(
      (result) => current && setResults({status: 'done', hits: result.hits, nbHits: result.nbHits}),
      () => current && setResults({status: 'error'}),
    );
    return () => {
      current = false;
    };
  }, [backend, urlQuery, pages, facetFilters]);

  // The URL follows the input, so a result list can be shared; replace, not push, per keystroke.
  useEffect(() => {
    if (input.trim() === urlQuery.trim()) return undefined;
    const timer = window.setTimeout(() => history.replace({search: input.trim() ? `?q=${encodeURIComponent(input.trim())}` : ''}), 300);
    return () => window.clearTimeout(timer);
  }, [input, urlQuery, history]);

  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className={styles.label}>
          搜索关键词
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="搜索文档"
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
        />
      </form>
      <div aria-live="polite">
        {results.status === 'loading' && <p>正在搜索…</p>}
        {results.status === 'error' && (
          <div className="alert alert--danger" role="alert">
            无法获取结果。请检查你的网络连接后重试。
          </div>
        )}
        {results.status === 'done' && (
          <p className={styles.count}>
            {results.nbHits > 0 ? `“${urlQuery}”共有 ${results.nbHits} 个结果` : `没有找到“${urlQuery}”的结果。`}
          </p>
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
                <Link to={toSitePath(hit.url, siteConfig.url)} className={styles.title}>
                  <Highlighted value={hit._highlightResult?.hierarchy?.lvl1?.value ?? hit.hierarchy.lvl1 ?? ''} />
                </Link>
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
        <button type="button" className="button button--secondary" onClick={() => setLoaded({query: urlQuery, pages: pages + 1})}>
          加载更多结果
        </button>
      )}
    </>
  );
}

export default function SearchPage(): React.ReactNode {
  return (
    <SimplePage
      title="搜索"
      description="在 apis 的文档、博客和精选 API 页面中搜索。"
      lead="在文档、博客和精选 API 页面中搜索。任意页面按 Ctrl + K（macOS 上是 ⌘ + K）或 / 也能打开搜索框。">
      <SearchResults />
    </SimplePage>
  );
}
