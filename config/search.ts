/**
 * What the local search index needs of the site's lists (plugins/search-index's options): the routes
 * that are not content, the docs sections its result groups are named after, and the site-wide
 * keywords it leaves out. docusaurus.config.ts
 * passes it to the plugin; the tools that read a finished build without Docusaurus (`npm run
 * search:records`, the bench, the relevance test) pass the same.
 */
import {SITE_KEYWORDS} from './metadata';
import {DOCS_SECTIONS} from './sections';
import {NOT_CONTENT_PREFIXES} from './test-area';

export const SEARCH_INDEX_SCOPE = {excludedRoutes: NOT_CONTENT_PREFIXES, docsSections: DOCS_SECTIONS, siteKeywords: SITE_KEYWORDS};
