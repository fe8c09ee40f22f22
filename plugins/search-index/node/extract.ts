/**
 * Turns one built HTML page into DocSearch records (the shape the Algolia crawler produces for
 * Docusaurus sites), so the same records feed the local index and, if wanted, a hosted index.
 *
 * A streaming htmlparser2 pass instead of a DOM: ~430 pages of up to 170 KB each, and we only
 * need one walk.
 */
import {Parser} from 'htmlparser2';

import {DOCS_SECTIONS as SITE_DOCS_SECTIONS} from '../../../config/sections';
import {HIERARCHY_LEVELS, LEVEL_WEIGHT} from '../shared/types';
import type {DocSearchRecord, Hierarchy, HierarchyLevel, RecordType} from '../shared/types';

export {HIERARCHY_LEVELS, LEVEL_WEIGHT};
export type {DocSearchRecord, Hierarchy, HierarchyLevel, RecordType};

export interface PageMeta {
  title: string | null;
  docusaurusTag: string;
  language: string;
  robotsNoindex: boolean;
  metaRefresh: boolean;
  htmlClasses: string[];
}

export interface ExtractOptions {
  /** Site title appended to every `<title>` as " | title". */
  siteTitle?: string;
  /** Target length of one content record, in characters. */
  chunkSize?: number;
}

/** Section name of each docs instance, by route base path (lvl0 when breadcrumbs have no category). */
export const DOCS_SECTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  SITE_DOCS_SECTIONS.map((section) => [section.path, section.shortTitle]),
);
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

const DEFAULT_CHUNK_SIZE = 300;

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

function headOf(html: string): string {
  const end = html.search(/<body[\s>]/i);
  return end === -1 ? html : html.slice(0, end);
}

/** Metadata from `<head>` (and the `<html>` tag) only. */
export function readPageMeta(html: string): PageMeta {
  const meta: PageMeta = {
    title: null,
    docusaurusTag: 'default',
    language: 'zh',
    robotsNoindex: false,
    metaRefresh: false,
    htmlClasses: [],
  };
  let docsearchTag: string | null = null;
  let plainTag: string | null = null;
  let inTitle = false;
  let titleText = '';
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'html') {
          meta.htmlClasses = (attrs.class ?? '').split(/\s+/).filter(Boolean);
          if (attrs.lang) meta.language = attrs.lang;
        } else if (name === 'title' && svgDepth === 0 && meta.title === null) {
          inTitle = true;
          titleText = '';
        } else if (name === 'meta') {
          const key = (attrs.name ?? attrs.property ?? '').toLowerCase();
          const content = attrs.content ?? '';
          if (key === 'robots' && /noindex/i.test(content)) meta.robotsNoindex = true;
          if (key === 'docsearch:docusaurus_tag') docsearchTag = content;
          if (key === 'docusaurus_tag') plainTag = content;
          if (key === 'docsearch:language' && content) meta.language = content;
          if ((attrs['http-equiv'] ?? '').toLowerCase() === 'refresh') meta.metaRefresh = true;
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          meta.title = collapse(titleText);
        }
      },
    },
    {decodeEntities: true},
  );
  parser.write(headOf(html));
  parser.end();
  meta.docusaurusTag = docsearchTag || plainTag || 'default';
  return meta;
}

/** Whether a built page belongs in the search index (`meta`: its readPageMeta, when already read). */
export function shouldIndex(path: string, html: string, meta?: PageMeta): boolean {
  const p = normalisePath(path);
  if (underPrefix(p, '/tests') || underPrefix(p, '/__docusaurus')) return false;
  if (p === '/404' || p === '/search' || LISTING_PATHS.some((re) => re.test(p))) return false;
  meta ??= readPageMeta(html);
  if (meta.robotsNoindex || meta.metaRefresh) return false;
  return !LISTING_TAGS.has(meta.docusaurusTag);
}

