/**
 * The open search dialog: DocSearch's modal inside our dialog element, on the built-in index or on
 * Algolia. Loaded with the modal on the first sign of search intent, so it is not in the script
 * every page loads first.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import type {DocSearchModal as DocSearchModalType, DocSearchHit, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_ERROR_SCREEN, SEARCH_PLACEHOLDER, SEARCH_TRANSLATIONS} from '@site/src/components/Search/translations';
import {useContextualFacetFilters} from '@site/src/components/Search/useContextualFacetFilters';
import type {SearchBackend} from '@site/src/components/Search/useSearchClient';
import {useDialogSemantics} from '@site/src/components/Search/useDialogSemantics';
import {searchDialogContainer} from '@site/src/components/Search/dialogState';
import {searchPageUrl, toSitePath} from '@site/src/components/Search/urls';
import styles from './styles.module.css';

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * DocSearch 3.x selects the active hit on Enter even while an input method is still composing
 * (algolia/docsearch#2111): Chinese visitors confirm a candidate with Enter. Swallow that Enter
 * before the modal sees it.
 */
function useImeEnterGuard(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const guard = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.isComposing || event.keyCode === 229)) event.stopImmediatePropagation();
    };
    window.addEventListener('keydown', guard, true);
    return () => window.removeEventListener('keydown', guard, true);
  }, [active]);
}

interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
}
type SearchClientLike = {search: (request: {requests: SearchRequest[]}) => Promise<unknown>};

/** What a failed search resolves to: DocSearch would otherwise leave the rejection unhandled. */
function emptyResponse({requests}: {requests: SearchRequest[]}) {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: request.hitsPerPage ?? 20,
      index: request.indexName,
      query: request.query ?? '',
      params: '',
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    })),
  };
}

/**
 * DocSearch 3.9 sets its error status when a search fails, but autocomplete-core 1.17 resets the
 * status to idle right after, so the modal would claim "no results" for an index that never
 * loaded. The search client is wrapped to remember failures, and the modal gets an error screen
 * of its own (same DocSearch classes) while the last search failed.
 */
function useSearchFailures() {
  const [failed, setFailed] = useState(false);
  const track = useCallback(
    <Client extends SearchClientLike>(client: Client): Client => ({
      ...client,
      search: (request: {requests: SearchRequest[]}) =>
        client.search(request).then(
          (response) => {
            setFailed(false);
            return response;
          },
          () => {
            setFailed(true);
            return emptyResponse(request);
          },
        ),
    }),
    [],
  );
  return {failed, setFailed, track};
}

/** Rendered into DocSearch's dropdown, which exists once the modal is open. */
function SearchErrorScreen({container}: {container: HTMLElement}) {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  const {titleText, helpText} = SEARCH_ERROR_SCREEN;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

export interface SearchDialogProps {
  Modal: typeof DocSearchModalType;
  backend: SearchBackend;
  initialQuery?: string;
  onClose: () => void;
}

export default function SearchDialog({Modal, backend, initialQuery, onClose}: SearchDialogProps): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repoUrl = siteConfig.customFields!.repoUrl as string;
  const history = useHistory();
  const dialogRef = useRef<HTMLDivElement>(null);
  const failures = useSearchFailures();
  useImeEnterGuard(true);
  useDialogSemantics(dialogRef, true);

  const {track, setFailed} = failures;
  const transformSearchClient = useCallback(
    <Client extends SearchClientLike>(client: Client): Client => track(backend.local ? (backend.local as unknown as Client) : client),
    [backend, track],
  );

  const navigator = useMemo(
    () => ({
      navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl),
      navigateNewTab: ({itemUrl}: {itemUrl: string}) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({itemUrl}: {itemUrl: string}) => window.open(itemUrl, '_blank', 'noopener,noreferrer,popup'),
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: toSitePath(item.url, siteConfig.url)})),
    [siteConfig.url],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPageUrl(state.query)} onClick={onClose}>
        查看全部 {String(state.context.nbHits ?? 0)} 个结果
      </Link>
    ),
    [onClose],
  );

  const facetFilters = useContextualFacetFilters();
  const searchParameters = useMemo(() => ({facetFilters}), [facetFilters]);

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={SEARCH_PLACEHOLDER}
      className={clsx(styles.dialog, backend.local && styles.local, failures.failed && styles.failed)}
      onInput={(event) => {
        // An emptied query shows the start screen again, not the last error.
        if (!(event.target as HTMLInputElement).value) setFailed(false);
      }}>
      <Modal
        appId={backend.algolia?.appId ?? 'local'}
        apiKey={backend.algolia?.apiKey ?? 'local'}
        indexName={backend.indexName}
        placeholder={SEARCH_PLACEHOLDER}
        translations={SEARCH_TRANSLATIONS.modal}
        searchParameters={searchParameters}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        resultsFooterComponent={resultsFooterComponent}
        insights={!!backend.algolia}
        getMissingResultsUrl={({query}) => `${repoUrl}/issues/new?title=${encodeURIComponent(`搜索“${query}”没有结果`)}`}
        transformSearchClient={transformSearchClient as never}
      />
      {failures.failed && <SearchErrorScreen container={searchDialogContainer()} />}
    </div>,
    searchDialogContainer(),
  );
}
