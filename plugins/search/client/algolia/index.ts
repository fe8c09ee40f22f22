/**
 * The hosted backend: algoliasearch's lite client with the spec's timeouts and a hosts cache that
 * works (./hostsCache.ts). DocSearch builds a client of its own; the dialog replaces it with this
 * one (transformSearchClient), and the /search page asks this one too.
 */
import {liteClient} from 'algoliasearch/lite';
import type {AlgoliaSettings, SearchBackend, SearchResponse} from '../../shared/backend';
import {browserStorage, createHostsCache} from './hostsCache';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/**
 * Spec §9: connect 1 s, read 2 s, write 30 s. The client only reads, but its transporter sends a
 * write with the write timeout, so all three are set (algoliasearch's Node build has others).
 */
export const ALGOLIA_TIMEOUTS = {connect: 1000, read: 2000, write: 30_000} as const;

export function createAlgoliaBackend({appId, apiKey}: AlgoliaSettings, options: Partial<ClientOptions> = {}): SearchBackend {
  const client = liteClient(appId, apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    hostsCache: createHostsCache(typeof window === 'undefined' ? null : browserStorage()),
    ...options,
  });
  return {
    search: (params) => client.search(params as Parameters<typeof client.search>[0]) as Promise<unknown> as Promise<SearchResponse>,
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
    transporter: client.transporter,
    preload: async () => {},
  };
}
