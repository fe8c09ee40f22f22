/**
 * The parts of the site that are not content to read: the test area (each item exercises the feature it
 * is named after), Docusaurus' debug pages and the offline shell. The one list of their routes: the
 * sitemap, the search index and the offline precache take theirs from here.
 */
import {OFFLINE_SHELL_PATH} from '../plugins/pwa/shared/offlineShell';
export const TEST_AREA = {docs: '/tests/docs', blog: '/tests/blog', pages: '/tests/pages'} as const;

export const DEBUG_PAGES = '/__docusaurus';

/** Route prefixes neither indexed for search nor precached for offline reading (cached once visited). */
export const NOT_CONTENT_PREFIXES: readonly string[] = ['/tests', DEBUG_PAGES, OFFLINE_SHELL_PATH];

/** Route prefixes left out of the sitemap: the spec leaves out the test blog and test pages; the test docs stay in. */
export const OUT_OF_SITEMAP_PREFIXES: readonly string[] = [TEST_AREA.blog, TEST_AREA.pages, DEBUG_PAGES, OFFLINE_SHELL_PATH];

/** The sitemap plugin's ignore patterns for route prefixes: the prefix itself and everything under it. */
export function ignorePatterns(prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => [prefix, `${prefix}/**`]);
}