/** lvl0 of every record of a page. */
export function sectionOf(path: string, opts: {isDocs: boolean; breadcrumbCategory: string | null}): string {
  const p = normalisePath(path);
  if (opts.isDocs) {
    if (opts.breadcrumbCategory) return opts.breadcrumbCategory;
    for (const [prefix, name] of Object.entries(DOCS_SECTIONS)) if (underPrefix(p, prefix)) return name;
    return OTHER_DOCS_SECTION;
  }
  for (const [prefix, name] of Object.entries(DOCS_SECTIONS)) if (underPrefix(p, prefix)) return name;
  if (underPrefix(p, '/blog')) return BLOG_SECTION;
  if (underPrefix(p, '/fo')) return FEATURED_SECTION;
  return PAGES_SECTION;
}

export function collapse(text: string): string {
  // U+200B is the invisible text of Docusaurus' heading hash links.
  return text.replace(/[\u200b\u200c\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Body walk

/** Subtrees that are never page content. */
const SKIP_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'pre', 'button', 'select', 'option',
  'datalist', 'textarea', 'nav', 'aside', 'footer', 'iframe', 'canvas', 'video', 'audio', 'object', 'time',
]);
const SKIP_CLASSES = new Set([
  'theme-doc-toc-mobile', 'theme-doc-toc-desktop', 'table-of-contents', 'pagination-nav', 'theme-doc-breadcrumbs',
  'theme-doc-footer', 'theme-doc-sidebar-container', 'theme-back-to-top-button', 'hash-link',
  'theme-doc-version-badge', 'theme-doc-version-banner', 'theme-edit-this-page', 'theme-last-updated',
  'theme-code-block', 'tabs', 'navbar', 'theme-announcement-bar', 'docusaurus-mermaid-container', 'sr-only',
]);
/** CSS-module classes carry a hash suffix (`admonitionHeading_Gvgb`), so match their stem. */
const SKIP_CLASS_PREFIXES = ['admonitionHeading_', 'tocCollapsible_', 'codeBlockContainer_'];
const BLOCK_TAGS = new Set([
  'p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'div', 'section', 'article', 'tr', 'table', 'ul', 'ol', 'dl',
  'header', 'main', 'figure', 'figcaption', 'details', 'summary', 'br', 'hr', 'label', 'caption', 'form',
  'fieldset', 'legend', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tbody', 'thead',
]);
const HEADING = /^h([1-6])$/;
const NO_CLASSES: readonly string[] = [''];
const CONTENT_ROOT_ID = '__docusaurus_skipToContent_fallback';

interface Frame {
  name: string;
  skip: boolean;
  root: boolean;
  breadcrumbs: boolean;
  breadcrumbItem: boolean;
  link: boolean;
}

interface Section {
  level: number;
  /** lvl1..lvl6 at the time the section started (index 0 = lvl1). */
  headings: (string | null)[];
  anchor: string | null;
  blocks: string[];
}

interface WalkResult {
  h1: string | null;
  sections: Section[];
  breadcrumbs: string[];
  activeSidebarIsCategory: boolean;
}

function shouldSkip(name: string, attrs: Record<string, string>, classes: readonly string[], parent: Frame | undefined): boolean {
  if (SKIP_TAGS.has(name)) return true;
  // Decorative subtrees, and tab strips whose labels (curl / JavaScript / Python) repeat everywhere.
  if (attrs['aria-hidden'] === 'true' || 'hidden' in attrs || attrs.role === 'img' || attrs.role === 'tablist') return true;
  // The blog post header keeps its title but not the date, reading time and author cards.
  if (name === 'div' && parent?.name === 'header') return true;
  for (const c of classes) {
    if (SKIP_CLASSES.has(c)) return true;
    for (const prefix of SKIP_CLASS_PREFIXES) if (c.startsWith(prefix)) return true;
  }
  return false;
}

function walkBody(html: string): WalkResult {
  const stack: Frame[] = [];
  let skipDepth = 0;
  let rootDepth = 0;
  let linkDepth = 0;
  let inBody = false;

  const breadcrumbs: string[] = [];
  let breadcrumbDepth = 0;
  let breadcrumbText: string | null = null;
  let activeSidebarIsCategory = false;

  let h1: string | null = null;
  const headings: (string | null)[] = [null, null, null, null, null, null];
  const sections: Section[] = [{level: 1, headings: [...headings], anchor: null, blocks: []}];
  let inline = '';
  let heading: {level: number; id: string | null; text: string} | null = null;

  const current = () => sections[sections.length - 1];
  const flush = () => {
    const text = collapse(inline);
    inline = '';
    if (text) current().blocks.push(text);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'body') inBody = true;
        const parent = stack[stack.length - 1];
        const classes = attrs.class ? attrs.class.split(/\s+/) : NO_CLASSES;
        const frame: Frame = {
          name,
          skip: inBody && shouldSkip(name, attrs, classes, parent),
          root: attrs.id === CONTENT_ROOT_ID || name === 'main',
          breadcrumbs: classes.includes('theme-doc-breadcrumbs'),
          breadcrumbItem: breadcrumbDepth > 0 && name === 'li',
          link: name === 'a',
        };
        stack.push(frame);
        if (frame.breadcrumbs) breadcrumbDepth += 1;
        if (frame.breadcrumbItem) breadcrumbText = '';
        if (name === 'a' && attrs['aria-current'] === 'page' && classes.includes('menu__link')) {
          activeSidebarIsCategory = classes.includes('menu__link--sublist');
        }
        if (frame.root) rootDepth += 1;
        if (frame.link) linkDepth += 1;
        if (frame.skip) skipDepth += 1;
        if (skipDepth > 0 || rootDepth === 0) return;

        const m = HEADING.exec(name);
        // Headings inside links are card titles pointing at other pages, not sections of this one.
        if (m && linkDepth === 0 && !heading) {
          flush();
          heading = {level: Number(m[1]), id: attrs.id || null, text: ''};
        } else if (BLOCK_TAGS.has(name)) {
          if (heading) heading.text += ' ';
          else flush();
        } else if (name === 'span') {
          // Components lay spans out as blocks (card name, category, summary); Markdown rarely
          // emits spans, so a space here separates words without splitting prose.
          if (heading) heading.text += ' ';
          else inline += ' ';
        }
      },
      ontext(text) {
        if (breadcrumbText !== null) breadcrumbText += text;
        if (skipDepth > 0 || rootDepth === 0) return;
        if (heading) heading.text += text;
        else inline += text;
      },
      onclosetag() {
        // htmlparser2 reports every close, implied ones included, so the stack mirrors the document.
        const frame = stack.pop();
        if (frame) closeFrame(frame);
      },
    },
    {decodeEntities: true},
  );

  function closeFrame(frame: Frame): void {
    const active = skipDepth === 0 && rootDepth > 0;
    if (active) {
      const m = HEADING.exec(frame.name);
      if (heading && m && Number(m[1]) === heading.level) {
        endHeading(heading);
        heading = null;
      } else if (!heading && BLOCK_TAGS.has(frame.name)) {
        flush();
      } else if (heading && BLOCK_TAGS.has(frame.name)) {
        heading.text += ' ';
      } else if (frame.name === 'span') {
        if (heading) heading.text += ' ';
        else inline += ' ';
      }
    }
    if (frame.skip) skipDepth -= 1;
    if (frame.root) rootDepth -= 1;
    if (frame.link) linkDepth -= 1;
    if (frame.breadcrumbItem && breadcrumbText !== null) {
      const text = collapse(breadcrumbText);
      if (text) breadcrumbs.push(text);
      breadcrumbText = null;
    }
    if (frame.breadcrumbs) breadcrumbDepth -= 1;
  }

  function endHeading(h: {level: number; id: string | null; text: string}) {
    const text = collapse(h.text);
    if (!text) return;
    if (h.level === 1 && h1 === null) {
      h1 = text;
      headings[0] = text;
      sections[0].headings[0] = text;
      return;
    }
    // A second h1 (components rendering their own) nests under the page title.
    const level = Math.max(2, h.level);
    headings[level - 1] = text;
    for (let i = level; i < 6; i += 1) headings[i] = null;
    sections.push({level, headings: [...headings], anchor: h.id, blocks: []});
  }

  parser.write(withoutCodeBlockBodies(bodyOf(html)));
  parser.end();
  flush();
  return {h1, sections, breadcrumbs, activeSidebarIsCategory};
}

