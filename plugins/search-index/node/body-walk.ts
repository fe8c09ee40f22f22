/**
 * One streaming htmlparser2 pass over a built page's `<body>`: the page title (h1), its sections
 * (heading path, anchor, text blocks) and breadcrumbs. A stream instead of a DOM: ~430 pages of
 * up to 170 KB each, and the walk needs only one pass.
 */
import {Parser} from 'htmlparser2';
import {collapse} from './text';

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

export interface Section {
  level: number;
  /** lvl1..lvl6 at the time the section started (index 0 = lvl1). */
  headings: (string | null)[];
  anchor: string | null;
  blocks: string[];
}

export interface WalkResult {
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

/** The title, sections and breadcrumbs of a built page, from its `<body>`. */
export function walkBody(html: string): WalkResult {
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

