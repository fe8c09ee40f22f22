import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import {readSiteEnv} from './config/env';
import {buildNavbar} from './config/navbar';
import {buildFooter} from './config/footer';
import {buildRedirects} from './config/redirects';
import {lightCodeTheme, darkCodeTheme, ADDITIONAL_LANGUAGES, CLASS_ONLY_THEME, HIGHLIGHT_SETTINGS, MAGIC_COMMENTS} from './config/prism';
import {pwaOptions} from './config/pwa';
import {vcsSetting} from './config/vcs';
import {DOCS_SECTIONS, type DocsSection} from './config/sections';
import {ignorePatterns, NOT_CONTENT_PREFIXES, OUT_OF_SITEMAP_PREFIXES, TEST_AREA} from './config/test-area';
import {SEARCH_INDEX_SCOPE} from './config/search';
import {SITE_KEYWORDS} from './config/metadata';
import {leanSsrTemplate} from './plugins/lean-bundle/ssr-template';
import rehypeTaskListLabels from './plugins/rehype-task-list-labels';
import remarkHighlight from './plugins/code-highlight/node/remark';
import {loadCatalogueTotals, type CatalogueOptions} from './plugins/catalogue/index';
import {loadCatalogue} from './plugins/catalogue/node/load';
import {loadFeaturedApis} from './plugins/featured-apis/node/load';
import {securityHeadersOptions} from './config/security';
import type {SearchOptions} from './plugins/search/index';

const env = readSiteEnv();
const catalogueOptions: CatalogueOptions = env.catalogueStatusFile ? {statusFile: env.catalogueStatusFile} : {};
/** The announcement bar states the catalogue's size: the plugin's numbers (it reuses this load). */
const catalogueTotals = loadCatalogueTotals(__dirname, catalogueOptions);
/** Where the try-it panels send requests: the only API hosts the security policy lets pages reach. */
const featuredApiBaseUrls = loadFeaturedApis(__dirname, loadCatalogue(__dirname).map((category) => category.category)).map((api) => api.baseUrl);

/** Remark and rehype plugins of every Markdown content plugin. */
const MARKDOWN_PLUGINS = {
  remarkPlugins: [[remarkHighlight, HIGHLIGHT_SETTINGS]] as DocsOptions['remarkPlugins'],
  rehypePlugins: [rehypeTaskListLabels],
};

/** A docs section of config/sections.ts: one current version labelled "Next", its sidebar file in sidebars/. */
function docsSectionPlugin(section: DocsSection): [string, DocsOptions] {
  return [
    './plugins/docs-section/index.ts',
    {
      id: section.id,
      path: section.id,
      routeBasePath: section.id,
      sidebarPath: `./sidebars/${section.id}.ts`,
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      versions: {current: {label: 'Next'}},
      ...MARKDOWN_PLUGINS,
    } satisfies DocsOptions,
  ];
}

