/**
 * Turns one built HTML page into DocSearch records (the shape the Algolia crawler produces for
 * Docusaurus sites), so the same records feed the local index and, if wanted, a hosted index.
 * The parts: page-meta.ts reads the head, body-walk.ts the content, chunk.ts cuts long sections,
 * routes.ts decides which pages are indexed and under which group; this module makes the records.
 */
import {LEVEL_WEIGHT} from '../shared/types';
import type {DocSearchRecord, Hierarchy, HierarchyLevel, RecordType} from '../shared/types';
import {walkBody} from './body-walk';
import {DEFAULT_CHUNK_SIZE, chunkBlocks} from './chunk';
import {readPageMeta} from './page-meta';
import {normalisePath, pageRankOf, sectionOf, type IndexScope} from './routes';

export interface ExtractOptions extends Pick<IndexScope, 'docsSections' | 'siteKeywords'> {
  /** Site title appended to every `<title>` as " | title". */
  siteTitle?: string;
  /** Target length of one content record, in characters. */
  chunkSize?: number;
}

/** The page's own keywords: none when it carries the site's. */
function pageKeywords(keywords: readonly string[], siteKeywords: readonly string[]): string[] {
  const site = new Set(siteKeywords);
  return keywords.length === site.size && keywords.every((keyword) => site.has(keyword)) ? [] : [...keywords];
}

function stripSiteTitle(title: string | null, siteTitle: string): string | null {
  if (!title) return null;
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() || null : title;
}

export function pageUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** Stable record id: page path, anchor and position, readable in the Algolia dashboard. */
export function recordObjectID(urlWithoutAnchor: string, anchor: string | null, position: number): string {
  return `${safeDecode(new URL(urlWithoutAnchor).pathname)}${anchor ? `#${safeDecode(anchor)}` : ''}:${position}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * DocSearch records of one built page. `path` is the route path (`/google/gateway`), `siteUrl`
 * the public origin the absolute URLs start with, `meta` the page's readPageMeta when already
 * read. Call shouldIndex (routes.ts) first.
 */
export function extractRecords(html: string, path: string, siteUrl: string, options: ExtractOptions, meta = readPageMeta(html)): DocSearchRecord[] {
  const {siteTitle = 'apis', chunkSize = DEFAULT_CHUNK_SIZE} = options;
  const body = walkBody(html);
  const isDocs = meta.htmlClasses.includes('docs-doc-page') || meta.docusaurusTag.startsWith('docs-');
  // One crumb is either the page itself or a category whose index page this is.
  const category =
    body.breadcrumbs.length >= 2 || (body.breadcrumbs.length === 1 && body.activeSidebarIsCategory)
      ? body.breadcrumbs[0]
      : null;
  const lvl0 = sectionOf(path, {isDocs, breadcrumbCategory: category}, options);
  const lvl1 = body.h1 ?? stripSiteTitle(meta.title, siteTitle) ?? normalisePath(path);
  const base = pageUrl(normalisePath(path), siteUrl);
  const pageRank = pageRankOf(lvl0);
  // What the page says about itself goes with its top record (always the first, type lvl1).
  const keywords = pageKeywords(meta.keywords, options.siteKeywords);
  const about = {...(meta.description ? {description: meta.description} : {}), ...(keywords.length > 0 ? {keywords} : {})};

  const records: DocSearchRecord[] = [];
  for (const section of body.sections) {
    const hierarchy: Hierarchy = {
      lvl0,
      lvl1,
      lvl2: section.headings[1],
      lvl3: section.headings[2],
      lvl4: section.headings[3],
      lvl5: section.headings[4],
      lvl6: section.headings[5],
    };
    const url = section.anchor ? new URL(`#${section.anchor}`, base).href : base;
    const anchor = section.anchor ? new URL(url).hash.slice(1) : null;
    const chunks = chunkBlocks(section.blocks, chunkSize);
    // The page-level record exists even without intro text, so the title alone is findable.
    if (chunks.length === 0 && section.level > 1 && !hierarchy[`lvl${section.level}` as HierarchyLevel]) continue;
    const contents: (string | null)[] = chunks.length > 0 ? chunks : [null];
    contents.forEach((content, i) => {
      const type: RecordType = i === 0 ? (`lvl${section.level}` as RecordType) : 'content';
      const position = records.length;
      records.push({
        objectID: recordObjectID(base, anchor, position),
        url,
        url_without_anchor: base,
        anchor,
        type,
        hierarchy: {...hierarchy},
        content,
        docusaurus_tag: meta.docusaurusTag,
        language: meta.language,
        weight: {pageRank, level: LEVEL_WEIGHT[type], position},
        ...(position === 0 ? about : {}),
      });
    });
  }
  return records;
}
