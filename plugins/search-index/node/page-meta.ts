/**
 * What a built page says about itself in `<head>` (and on the `<html>` tag): its title, the
 * DocSearch tag and language, its description and keywords (front matter), and whether robots or
 * a redirect keep it out of the index.
 */
import {Parser} from 'htmlparser2';
import {collapse} from './text';

export interface PageMeta {
  title: string | null;
  docusaurusTag: string;
  language: string;
  robotsNoindex: boolean;
  metaRefresh: boolean;
  htmlClasses: string[];
  /** `<meta name=description>`: the front matter's description, else the docs plugin's excerpt. */
  description: string | null;
  /** `<meta name=keywords>`, split at commas: the front matter's keywords, else the site's. */
  keywords: string[];
}

/** Keywords are written "a, b" (Docusaurus joins a front matter list with ", "), or with Chinese commas. */
const KEYWORD_SEPARATOR = /\s*[,，、]\s*/;

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
    description: null,
    keywords: [],
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
          if (key === 'description') meta.description = collapse(content) || null;
          if (key === 'keywords') meta.keywords = content.split(KEYWORD_SEPARATOR).map(collapse).filter(Boolean);
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
