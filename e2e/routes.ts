import fs from 'node:fs';
import path from 'node:path';

/**
 * Every route of the spec, in one list. Data-driven parts (featured APIs,
 * blog authors) are read from the same files the site is built from.
 */
const siteDir = path.resolve(__dirname, '..');

function blogAuthorKeys(file: string): string[] {
  const yaml = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return [...yaml.matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((m) => m[1]!);
}

const FEATURED_API_COUNT = 29;

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

export const FEATURED_PAGES = Array.from({length: FEATURED_API_COUNT}, (_, i) => `/fo/${i}`);

export const BLOG_PAGES = [
  '/blog',
  '/blog/page/2',
  '/blog/preparing-your-site-for-docusaurus-v3',
  '/blog/releases/3.5',
  '/blog/releases/3.5.1',
  '/blog/archive',
  '/blog/authors',
  ...blogAuthorKeys('blog/authors.yml').map((key) => `/blog/authors/${key}`),
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

export const DEBUG_PAGES = ['config', 'content', 'globalData', 'metadata', 'registry', 'routes'].map(
  (name) => `/__docusaurus/debug/${name}`,
);

export const ALL_ROUTES = [...SITE_PAGES, ...FEATURED_PAGES, ...BLOG_PAGES, ...DOCS_PAGES, ...DEBUG_PAGES];
