/** The entries of the registry in ../upstream-internals.ts that concern @docusaurus/core (the same format, the same test). */
import type {UpstreamInternal} from '../upstream-internals';

export const CORE_INTERNALS: readonly UpstreamInternal[] = [
  {
    what: 'window.docusaurusRoot (client entry renders into an existing root)',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/pwa/client/offlineShell.ts', 'plugins/pwa/shared/offlineShell.ts'],
    reason:
      'The not-found HTML also stands in for other routes (offline, prefix routes); hydrating it would fail, so a ' +
      'root is created first and the client entry’s hot-reload path renders into it.',
    recheck:
      'lib/client/clientEntry.js still checks window.docusaurusRoot before hydrating. Offline navigation tests of ' +
      'e2e/pwa.spec.ts and /feature-requests/a/b in e2e/not-found.spec.ts.',
    upstreamFiles: {'lib/client/clientEntry.js': 'a9d6514eaf79c05c'},
  },
  {
    what: '@generated/site-storage (the storage type and namespace the core writes at build)',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['src/clientModules/storageMigration.ts'],
    reason: 'The storage migration needs the configured suffix before the theme reads any key.',
    recheck: 'lib/server/codegen/codegen.js still writes site-storage.json with {type, namespace}. e2e/storage.spec.ts.',
    upstreamFiles: {'lib/server/codegen/codegen.js': '611cf627307a668c'},
  },
  {
    what: 'generatedFilesDir routesChunkNames.json and client-manifest.json',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/pwa/node/precache.ts', 'plugins/pwa/index.ts', 'plugins/lib/route-chunk-names.ts'],
    reason: 'The precache list is the chunks of every reachable route; only these build files map routes to chunks.',
    recheck:
      'The file names and shapes (route key = path + "-" + 3 hex digits; manifest origins/assets). The precache size ' +
      'printed by the build and e2e/pwa.spec.ts.',
    upstreamFiles: {'lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9', 'lib/webpack/client.js': 'b38143fa54a7b01e'},
  },
  {
    what: 'plugin-content-blog loaded content shape (allContent["docusaurus-plugin-content-blog"].default)',
    package: '@docusaurus/plugin-content-blog',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/latest-posts/index.ts'],
    reason: 'The home page lists the latest posts from the blog plugin’s loaded content.',
    recheck: 'The content still has blogPosts with metadata; plugins/latest-posts unit tests and the home page.',
    upstreamFiles: {'lib/index.js': '9e435fcfb4c4fc11'},
  },
  {
    what: 'the generated chunk registry (.docusaurus/registry.js: one line per chunk, [import, module path, require.resolveWeak]), the generated site config (export default <JSON>), the client chunk file names, the styles cache group, the runtime chunk and the page template',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/lean-bundle/index.ts', 'plugins/lean-bundle/registry-loader.js', 'plugins/lean-bundle/config-loader.js', 'plugins/lean-bundle/ssr-template.ts'],
    reason:
      'The browser’s copy of the registry drops the module path strings (only react-loadable’s server-side report reads ' +
      'them), and chunk files are named by id so the runtime carries one table, not two.',
    recheck:
      'genRegistry in lib/server/codegen/codegenRoutes.js (the loader throws when an entry has another form) and genChunkName ' +
      '(a route component’s chunk is named simpleHash(modulePath, 8) in production: DOCS_LAYOUT_CHUNKS in index.ts recomputes it; ' +
      'scripts/site-checks/__built__ fails if docs pages get their layout stylesheets back); ' +
      'ComponentCreator reads registry[name][1] only as react-loadable `modules`, which lib/ssg/ssgTemplate.js looks up ' +
      'in the client manifest (keyed by chunk name) to write a page’s route chunks into its HTML; the generated ' +
      'docusaurus.config.mjs is still `export default <JSON>;` and no browser code reads plugin options; ' +
      'output.chunkFilename and splitChunks.cacheGroups.styles in lib/webpack/base.js; optimization.runtimeChunk in ' +
      'lib/webpack/client.js (ours turns it off); the page template lib/ssg/ssgTemplate.html.js still writes its scripts with ' +
      'the `it.scripts.forEach` loop of `<script src=… defer>` that ssr-template.ts replaces (it throws if not). The whole e2e suite.',
    upstreamFiles: {
      'lib/ssg/ssgTemplate.html.js': '5d6584e4a61b22d4',
      'lib/webpack/client.js': 'b38143fa54a7b01e',
      'lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9',
      'lib/client/exports/ComponentCreator.js': '5f99bdbd725f6e0b',
      'lib/webpack/base.js': 'b3c441dfc9ae516b',
    },
  },
  {
    what: 'core ChunkAssetPlugin (__webpack_require__.gca, a chunk name → id table in the runtime), replaced in the client configuration',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/lean-bundle/chunk-url.ts', 'plugins/lean-bundle/index.ts', 'plugins/idle-prefetch/client/docusaurus.ts'],
    reason:
      'The table has an entry per route chunk in every page’s main bundle (about 5 B of brotli per page). The client build ' +
      'gives named chunks their name as id (optimization.chunkIds), so gca is the chunk filename function alone.',
    recheck:
      'lib/webpack/client.js still adds `new ChunkAssetPlugin()` to the client plugins (replaceChunkAssetPlugin throws if not) and ' +
      'the core still calls gca only from lib/client/docusaurus.js (replaced by plugins/idle-prefetch); the prefetch tests ' +
      'in e2e/layout.spec.ts and the named-chunks test in scripts/site-checks/__built__.',
    upstreamFiles: {'lib/webpack/plugins/ChunkAssetPlugin.js': 'd1fdb10641cef8bb', 'lib/webpack/client.js': 'b38143fa54a7b01e'},
  },
  {
    what: 'plugin-content-docs version metadata prop (docs map, docsSidebars link items with docId) and who reads it (DocCard via useDocById)',
    package: '@docusaurus/plugin-content-docs',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/docs-section/index.ts', 'plugins/docs-section/slim.ts'],
    reason:
      'A section without doc cards gets version metadata without the per-doc titles and descriptions and the links’ doc ' +
      'ids: only DocCard reads them, and they were half of the chunk every /google page loads first.',
    recheck:
      'toVersionMetadataProp in lib/props.js, buildVersionRoutes in lib/routes.js (the version route’s `version` prop), ' +
      'and that only DocCard (theme-classic lib/theme/DocCard) reads version.docs or item.docId. e2e of a docs page and ' +
      'the test docs’ generated index (which keeps the full metadata).',
    upstreamFiles: {'lib/props.js': '26b2e7cd95c0f812', 'lib/routes.js': '5292463cb424aa02', 'lib/client/docsUtils.js': 'cab6060db00dcb79'},
  },
  {
    what: '@docusaurus/utils-common lib/ modules and the names its index exports (browser copy without tslib)',
    package: '@docusaurus/utils-common',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/lean-bundle/client/utils-common.js', 'plugins/lean-bundle/index.ts'],
    reason: 'The package index requires tslib for one helper, which puts all of tslib in every page’s main bundle.',
    recheck: 'lib/index.js exports and lib/*.js file names; plugins/lean-bundle/__tests__/utils-common.test.ts compares the two.',
    upstreamFiles: {'lib/index.js': 'f67a902f603f736c'},
  },
  {
    what: 'core theme fallbacks Error and Loading (replaced in Chinese), the route context the Error fallback provides (lib/client/routeContext)',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/Error/index.tsx', 'src/theme/Loading/index.tsx'],
    reason:
      'Docusaurus’ own fallbacks are English ("This page crashed", "Try again", "Cause:", "Retry") and styled inline. Ours keep their ' +
      'behaviour: the error inside the layout with the layout’s route context, the loading states of react-loadable.',
    recheck:
      'theme-fallback/Error still wraps the layout in RouteContextProvider (lib/client/routeContext.js exports it) and an ErrorBoundary; ' +
      'theme-fallback/Loading still takes react-loadable’s props. e2e/test-pages.spec.ts (layout-crash, loading-states).',
    upstreamFiles: {
      'lib/client/theme-fallback/Error/index.js': '4037ad84f1980a33',
      'lib/client/theme-fallback/Loading/index.js': 'ffd8013daa28cd24',
      'lib/client/routeContext.js': '5b7cfc91bc880922',
    },
  },
  {
    what: 'core BaseUrlIssueBanner (lib/client/BaseUrlIssueBanner, imported by App.js as ./BaseUrlIssueBanner), replaced by the bundler',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/base-url-banner/index.ts', 'plugins/base-url-banner/client/BaseUrlIssueBanner.tsx'],
    reason: 'The banner is English and not a theme component; ours says the same in Chinese and styles itself through the CSSOM.',
    recheck: 'App.js still imports ./BaseUrlIssueBanner; the banner still shows on the home page when window.docusaurus is missing.',
    upstreamFiles: {'lib/client/BaseUrlIssueBanner/index.js': '595521e3fe1fb3a6', 'lib/client/App.js': '1442f48492b53516'},
  },
  {
    what: 'core lib/client/docusaurus.js (window.docusaurus: prefetch and preload, imported by clientEntry.js as ./docusaurus), replaced by the bundler; its preload helper lib/client/preload.js and the routesChunkNames key form',
    package: '@docusaurus/core',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/idle-prefetch/index.ts', 'plugins/idle-prefetch/client/docusaurus.ts', 'plugins/idle-prefetch/shared/prefetcher.ts'],
    reason:
      'Link prefetches every route whose link comes into view; the core does all of it (route matching, a scan of every ' +
      'route’s chunk names, a <link rel="prefetch"> per chunk) inside one IntersectionObserver task, about half a second ' +
      'of a phone’s CPU on a docs page. Ours queues the routes and works each out in its own idle-time task.',
    recheck:
      'clientEntry.js still imports ./docusaurus and sets window.docusaurus; Link.js still calls window.docusaurus.prefetch ' +
      'and .preload; docusaurus.js still strips "-<hash>" from routesChunkNames keys and uses __webpack_require__.gca; ' +
      'preload.js keeps its signature. plugins/idle-prefetch unit tests and the prefetch tests in e2e/layout.spec.ts.',
    upstreamFiles: {
      'lib/client/docusaurus.js': 'b0d1dbdc1e3a706f',
      'lib/client/clientEntry.js': 'a9d6514eaf79c05c',
      'lib/client/exports/Link.js': 'cd83fc0c2bffaab8',
      'lib/client/preload.js': '8c1e3de18d307e2f',
    },
  },
];
