/**
 * Everything this site relies on that its upstream packages do not promise to keep: internal modules and
 * globals, undocumented data shapes, theme components we copied or wrapped where the theme calls that
 * unsafe. Each entry names the package whose installed version it was checked against; the test next to
 * this file (__tests__/upstream-internals.test.ts) fails when an upgrade changes that version, or one of
 * the upstream files we mirror, and says what to re-check. After re-checking, update `checkedVersion`
 * (and `upstreamFiles`, which the failure message prints).
 *
 * The test also scans the site's code for the known ways of reaching into a package (see
 * `INTERNAL_USE_PATTERNS` in the test) and fails for any file that does so without an entry here.
 *
 * Data only: nothing here ships to the browser. The core's and the search's entries are in ./upstream-internals/.
 */
import {CORE_INTERNALS} from './upstream-internals/core';
import {SEARCH_INTERNALS} from './upstream-internals/search';

export interface UpstreamInternal {
  /** What we rely on, spelled so that it can be searched for. */
  what: string;
  /** The npm package that owns it: its installed version is what the test compares. */
  package: string;
  /** The installed version this entry was last checked against. */
  checkedVersion: string;
  /** Files of this site that rely on it (paths from the repository root). */
  usedIn: string[];
  /** Why the site relies on it rather than on a public API. */
  reason: string;
  /** What to verify after an upgrade, before updating `checkedVersion`. */
  recheck: string;
  /**
   * `copy`: `usedIn[0]` is a copy of upstream code and must name `<package> <checkedVersion>` in a comment;
   * merge upstream changes into it by hand.
   */
  kind?: 'copy';
  /** Upstream files (relative to the package folder) this entry mirrors or depends on: sha256, first 16 hex digits. */
  upstreamFiles?: Record<string, string>;
  /** Another package that must resolve to the same installed copy (a reconfigured singleton). */
  sameCopyAs?: string;
}

