import {blogAuthorKeys, featuredApis} from './site-data';

/**
 * Every route of the spec, in one list. Data-driven parts (featured APIs,
 * blog authors) come from the same files the site is built from.
 */

export const SITE_PAGES = [
  '/',
  '/search',
  '/showcase',
  '/swap',
  '/versions',
  '/feature-requests',
  '/tests',
  '/MapComponent',
  '/Platforms',
  '/Platforms/FoxFact',
  '/components/Section',
  '/components/SectionTitle',
  '/components/ThemeImage',
  '/examples/markdownPageExample',
  '/examples/noIndex',
  '/Hero/Devices',
  '/Hero/FloorBackground',
  '/Hero/GridBackground',
  '/Hero/Hero',
  '/Hero/Logo',
];

export const FEATURED_PAGES = featuredApis.map((_, i) => `/fo/${i}`);

export const BLOG_PAGES = [
  '/blog',
  '/blog/page/2',
  '/blog/preparing-your-site-for-docusaurus-v3',
  '/blog/releases/3.5',
  '/blog/releases/3.5.1',
  '/blog/archive',
  '/blog/authors',
  ...blogAuthorKeys('blog').map((key) => `/blog/authors/${key}`),
  '/blog/tags',
  '/blog/tags/maintenance',
  '/blog/tags/release',
];

export const DOCS_PAGES = [
  '/docs',
  '/docs/sidebar',
  '/docs/sidebar/items',
  '/community',
  '/community/support',
  '/community/public-apis',
  '/google',
  '/google/support',
  '/learn',
  '/learn/support',
  '/learn/quickstart',
  '/learn/getting-started',
  '/learn/concepts',
  '/learn/faq',
  '/learn/migration',
  '/learn/migrate-from-v10-to-v11',
];

const TEST_PAGE_NAMES = [
  'analytics',
  'code-block-tests',
  'crashTest',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'hydration-tests',
  'layout-crash',
  'layout-no-children',
  'link-tests',
  'loading-states',
  'markdown-tests',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'tabs-tests',
  'unlisted',
  'z-index-tests',
];

const TEST_DOC_TAGS = ['a', 'b', 'd', 'listed', 'some-tag', 'unlisted', 'visibility'];

export const TEST_AREA_PAGES = [
  '/tests/blog',
  ...[2, 3, 4, 5, 6, 7].map((n) => `/tests/blog/page/${n}`),
  '/tests/blog/archive',
  '/tests/blog/authors',
  ...blogAuthorKeys('tests/blog').map((key) => `/tests/blog/authors/${key}`),
  '/tests/blog/tags',
  '/tests/blog/tags/paginated-tag/page/4',
  '/tests/blog/tags/long-tag-name',
  '/tests/blog/tags/long-unbroken-tag',
  '/tests/blog/tags/long-mixed-tag',
  '/tests/blog/unlisted-post',
  '/tests/blog/legacy/old-post.html',
  '/tests/blog/footnotes',
  ...TEST_PAGE_NAMES.map((name) => `/tests/pages/${name}`),
  '/tests/docs',
  ...TEST_DOC_TAGS.map((tag) => `/tests/docs/tags/${tag}`),
  '/tests/docs/category/toc',
  '/tests/docs/categories',
  '/tests/docs/custom-props',
  '/tests/docs/path with spaces',
  '/tests/docs/中文路径',
  '/tests/docs/another-sidebar',
];

export const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'].map(
  (name) => `/__docusaurus/debug/${name}`,
);

export const ALL_ROUTES = [...SITE_PAGES, ...FEATURED_PAGES, ...BLOG_PAGES, ...DOCS_PAGES, ...TEST_AREA_PAGES, ...DEBUG_PAGES];
