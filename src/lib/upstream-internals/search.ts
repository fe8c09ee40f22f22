/** The search entries of the registry in ../upstream-internals.ts (the same format, the same test). */
import type {UpstreamInternal} from '../upstream-internals';

export const SEARCH_INTERNALS: readonly UpstreamInternal[] = [
  {
    what: 'theme-search-algolia SearchBar slot, replaced by DocSearch 3.9 (@docsearch/react/modal; @docsearch/css dist/_variables.css, button.css, modal.css)',
    package: '@docsearch/react',
    checkedVersion: '3.9.0',
    usedIn: [
      'plugins/search/theme/SearchBar/index.tsx',
      'plugins/search/theme/SearchBar/SearchDialog.tsx',
      'src/types/docsearch.d.ts',
      'plugins/search/client/useDialogSemantics.ts',
      'plugins/docsearch-modal-css/index.ts',
      'config/security.ts',
    ],
    reason:
      'The search box drives DocSearch’s modal with our own client (either backend, through transformSearchClient); its error status is reset by ' +
      'autocomplete-core 1.17 and its one error screen blames the network, so failures are tracked around the client and drawn by kind with its classes. ' +
      'Its backdrop is role="button" around the search box, so our wrapper is the dialog and the backdrop’s attributes go; its result lists all have the id ' +
      'docsearch-list while aria-controls names them per source, so each list takes the id its options point to. Read from its minified bundle for the ' +
      'security policy: the footer logo’s inline <style> (modalInlineStyles) and the search-insights URL of click analytics (algoliaInsightsScript).',
    recheck:
      'The entry points and their types; that the modal calls search({requests: [flat request]}) on the transformed client and passes {itemUrl, state} to ' +
      'navigator.navigate; whether a failed search still ends idle (then the workaround can go); the error screen’s classes; @docsearch/css dist file names; ' +
      'the attributes of .DocSearch-Container and the result lists (if right now, drop useDialogSemantics and our role); the unit tests that read the bundle ' +
      '(docsearch-modal-css, config/security); e2e/search.spec.ts (axe of the open dialog) and e2e/algolia.spec.ts.',
  },
  {
    what: 'plugin-css-cascade-layers default layer of @docsearch/css (docusaurus.theme-search-algolia.docsearch)',
    package: '@docusaurus/plugin-css-cascade-layers',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/docsearch-modal-css/index.ts'],
    reason:
      'The search dialog’s stylesheet is injected at run time (it is not merged into the site stylesheet) and must join ' +
      'the layer Docusaurus gives the rest of @docsearch/css, or it would outrank the site’s own CSS.',
    recheck:
      'DEFAULT_LAYERS in lib/options.js (plugins/docsearch-modal-css/__tests__/layered.test.ts reads it and fails if the ' +
      'layer of @docsearch/css changes); the site check of the dialog styles in npm test.',
  },
  {
    what: 'algoliasearch lite client: the hostsCache option, the stateful hosts its transporter reads and writes (status, lastUpdate, isUp, isTimedOut)',
    package: 'algoliasearch',
    checkedVersion: '5.64.0',
    usedIn: ['plugins/search/client/algolia/hostsCache.ts', 'plugins/search/client/algolia/index.ts'],
    reason:
      'algoliasearch reads a host’s state under the plain host and writes it under the stateful host, so its caches never skip a failed host (spec: for two ' +
      'minutes, across page loads); our cache keys by host and rebuilds the methods the transporter calls. DocSearch 3.9 bundles 5.19 with the same flaw.',
    recheck:
      'createRetryableOptions and retryableRequest in @algolia/client-common (what get and set receive, the methods called on a stateful host, EXPIRATION_DELAY); ' +
      'plugins/search/__tests__/algolia.test.ts, whose first test fails once upstream remembers failed hosts (then drop our cache); e2e/algolia.spec.ts.',
  },
  {
    what: 'MiniSearch internals: in the browser loadJS of a toJSON-shaped shell (serializationVersion 2), then _index._tree (radix tree Map), _index._size, _index.constructor; at build, the shape of its radix tree and how it counts field lengths',
    package: 'minisearch',
    checkedVersion: '7.2.0',
    usedIn: ['plugins/search-index/node/serialize.ts', 'plugins/search-index/client/sharded-index.ts'],
    reason:
      'The index is split into term shards at build and grafted into one MiniSearch tree in the browser; MiniSearch has no public API for partial loading. ' +
      'The build reads no private field: it writes the radix tree and the field lengths itself, in the shape MiniSearch builds them.',
    recheck:
      'The toJSON/loadJS format and the private fields the browser sets (client/sharded-index.ts); that what the build writes still equals MiniSearch’s own: ' +
      'plugins/search-index/__tests__/format.test.ts (tree shape) and query.test.ts (the whole index, term for term, and its ranking); the relevance test.',
    upstreamFiles: {'dist/es/index.js': '0393b3ba253b809d'},
  },
];