const config: Config = {
  title: 'apis',
  tagline: 'Public APIs',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,
  // Docusaurus' page template, naming only the main bundle among a page's scripts.
  ssrTemplate: leanSsrTemplate(),

  i18n: {
    defaultLocale: 'zh',
    locales: ['zh'],
    localeConfigs: {
      zh: {label: '中文', htmlLang: 'zh', direction: 'ltr', calendar: 'gregory', path: 'zh'},
    },
  },

  future: {
    // All v4 flags except storage namespacing: the spec keeps plain storage key names.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    experimental_vcs: vcsSetting(__dirname),
  },

  // Spec: localStorage with an empty prefix, so stored keys are the plain theme names. With
  // STORAGE_NAMESPACE set, keys get that suffix and src/clientModules/storageMigration moves old values.
  storage: {type: 'localStorage', namespace: env.storageNamespace ?? false},

  clientModules: [
    // Only a build with a storage suffix has old keys to move.
    ...(env.storageNamespace ? ['./src/clientModules/storageMigration.ts'] : []),
    './src/clientModules/routeAnnouncer.ts',
  ],

  markdown: {
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'ignore'},
  },

  customFields: {
    repoUrl: env.repoUrl,
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 5,
          blogTitle: '博客',
          blogDescription: 'apis 团队关于公共 API、站点开发和版本发布的文章',
          blogSidebarTitle: '全部文章',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          ...MARKDOWN_PLUGINS,
          feedOptions: {type: 'all', language: 'zh', title: 'apis 博客', copyright: `© ${new Date().getFullYear()} apis 团队`},
        },
        pages: {...MARKDOWN_PLUGINS, path: 'src/pages', exclude: ['**/_*/**', '**/_*', '**/__tests__/**', '**/*.module.css']},
        theme: {customCss: ['./src/css/custom.css', './src/css/ui.css']},
        debug: true,
        sitemap: {
          lastmod: 'date',
          ignorePatterns: ignorePatterns(OUT_OF_SITEMAP_PREFIXES),
        },
        gtag: env.gtagId ? {trackingID: env.gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    ...DOCS_SECTIONS.map(docsSectionPlugin),
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'tests',
        path: 'tests/docs',
        routeBasePath: TEST_AREA.docs.slice(1),
        sidebarPath: './sidebars/tests.ts',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        versions: {current: {label: 'Next'}},
        showLastUpdateTime: true,
        ...MARKDOWN_PLUGINS,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'tests-blog',
        path: 'tests/blog',
        routeBasePath: TEST_AREA.blog.slice(1),
        postsPerPage: 3,
        blogTitle: '测试博客',
        blogDescription: '用来检验博客功能的测试文章',
        blogSidebarTitle: '全部测试文章',
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'warn',
        onUntruncatedBlogPosts: 'ignore',
        ...MARKDOWN_PLUGINS,
        feedOptions: {type: 'all', language: 'zh'},
      } satisfies BlogOptions,
    ],
    [
      '@docusaurus/plugin-content-pages',
      {id: 'tests-pages', ...MARKDOWN_PLUGINS, path: 'tests/pages', routeBasePath: TEST_AREA.pages.slice(1), exclude: ['**/_*/**', '**/_*']} satisfies PagesOptions,
    ],
    ['./plugins/redirects/index.ts', {redirects: buildRedirects(env.siteUrl)}],
    // Smaller browser bundles than Docusaurus' defaults: chunk files named by id, a registry without module paths.
    './plugins/lean-bundle/index.ts',
    // Diagrams load Mermaid's own prebuilt ES modules instead of the bundler compiling Mermaid again.
    './plugins/prebuilt-mermaid/index.ts',
    // The stylesheet every page loads without the Infima rules no page uses.
    './plugins/lean-infima/index.ts',
    // The wrong-baseUrl banner in Chinese (Docusaurus' own is English and not a theme component).
    './plugins/base-url-banner/index.ts',
    // The bar shown while a slow route loads, without the nprogress library.
    './plugins/route-progress/index.ts',
    // Routes of the links in view are prefetched in short idle-time tasks, not one long task during page load.
    './plugins/idle-prefetch/index.ts',
    // Code is highlighted at build time: no Prism in the browser, colours as class rules.
    ['./plugins/code-highlight/index.ts', {lightTheme: lightCodeTheme, darkTheme: darkCodeTheme}],
    ['./plugins/catalogue/index.ts', catalogueOptions],
    // Visitors' own API keys: the store, its policy and the field (try-it panels, map demo, swap).
    './plugins/visitor-keys/index.ts',
    ['./plugins/featured-apis/index.ts', {highlight: HIGHLIGHT_SETTINGS}],
    './plugins/latest-posts/index.ts',
    ['./plugins/prefix-routes/index.ts', {components: {'/feature-requests': '@site/src/components/FeatureRequests/index.tsx'}}],
    // The search dialog, the /search page and search terms marked on pages, on either backend.
    ['./plugins/search/index.ts', {algolia: env.algolia ?? null, maxResultsPerGroup: env.searchMaxResultsPerGroup} satisfies SearchOptions],
    // The search dialog's CSS comes with the dialog, not in the stylesheet every page loads first.
    './plugins/docsearch-modal-css/index.ts',
    // Projects the /MapComponent world map at build time: the browser gets path strings, not d3 and the atlas.
    './plugins/world-map/index.ts',
    // Hosted DocSearch replaces the built-in index: no reason to build, deploy and precache it.
    env.algolia ? false : ['./plugins/search-index/index.ts', {siteUrl: env.siteUrl, ...SEARCH_INDEX_SCOPE}],
    ['./plugins/pwa/index.ts', {...pwaOptions, runtimeOnlyRoutes: NOT_CONTENT_PREFIXES}],
    // Content-Security-Policy and security headers from what the built pages run and the data names.
    ['./plugins/security-headers/index.ts', securityHeadersOptions(env, featuredApiBaseUrls)],
    // Raster images imported from MDX/TSX get a blurred placeholder and two widths; the dev server
    // does the same (disableInDev: false) so a page looks in `npm run dev` as it will when built.
    ['@docusaurus/plugin-ideal-image', {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false} satisfies IdealImageOptions],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: SITE_KEYWORDS.join(', ')}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    // The figures come from src/data/catalogue. The id is the key under which visitors' "closed"
    // state is stored: it stays as it is when only the figures change, so the bar does not return.
    announcementBar: {
      id: 'catalogue-1695',
      content: `公共 API 目录已收录 ${catalogueTotals.categories} 个分类、${catalogueTotals.apis.toLocaleString('en-US')} 个接口，<a href="/community/public-apis">去看看</a>。`,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    navbar: buildNavbar(env.repoUrl),
    footer: buildFooter(env.repoUrl, env.release),
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: CLASS_ONLY_THEME,
      darkTheme: CLASS_ONLY_THEME,
      additionalLanguages: ADDITIONAL_LANGUAGES,
      magicComments: MAGIC_COMMENTS,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