/** From `<body` on: the head holds nothing the walk reads (readPageMeta reads it). */
function bodyOf(html: string): string {
  const start = html.search(/<body[\s>]/i);
  return start === -1 ? html : html.slice(start);
}

/** A `<pre>` element: its start tag (quoted attribute values may hold `>`), content and end tag. */
const PRE_ELEMENT = /(<pre\b(?:[^>"']|"[^"]*"|'[^']*')*>)([\s\S]*?)(<\/pre\s*>)/gi;

/**
 * The HTML with the content of each `<pre>` dropped. Code blocks are skipped anyway, and their
 * syntax-highlighting spans are about 40 % of the site's HTML: the parser's largest cost. A `<pre>`
 * holding another is left alone, so the elements open and close as before.
 */
export function withoutCodeBlockBodies(html: string): string {
  return html.replace(PRE_ELEMENT, (element, start: string, content: string, end: string) => (/<pre\b/i.test(content) ? element : start + end));
}

// ---------------------------------------------------------------------------------------------
// Chunking

const SENTENCE_END = /[。！？；!?;]|\.(?=\s)/g;

/**
 * Splits text longer than `size` at sentence ends, then at spaces, then anywhere. Pieces keep
 * their own spacing, so concatenating them gives back the text.
 */
function splitLong(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const sentences: string[] = [];
  let last = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    sentences.push(text.slice(last, m.index + 1));
    last = m.index + 1;
  }
  if (last < text.length) sentences.push(text.slice(last));
  const out: string[] = [];
  for (let s of sentences) {
    while (s.length > size) {
      let cut = s.lastIndexOf(' ', size);
      if (cut < size / 2) cut = size;
      // Never cut a surrogate pair in half.
      if (/[\ud800-\udbff]/.test(s.charAt(cut - 1))) cut += 1;
      out.push(s.slice(0, cut));
      s = s.slice(cut);
    }
    if (s) out.push(s);
  }
  return out;
}

/** Packs the blocks of one section into chunks of about `size` characters. */
export function chunkBlocks(blocks: string[], size = DEFAULT_CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  let cur = '';
  for (const block of blocks) {
    splitLong(block, size).forEach((piece, i) => {
      // Blocks are joined by a space; pieces of one block by nothing (their spacing is inside).
      const sep = cur && i === 0 ? ' ' : '';
      if (cur && cur.length + sep.length + piece.trim().length > size) {
        chunks.push(cur.trim());
        cur = piece.trimStart();
      } else {
        cur += sep + piece;
      }
    });
  }
  if (cur.trim()) chunks.push(cur.trim());
  return chunks;
}

// ---------------------------------------------------------------------------------------------

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
 * read. Call {@link shouldIndex} first.
 */
export function extractRecords(html: string, path: string, siteUrl: string, options: ExtractOptions = {}, meta = readPageMeta(html)): DocSearchRecord[] {
  const {siteTitle = 'apis', chunkSize = DEFAULT_CHUNK_SIZE} = options;
  const body = walkBody(html);
  const isDocs = meta.htmlClasses.includes('docs-doc-page') || meta.docusaurusTag.startsWith('docs-');
  // One crumb is either the page itself or a category whose index page this is.
  const category =
    body.breadcrumbs.length >= 2 || (body.breadcrumbs.length === 1 && body.activeSidebarIsCategory)
      ? body.breadcrumbs[0]
      : null;
  const lvl0 = sectionOf(path, {isDocs, breadcrumbCategory: category});
  const lvl1 = body.h1 ?? stripSiteTitle(meta.title, siteTitle) ?? normalisePath(path);
  const base = pageUrl(normalisePath(path), siteUrl);
  const pageRank = pageRankOf(lvl0);

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
      });
    });
  }
  return records;
}
