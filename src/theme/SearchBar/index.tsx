import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import '@docsearch/react/style/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react';
import type {DocSearchModal as DocSearchModalType, DocSearchHit, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_PLACEHOLDER, SEARCH_TRANSLATIONS} from '@site/src/components/Search/translations';
import {useSearchBackend} from '@site/src/components/Search/useSearchClient';
import {searchPageUrl, toSitePath} from '@site/src/components/Search/urls';
import styles from './styles.module.css';

let DocSearchModal: typeof DocSearchModalType | null = null;

function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

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

/** The navbar search: the stock DocSearch modal on the built-in index, or on Algolia when configured. */
export default function SearchBar(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repoUrl = siteConfig.customFields!.repoUrl as string;
  const backend = useSearchBackend();
  const history = useHistory();
  const {locale, tags} = useContextualSearchFilters();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  useImeEnterGuard(isOpen);

  const prepare = useCallback(() => {
    backend.local?.preload();
    return loadModal();
  }, [backend]);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Typing on the focused button starts a search with that key.
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

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
      <Link to={searchPageUrl(state.query)} onClick={closeModal}>
        查看全部 {String(state.context.nbHits ?? 0)} 个结果
      </Link>
    ),
    [closeModal],
  );

  const tagKey = tags.join('\n');
  const searchParameters = useMemo(
    () => ({facetFilters: [`language:${locale}`, tagKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`)]}),
    [locale, tagKey],
  );

  return (
    <>
      {backend.algolia && (
        <Head>
          <link rel="preconnect" href={`https://${backend.algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <div className={styles.searchBox} onPointerEnter={prepare} onFocus={prepare}>
        <DocSearchButton ref={searchButtonRef} translations={SEARCH_TRANSLATIONS.button} onClick={openModal} />
      </div>
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <div className={backend.local ? styles.local : undefined}>
            <DocSearchModal
              appId={backend.algolia?.appId ?? 'local'}
              apiKey={backend.algolia?.apiKey ?? 'local'}
              indexName={backend.indexName}
              placeholder={SEARCH_PLACEHOLDER}
              translations={SEARCH_TRANSLATIONS.modal}
              searchParameters={searchParameters}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              navigator={navigator}
              transformItems={transformItems}
              hitComponent={Hit}
              resultsFooterComponent={resultsFooterComponent}
              insights={!!backend.algolia}
              getMissingResultsUrl={({query}) =>
                `${repoUrl}/issues/new?title=${encodeURIComponent(`搜索“${query}”没有结果`)}`
              }
              {...(backend.local && {transformSearchClient: () => backend.local as never})}
            />
          </div>,
          containerRef.current,
        )}
    </>
  );
}
