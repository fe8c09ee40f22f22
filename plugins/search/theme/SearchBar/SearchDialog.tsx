/**
 * The open search dialog: DocSearch's modal inside our dialog element, on the configured backend.
 * Loaded with the modal on the first sign of search intent, so it is not in the script every page
 * loads first.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import type {DocSearchModal as DocSearchModalType, DocSearchHit, DocSearchProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PLACEHOLDER, SEARCH_TRANSLATIONS, searchFailureTexts, seeAllText} from '@theme/SearchTranslations';
import {emptyResult, searchFailureOf, type SearchBackend, type SearchFailure, type SearchRequest} from '../../shared/backend';
import {useContextualFacetFilters} from '../../client/useContextualFacetFilters';
import type {SearchSetup} from '../../client/useSearchSetup';
import {useDialogSemantics} from '../../client/useDialogSemantics';
import {searchDialogContainer} from '../../client/dialogState';
import {searchPageUrl, toSitePath} from '../../client/urls';
import HitLink from '../../client/searchTerms/HitLink';
import {searchTermsState} from '../../client/searchTerms/state';
import styles from './styles.module.css';

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

/**
 * DocSearch 3.9 sets its error status when a search fails, but autocomplete-core 1.17 resets the
 * status to idle right after, so the modal would claim "no results" for an index that never
 * loaded; and its one error screen blames the network for every failure. The backend is wrapped to
 * remember what went wrong, a failed search resolves with no hits (DocSearch would leave the
 * rejection unhandled), and the modal gets an error screen of its own per kind of failure.
 */
function useTrackedBackend(backend: SearchBackend) {
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const tracked = useMemo<SearchBackend>(
    () => ({
      ...backend,
      search: (params) =>
        backend.search(params).then(
          (response) => {
            setFailure(null);
            return response;
          },
          (error: unknown) => {
            setFailure(searchFailureOf(error));
            return {results: params.requests.map((request: SearchRequest) => emptyResult(request))};
          },
        ),
    }),
    [backend],
  );
  return {failure, setFailure, tracked};
}

/** Rendered into DocSearch's dropdown, which exists once the modal is open. */
function SearchErrorScreen({container, failure}: {container: HTMLElement; failure: SearchFailure}) {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  const {titleText, helpText} = searchFailureTexts(failure);
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

type DocSearchClient = ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>;

export interface SearchDialogProps {
  Modal: typeof DocSearchModalType;
  setup: SearchSetup;
  initialQuery?: string;
  onClose: () => void;
}

export default function SearchDialog({Modal, setup, initialQuery, onClose}: SearchDialogProps): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repoUrl = siteConfig.customFields!.repoUrl as string;
  const history = useHistory();
  const dialogRef = useRef<HTMLDivElement>(null);
  const {failure, setFailure, tracked} = useTrackedBackend(setup.backend);
  useImeEnterGuard(true);
  useDialogSemantics(dialogRef, true);

  // DocSearch builds an Algolia client of its own; both backends replace it. Its type is the whole lite
  // client's, but the modal only calls search({requests}) with flat requests (and our backends take those).
  const transformSearchClient = useCallback(() => tracked as unknown as DocSearchClient, [tracked]);

  const navigator = useMemo(
    () => ({
      navigate: ({itemUrl, state}: {itemUrl: string; state: {query: string}}) => history.push(itemUrl, searchTermsState(state.query)),
      navigateNewTab: ({itemUrl}: {itemUrl: string}) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({itemUrl}: {itemUrl: string}) => window.open(itemUrl, '_blank', 'noopener,noreferrer,popup'),
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: toSitePath(item.url, siteConfig.url)})),
    [siteConfig.url],
  );

  // The query a clicked hit answers: what the input holds now (empty on the start screen's recent searches).
  const currentQuery = useCallback(() => dialogRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '', []);
  const hitComponent = useCallback(
    ({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) => (
      <HitLink to={hit.url} query={currentQuery}>
        {children}
      </HitLink>
    ),
    [currentQuery],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPageUrl(state.query)} onClick={onClose}>
        {seeAllText(Number(state.context.nbHits ?? 0))}
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
      className={clsx(styles.dialog, !setup.algolia && styles.local, failure && styles.failed)}
      onInput={(event) => {
        // An emptied query shows the start screen again, not the last error.
        if (!(event.target as HTMLInputElement).value) setFailure(null);
      }}>
      <Modal
        appId={setup.algolia?.appId ?? 'local'}
        apiKey={setup.algolia?.apiKey ?? 'local'}
        indexName={setup.indexName}
        placeholder={SEARCH_PLACEHOLDER}
        translations={SEARCH_TRANSLATIONS.modal}
        searchParameters={searchParameters}
        maxResultsPerGroup={setup.maxResultsPerGroup}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={hitComponent}
        resultsFooterComponent={resultsFooterComponent}
        insights={!!setup.algolia}
        getMissingResultsUrl={({query}) => `${repoUrl}/issues/new?title=${encodeURIComponent(`搜索“${query}”没有结果`)}`}
        transformSearchClient={transformSearchClient}
      />
      {failure && <SearchErrorScreen container={searchDialogContainer()} failure={failure} />}
    </div>,
    searchDialogContainer(),
  );
}