export const UPSTREAM_INTERNALS: readonly UpstreamInternal[] = [
  // ---- theme components ------------------------------------------------------------------------------------
  {
    what: 'theme-classic BlogListPage (copied, plus an h1)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/BlogListPage/index.tsx'],
    kind: 'copy',
    reason:
      'The stock blog list has no h1. The heading belongs inside BlogLayout’s <main> above the posts; a wrapper of ' +
      'BlogListPage can only add content outside the layout (wrapping BlogPostItems, with a context set by a ' +
      'BlogListPage wrapper, would avoid the copy).',
    recheck:
      'Diff src/theme/BlogListPage/index.tsx of the new theme against ours (metadata, structured data, class names, ' +
      'paginator) and merge; check whether the theme now renders an h1 itself (then delete our copy). e2e/blog.spec.ts.',
    upstreamFiles: {'src/theme/BlogListPage/index.tsx': 'dc4183edec9cf341'},
  },
  {
    what: 'theme-classic TagsListByLetter (copied markup, own grouping)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/TagsListByLetter/index.tsx', 'src/theme/TagsListByLetter/styles.module.css'],
    kind: 'copy',
    reason:
      'theme-common’s listTagsByLetters sorts with the runtime’s default locale, so Node and a Chinese browser ' +
      'order the groups differently and hydration fails; the sorting happens inside the component, so no wrapper can fix it.',
    recheck:
      'Diff the theme’s TagsListByLetter (markup, styles.module.css) against ours; check whether listTagsByLetters now ' +
      'takes a fixed locale (then go back to the theme’s component). /blog/tags must hydrate without errors.',
    upstreamFiles: {
      'src/theme/TagsListByLetter/index.tsx': 'd47663ce93387fad',
      'src/theme/TagsListByLetter/styles.module.css': 'cb88e8adb9658e9e',
    },
  },
  {
    what: 'theme-mermaid Mermaid (wrapped: inside @theme/RuntimeStyles)',
    package: '@docusaurus/theme-mermaid',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/Mermaid/index.tsx'],
    reason:
      'Mermaid writes each diagram’s <style> and style attributes at run time, which no hash can allow: the wrapper ' +
      'marks the page (plugins/security-headers gives it unsafe-inline styles) and reloads it when reached by a ' +
      'client-side navigation from a stricter page. The theme does not list Mermaid as safe to wrap.',
    recheck:
      'Mermaid still renders nothing on the server and draws on the client (so the wrapper can hold it back), with ' +
      'the same props. e2e/security-policy.spec.ts (a page that draws styles at run time) and the diagrams sweep.',
    upstreamFiles: {'src/theme/Mermaid/index.tsx': '5b4b0f1bc7327ce1'},
  },
  {
    what: 'plugin-client-redirects lib/collectRedirects.js and lib/writeRedirectFiles.js (toRedirectFiles, createToUrl)',
    package: '@docusaurus/plugin-client-redirects',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/redirects/index.ts'],
    reason:
      'plugins/redirects keeps the stock collection of redirects and file layout but writes pages of its own (Chinese, ' +
      'with a link) and says when they are written, so the security policy reads them; the package exports only the ' +
      'plugin function and validateOptions.',
    recheck:
      'collectRedirects(pluginContext, trailingSlash) still returns {from, to}[]; toRedirectFiles still maps them in ' +
      'order to {fileAbsolutePath}; createToUrl(baseUrl, to) still prefixes the base URL. The redirect e2e tests and ' +
      'plugins/security-headers/__built__/policy.test.ts.',
    upstreamFiles: {'lib/collectRedirects.js': '5b966ca3516f0284', 'lib/writeRedirectFiles.js': '14b655dd454b2f9c', 'lib/index.js': 'b2e0bcdc2d00b0b4'},
  },
  {
    what: 'theme-classic NotFound/Content (wrapped: takes className, renders <main> with h1 and <p> paragraphs)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/NotFound/Content/index.tsx', 'src/theme/NotFound/Content/styles.module.css'],
    reason:
      'The offline notice follows the theme’s content, and while offline our CSS hides the theme’s <p> paragraphs ' +
      'through the className we pass; the theme does not list NotFound/Content as safe to wrap.',
    recheck:
      'The component still accepts `className` on its <main>, and its “broken link” text is still in <p> elements. ' +
      'e2e/not-found.spec.ts and the offline notice test of e2e/pwa.spec.ts.',
    upstreamFiles: {'src/theme/NotFound/Content/index.tsx': '44b71ba528b17c08'},
  },
  {
    what: 'theme-classic NavbarItem/ComponentTypes (wrapped: the map of navbar item types, plus custom-featuredApisDropdown)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/NavbarItem/ComponentTypes.tsx', 'config/navbar.ts'],
    reason:
      'The featured APIs dropdown is built from the featured-apis plugin’s global data, so the data is loaded and ' +
      'validated once; a `custom-` navbar item type is how the Docusaurus website adds its own items, but the ' +
      'theme does not list ComponentTypes as safe to wrap.',
    recheck:
      'ComponentTypes is still a default-exported object of item types keyed by the navbar `type` option, and ' +
      'NavbarItem still looks `type` up in it. e2e/layout.spec.ts (the featured APIs dropdown tests).',
    upstreamFiles: {'src/theme/NavbarItem/ComponentTypes.tsx': 'bca91aa806923bd6'},
  },
  {
    what: 'plugin-ideal-image IdealImageLegacy (wrapped: our getMessage and the retry button)',
    package: '@docusaurus/plugin-ideal-image',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/IdealImageLegacy/index.tsx', 'src/theme/IdealImageLegacy/styles.module.css'],
    reason:
      'IdealImage passes its own getMessage to IdealImageLegacy after the props it is given, so the Chinese ' +
      'image states (图片不存在, 出错了，点击重试, 浏览器处于离线状态) and a real retry button can only be set one level ' +
      'down; the plugin does not list IdealImageLegacy as safe to wrap.',
    recheck:
      'IdealImageLegacy still takes getMessage(icon, state) with the same icon keys (load, loading, offline, error, ' +
      'noicon, loaded) and state.loadInfo 404 for a missing file, and its placeholder still handles the click. ' +
      'e2e/images.spec.ts.',
    upstreamFiles: {
      'src/theme/IdealImage/index.tsx': 'f5093db246c02419',
      'src/theme/IdealImageLegacy/index.tsx': '5706dff9638c65e4',
    },
  },
  {
    what: 'theme-classic AnnouncementBar (wrapped) and its pre-hydration script (data-announcement-bar-initially-dismissed)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/AnnouncementBar/index.tsx', 'src/lib/storageMigration.ts'],
    reason:
      'The inline script hides the bar when any announcement was dismissed; the wrapper lifts that attribute for a new ' +
      'id, and the storage migration sets the attributes the script would have set from the migrated keys.',
    recheck:
      'lib/inlineScripts.js still sets data-theme, data-theme-choice and data-announcement-bar-initially-dismissed from ' +
      'the same storage keys. e2e/layout.spec.ts (announcement) and e2e/storage.spec.ts.',
    upstreamFiles: {
      'lib/inlineScripts.js': 'b95f604573af2246',
      'src/theme/AnnouncementBar/index.tsx': '0dac58189eb68269',
    },
  },
  {
    what: 'theme-common/internal useAnnouncementBar',
    package: '@docusaurus/theme-common',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/AnnouncementBar/index.tsx'],
    reason: 'The only way to know whether the bar is active (the id changed, or it was never dismissed).',
    recheck: '`useAnnouncementBar` is still exported from @docusaurus/theme-common/internal and still returns `isActive`.',
    upstreamFiles: {'lib/contexts/announcementBar.js': '8ffa6d2783f3e394'},
  },
  {
    what: 'theme-common skip-to-content target id __docusaurus_skipToContent_fallback',
    package: '@docusaurus/theme-common',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/search-index/node/body-walk.ts'],
    reason: 'The search index reads the page content from the element the skip link points to.',
    recheck: 'The id in lib/utils/skipToContentUtils.js; npm run test:unit (extract) and the search relevance test.',
    upstreamFiles: {'lib/utils/skipToContentUtils.js': '5666a852371f6c6c'},
  },
  {
    what: 'theme-classic nprogress client module (lib/nprogress.js), replaced by an alias',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['plugins/route-progress/index.ts', 'plugins/route-progress/client/progress.ts'],
    reason:
      'The route progress bar is our own small client module; the theme’s (nprogress, about 2 KiB of brotli in every ' +
      'page’s first script, with role="bar") is aliased to an empty module by its path in the client-modules list.',
    recheck:
      'The theme still registers lib/nprogress.js as a client module (lib/index.js getClientModules) and its behaviour ' +
      '(start after 200 ms on onRouteUpdate, done on onRouteDidUpdate) is what ours mirrors. The progress e2e test.',
    upstreamFiles: {'lib/nprogress.js': '58b21ff3eb278f6c'},
  },
  {
    what: 'theme-classic code block: prism-include-languages client module, CodeBlock (replaced), CodeBlock/Content and Line calling prism-react-renderer’s Highlight',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: [
      'plugins/code-highlight/index.ts',
      'plugins/code-highlight/theme/CodeBlock/index.tsx',
      'plugins/code-highlight/theme/RuntimeHighlighting/tokenizer.ts',
    ],
    reason:
      'Code is highlighted at build time: `prism-react-renderer` resolves to our Highlight, which renders build-time ' +
      'tokens through the theme’s own Content and Line components (getLineProps/getTokenProps, tokens, className, ' +
      'style); the client module that loads Prism languages on every page is aliased away; CodeBlock is replaced to ' +
      'drop its remount after hydration (needed only for inline Prism colours, which are now class rules).',
    recheck:
      'CodeBlock/Content/index.js still renders <Highlight theme code language> with that render-prop contract and ' +
      'Line/index.js still calls getLineProps/getTokenProps; CodeBlock/index.js still only picks String or Element ' +
      'content; prism-include-languages.js still takes the Prism object. The code-highlight unit tests, the built-page ' +
      'check that every code block is highlighted, and the dark-mode code colours in the e2e sweep.',
    upstreamFiles: {
      'lib/prism-include-languages.js': 'a464a26897ccb5b2',
      'lib/theme/prism-include-languages.js': '42fcb21218b4537f',
      'lib/theme/CodeBlock/index.js': '639f8655d319e123',
      'lib/theme/CodeBlock/Content/index.js': '0d361f5894590ea4',
      'lib/theme/CodeBlock/Line/index.js': '5512298d8a194b78',
      'lib/theme/CodeBlock/Container/index.js': '55ebecf7d04da066',
    },
  },
  {
    what: 'prism-react-renderer Highlight render props, normalizeTokens, the bundled Prism (dist/index.mjs imported directly)',
    package: 'prism-react-renderer',
    checkedVersion: '2.4.1',
    usedIn: [
      'plugins/code-highlight/node/prism.ts',
      'plugins/code-highlight/client/Highlight.tsx',
      'plugins/code-highlight/theme/RuntimeHighlighting/tokenizer.ts',
      'plugins/code-highlight/theme-components.d.ts',
    ],
    reason:
      'Build-time tokens must be exactly what Highlight would have produced (normalizeTokens over Prism.tokenize with ' +
      'the before/after-tokenize hooks); the runtime highlighter imports the real package by its dist path because the ' +
      'package name resolves to our stand-in.',
    recheck: 'useTokenize and Highlight in dist/index.mjs; plugins/code-highlight/__tests__ (they compare against the package itself).',
    upstreamFiles: {'dist/index.mjs': '813d689971589fa1'},
  },
  {
    what: 'theme-classic Blog/Components/Author/Socials (replaced: links as text, no icons)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/Blog/Components/Author/Socials/index.tsx'],
    reason: 'The theme’s component imports the icon of every social platform into every blog page (about 4 KiB of brotli); our authors list none.',
    recheck: 'Author/index.js still renders Socials with {author} for every author; the Props type of the component.',
    upstreamFiles: {'lib/theme/Blog/Components/Author/Socials/index.js': '96f5a32471a918d4', 'lib/theme/Blog/Components/Author/index.js': '80f3439844341453'},
  },
  {
    what: 'theme-classic ErrorPageContent (replaced: causes in Chinese)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/ErrorPageContent/index.tsx'],
    reason: 'The theme joins the error’s causes with an English "Cause:"; ours lists them after 原因：, same title and 重试 button.',
    recheck: 'lib/theme/ErrorPageContent.js (props, translation ids); e2e/test-pages.spec.ts (crashTest, layout-crash).',
    upstreamFiles: {'lib/theme/ErrorPageContent.js': 'a85bb2d0b98bbb2c'},
  },
  {
    what: 'theme-classic DocSidebarItems (replaced: a long list renders a window around the current page)',
    package: '@docusaurus/theme-classic',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/DocSidebarItems/index.tsx'],
    reason:
      'The theme renders every item of the current page’s category into each page’s sidebar, so a category of N pages ' +
      'costs N² in HTML and build time; ours renders lists over 100 items as a window of 50 (the same public hooks of the ' +
      'docs plugin, the same DocSidebarItem per item).',
    recheck:
      'lib/theme/DocSidebarItems/index.js (the provider, useVisibleSidebarItems, the props given to DocSidebarItem) and how ' +
      'DocSidebarItem/Category passes tabIndex and index; e2e/sidebar.spec.ts.',
    upstreamFiles: {'lib/theme/DocSidebarItems/index.js': '83b18b06e55e9acc', 'lib/theme/DocSidebarItem/Category/index.js': 'bebff3ac5f7761e5'},
  },
  {
    what: 'plugin-debug DebugRegistry (wrapped in BrowserOnly)',
    package: '@docusaurus/plugin-debug',
    checkedVersion: '3.10.2',
    usedIn: ['src/theme/DebugRegistry/index.tsx'],
    reason: 'The registry lists resolved module paths, which differ between the server and browser bundles.',
    recheck: 'Whether /__docusaurus/debug/registry still mismatches on hydration (if not, drop the wrapper).',
  },
  // ---- core: the client entry, the bundler configuration, generated files (./upstream-internals/core.ts) ------
  ...CORE_INTERNALS,
  // ---- PWA ---------------------------------------------------------------------------------------------------
  {
    what: 'plugin-pwa lib/index.js (the plugin function and validateOptions), lib/renderReloadPopup.js, the PWA_* build constants and the sw.js ?params= contract',
    package: '@docusaurus/plugin-pwa',
    checkedVersion: '3.10.2',
    usedIn: [
      'plugins/pwa/index.ts',
      'plugins/pwa/sw-offline.js',
      'plugins/pwa/client/registerServiceWorker.ts',
      'plugins/pwa/shared/offlineMode.ts',
      'plugins/pwa/theme/PwaReloadPopup/index.tsx',
    ],
    reason:
      'plugins/pwa wraps the stock plugin (smaller precache, offline navigation, postBuild after the search index); the ' +
      'registration replaces the stock one but still renders the stock reload popup and passes the worker its mode ' +
      'in ?params= the way registerSw.js does.',
    recheck:
      'lib/index.js exports (default, validateOptions), its theme/client paths relative to lib/, PWA_SERVICE_WORKER_URL / ' +
      'PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES / PWA_DEBUG, renderReloadPopup({onReload}), sw.js reading params ' +
      'and running swCustom before its fetch handler. All of e2e/pwa.spec.ts.',
    upstreamFiles: {
      'lib/index.js': 'e66502ac064b49a0',
      'lib/renderReloadPopup.js': '8ae1b1009c0d0272',
      'lib/registerSw.js': '7352aeba575b764c',
      'lib/sw.js': 'c4c96d9eb7bb65a1',
    },
  },
  // ---- search: the dialog, its styles, the hosted client and the index (./upstream-internals/search.ts) ----------
  ...SEARCH_INTERNALS,
];
