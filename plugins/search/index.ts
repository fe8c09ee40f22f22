/**
 * Docusaurus plugin 'search': what visitors search with, on either backend.
 *
 * - shared/backend.ts: the one backend contract (requests, results, hits, failures) that the local
 *   index (plugins/search-index/client/search-client.ts) and hosted Algolia (client/algolia/)
 *   implement, and that the dialog and the /search page use.
 * - theme/: @theme/SearchBar (the navbar button, the shortcuts and DocSearch's modal in our dialog),
 *   @theme/SearchResults (the body of /search, src/pages/search.tsx) and @theme/SearchTranslations
 *   (every text), so the site may swizzle them.
 * - client/: the hooks of those components, the backends, and the client module that marks the
 *   words of the query on the page a hit leads to (client/searchTerms/).
 *
 * The dialog's stylesheet is added at run time by plugins/docsearch-modal-css.
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {AlgoliaSettings} from './shared/backend';

// A type, not an interface: the site config's plugin list takes options with an index signature.
export type SearchOptions = {
  /** Hosted Algolia DocSearch; null: the site's own index (plugins/search-index must be on). */
  algolia?: AlgoliaSettings | null;
  /** Hits the dialog shows under one top-level heading (DocSearch's `maxResultsPerGroup`). */
  maxResultsPerGroup?: number;
};

/** What the theme components read (usePluginData('search')). */
export interface SearchGlobalData {
  algolia: AlgoliaSettings | null;
  maxResultsPerGroup: number;
}

export const DEFAULT_MAX_RESULTS_PER_GROUP = 5;

const OPTIONS_SCHEMA = Joi.object<SearchGlobalData>({
  algolia: Joi.object({appId: Joi.string().required(), apiKey: Joi.string().required(), indexName: Joi.string().required()}).allow(null).default(null),
  maxResultsPerGroup: Joi.number().integer().min(1).max(20).default(DEFAULT_MAX_RESULTS_PER_GROUP),
});

export function validateOptions({options, validate}: OptionValidationContext<SearchOptions | undefined, SearchGlobalData>): SearchGlobalData {
  return validate(OPTIONS_SCHEMA, options ?? {});
}

export default function searchPlugin(_context: unknown, options: SearchGlobalData): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/searchTerms/clientModule.ts')],
    async contentLoaded({actions}) {
      actions.setGlobalData({algolia: options.algolia, maxResultsPerGroup: options.maxResultsPerGroup} satisfies SearchGlobalData);
    },
  };
}
