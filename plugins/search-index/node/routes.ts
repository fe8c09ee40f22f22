/**
 * Which built pages go into the search index, and the group (lvl0) their results are shown under.
 * The site's own lists, the routes that are not content and the docs sections, come in as the
 * plugin's options (docusaurus.config.ts passes config/test-area.ts and config/sections.ts).
 */
import {readPageMeta, type PageMeta} from './page-meta';

/** A docs plugin instance: its route base path, and its name where space is short. */
export interface DocsSectionName {
  path: string;
  shortTitle: string;
}

/** The site's lists the index needs, from the plugin's options. */
export interface IndexScope {
  /** Route prefixes never indexed: each prefix itself and everything under it. */
  excludedRoutes: readonly string[];
  /** The group name of a docs page whose breadcrumbs name no category, by route base path. */
  docsSections: readonly DocsSectionName[];
  /** The keywords of pages whose front matter names none (the theme's site metadata): not indexed. */
  siteKeywords: readonly string[];
}

export const BLOG_SECTION = '博客';
export const FEATURED_SECTION = '精选 API';
export const PAGES_SECTION = '站点页面';
const OTHER_DOCS_SECTION = '文档';

/**
 * Listing pages only repeat titles and excerpts of posts/docs indexed on their own pages; they
 * would crowd every query with duplicates.
 */
const LISTING_TAGS = new Set([
  'blog_posts_list',
  'blog_tags_posts',
  'blog_tags_list',
  'blog_authors_posts',
  'doc_tag_doc_list',
  'doc_tags_list',
]);

/** Listing routes whose page carries no tag or class that says so. */
const LISTING_PATHS = [/^\/blog\/archive$/];

/**
 * DocSearch's `pageRank`: pages that answer a query better than their text alone shows. A featured
 * API's page is the site's curated answer for its kind of API (try-it panel, samples, errors), so
 * it ranks above catalogue tables and passing mentions that hold the same words.
 */
export function pageRankOf(lvl0: string): number {
  return lvl0 === FEATURED_SECTION ? 1 : 0;
}

/** Route path without trailing slash or `.html`, percent-decoded. */
export function normalisePath(path: string): string {
  let p = path.split(/[?#]/)[0] || '/';
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep the raw path: a stray % is not worth failing the build over
  }
  p = p.replace(/\.html$/, '').replace(/\/index$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a built page belongs in the search index (`meta`: its readPageMeta, when already read). */
export function shouldIndex(path: string, html: string, scope: Pick<IndexScope, 'excludedRoutes'>, meta?: PageMeta): boolean {
  const p = normalisePath(path);
  if (scope.excludedRoutes.some((prefix) => underPrefix(p, prefix))) return false;
  if (p === '/404' || p === '/search' || LISTING_PATHS.some((re) => re.test(p))) return false;
  meta ??= readPageMeta(html);
  if (meta.robotsNoindex || meta.metaRefresh) return false;
  return !LISTING_TAGS.has(meta.docusaurusTag);
}

/** lvl0 of every record of a page. */
export function sectionOf(path: string, opts: {isDocs: boolean; breadcrumbCategory: string | null}, scope: Pick<IndexScope, 'docsSections'>): string {
  const p = normalisePath(path);
  const docsSection = scope.docsSections.find((section) => underPrefix(p, section.path))?.shortTitle;
  if (opts.isDocs) return opts.breadcrumbCategory || docsSection || OTHER_DOCS_SECTION;
  if (docsSection) return docsSection;
  if (underPrefix(p, '/blog')) return BLOG_SECTION;
  if (underPrefix(p, '/fo')) return FEATURED_SECTION;
  return PAGES_SECTION;
}
