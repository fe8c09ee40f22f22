import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocalSearchClient} from '@site/plugins/search-index/client/search-client';
import type {SearchIndexGlobalData} from '@site/plugins/search-index';
import {cachedUntilFailure} from '@site/src/lib/cachedUntilFailure';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Index name used for the local index (it keys DocSearch's recent/favourite searches in localStorage). */
export const LOCAL_INDEX_NAME = 'apis-local';

const localClients = new Map<string, LocalSearchClient>();

/**
 * One local client per index URL for the whole page life, so the index is fetched once. The engine
 * (MiniSearch and the adapter) is a separate chunk, loaded on the first sign of search intent, so
 * pages that never search do not pay for it.
 */
export function localSearchClient(indexUrl: string): LocalSearchClient {
  let client = localClients.get(indexUrl);
  if (!client) {
    // A failed chunk load is forgotten, so the next keystroke tries again.
    const load = cachedUntilFailure(() =>
      import('@site/plugins/search-index/client/search-client').then(({createLocalSearchClient, fetchIndex}) =>
        createLocalSearchClient(() => fetchIndex(indexUrl)),
      ),
    );
    client = {
      search: (requests) => load().then((real) => real.search(requests)),
      addAlgoliaAgent() {},
      transporter: {algoliaAgent: {value: ''}},
      clearCache: async () => {},
      preload: () => load().then((real) => real.preload(), () => undefined),
    };
    localClients.set(indexUrl, client);
  }
  return client;
}

export interface SearchBackend {
  /** Hosted Algolia DocSearch, when configured at build time. */
  algolia: AlgoliaSettings | null;
  /** The built-in index: null in Algolia mode. */
  local: LocalSearchClient | null;
  indexName: string;
}

export function useSearchBackend(): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.customFields?.algolia as AlgoliaSettings | null) ?? null;
  // The search-index plugin is left out of Algolia builds (docusaurus.config.ts).
  const indexUrl = (usePluginData('search-index') as SearchIndexGlobalData | undefined)?.indexUrl;
  return useMemo(() => {
    if (algolia) return {algolia, local: null, indexName: algolia.indexName};
    if (!indexUrl) throw new Error('Search: neither Algolia settings nor the search-index plugin are configured.');
    return {algolia: null, local: localSearchClient(indexUrl), indexName: LOCAL_INDEX_NAME};
  }, [algolia, indexUrl]);
}
