import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../../search-index';
import {cachedUntilFailure} from '../../lib/cachedUntilFailure';
import type {SearchBackend} from '../shared/backend';
import type {SearchGlobalData} from '../index';

/**
 * A backend whose code arrives on first use: the engine (MiniSearch and the index reader, or the
 * Algolia client) is a chunk of its own, fetched on the first sign of search intent, so pages that
 * never search do not pay for it. A failed chunk load is forgotten, so the next keystroke retries.
 */
function lazyBackend(load: () => Promise<SearchBackend>): SearchBackend {
  const real = cachedUntilFailure(load);
  return {
    search: (params) => real().then((backend) => backend.search(params)),
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: {value: ''}},
    preload: () => real().then((backend) => backend.preload(), () => undefined),
  };
}

/** One backend per configuration for the page's life, so the index or the host states are shared. */
const backends = new Map<string, SearchBackend>();

function backendFor(key: string, load: () => Promise<SearchBackend>): SearchBackend {
  let backend = backends.get(key);
  if (!backend) {
    backend = lazyBackend(load);
    backends.set(key, backend);
  }
  return backend;
}

/** Index name of the local index: it keys DocSearch's recent and favourite searches in localStorage. */
const LOCAL_INDEX_NAME = 'apis-local';

export interface SearchSetup extends SearchGlobalData {
  backend: SearchBackend;
  indexName: string;
}

/** The configured backend, and the settings of the search screens. */
export function useSearchSetup(): SearchSetup {
  const data = usePluginData('search') as SearchGlobalData;
  // The search-index plugin is left out of Algolia builds (docusaurus.config.ts).
  const indexUrl = (usePluginData('search-index') as SearchIndexGlobalData | undefined)?.indexUrl;
  return useMemo(() => {
    const {algolia} = data;
    if (algolia) {
      const backend = backendFor(`algolia:${algolia.appId}`, () => import('./algolia').then(({createAlgoliaBackend}) => createAlgoliaBackend(algolia)));
      return {...data, backend, indexName: algolia.indexName};
    }
    if (!indexUrl) throw new Error('Search: neither Algolia settings nor the search-index plugin are configured.');
    const backend = backendFor(`local:${indexUrl}`, () =>
      import('../../search-index/client/search-client').then(({createLocalSearchClient, fetchIndex}) => createLocalSearchClient(() => fetchIndex(indexUrl))),
    );
    return {...data, backend, indexName: LOCAL_INDEX_NAME};
  }, [data, indexUrl]);
}
