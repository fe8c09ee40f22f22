// Reads one built page with a real HTML parser. Production HTML is minified: attribute values are
// unquoted and optional end tags (</p>, </li>, </tr>, </td>, </tbody>) are dropped, so nothing
// here may assume either; htmlparser2 reports implied closes like a browser would.
import {Parser} from 'htmlparser2';

/** Attributes that hold one URL, on any element. */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'data', 'action', 'xlink:href'];

/** `<meta>` entries whose content is a URL of a page or an image. */
const URL_META = new Set(['og:url', 'og:image', 'twitter:image', 'twitter:url']);

/** Subtrees whose text is not prose: code is allowed to show Markdown, scripts are not text. */
const NON_PROSE = new Set(['script', 'style', 'noscript', 'template', 'pre', 'code', 'kbd', 'samp', 'textarea', 'svg', 'math']);

/** Elements that start a new line of text when rendered. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'button', 'caption', 'dd', 'details', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label',
  'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
]);

/**
 * @typedef {{tag: string, attribute: string, url: string}} Reference
 * @typedef {{ids: Set<string>, classes: Set<string>, references: Reference[], textBlocks: string[]}} PageContent
 */

/**
 * The URLs of a `srcset` value ("a.png 1x, b.png 640w" → ["a.png", "b.png"]), following the HTML
 * parsing rules: a URL runs to the next space, and a comma ends a candidate only outside it.
 * @param {string} value
 * @returns {string[]}
 */
export function srcsetUrls(value) {
  /** @type {string[]} */
  const urls = [];
  let position = 0;
  while (position < value.length) {
    while (position < value.length && /[\s,]/.test(value[position])) position += 1;
    let end = position;
    while (end < value.length && !/\s/.test(value[end])) end += 1;
    let url = value.slice(position, end);
    position = end;
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else while (position < value.length && value[position] !== ',') position += 1;
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * Every id/name, every class, every URL an element points to, and the visible prose as blocks of text
 * (one per paragraph, list item, cell, heading…), with code, scripts and styles left out.
 * @param {string} html
 * @returns {PageContent}
 */
export function readPage(html) {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Set<string>} */
  const classes = new Set();
  /** @type {Reference[]} */
  const references = [];
  /** @type {string[]} */
  const textBlocks = [];
  let block = '';
  let nonProseDepth = 0;
  /** Whether each open element is non-prose. @type {boolean[]} */
  const open = [];

  const endBlock = () => {
    const text = block.replace(/[ \t\r\f\v]+/g, ' ').trim();
    if (text) textBlocks.push(text);
    block = '';
  };

  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (attributes.name && tag !== 'meta') ids.add(attributes.name);
        for (const name of attributes.class?.split(/\s+/) ?? []) if (name) classes.add(name);
        for (const attribute of URL_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value !== undefined) references.push({tag, attribute, url: value.trim()});
        }
        if (attributes.srcset) {
          for (const url of srcsetUrls(attributes.srcset)) references.push({tag, attribute: 'srcset', url});
        }
        if (tag === 'meta' && URL_META.has(attributes.property ?? attributes.name ?? '') && attributes.content) {
          references.push({tag, attribute: 'content', url: attributes.content.trim()});
        }
        const nonProse = NON_PROSE.has(tag);
        if (nonProse) nonProseDepth += 1;
        else if (nonProseDepth === 0 && BLOCK.has(tag)) endBlock();
        open.push(nonProse);
      },
      ontext(text) {
        if (nonProseDepth === 0) block += text;
      },
      onclosetag(tag) {
        if (open.pop()) nonProseDepth -= 1;
        else if (nonProseDepth === 0 && BLOCK.has(tag)) endBlock();
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  endBlock();
  return {ids, classes, references, textBlocks};
}
