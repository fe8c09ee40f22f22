/**
 * Wraps the words of a query in <mark> in the page's content, scrolls the first one into view and
 * shows a bar with a 清除高亮 button. The page is React's: each text node that gets marks keeps its
 * place in the DOM, shortened to the text before its first mark, and the marks and the rest are new
 * siblings after it. Clearing puts the whole text back in that node and removes the siblings, so
 * React finds the nodes it rendered, and a re-render in between can only leave stray text, never a
 * node React cannot find.
 */
import {SEARCH_TERMS_TEXTS} from '@theme/SearchTranslations';
import {termRanges} from './ranges';
import styles from './styles.module.css';

/** Where the text of a page is: the Markdown of docs and posts, else the page's main element. */
function contentRoots(): Element[] {
  const markdown = Array.from(document.querySelectorAll('article .markdown'));
  if (markdown.length > 0) return markdown;
  const main = document.querySelector('main');
  return main ? [main] : [];
}

/** Text that is not read as prose, or is not ours to change. */
const SKIPPED = 'script, style, noscript, textarea, select, button, svg, mark, [aria-hidden="true"]';

/** A page of the API list has thousands of rows: the first marks are the ones a reader looks at. */
const MAX_MARKS = 300;

interface MarkedText {
  node: Text;
  text: string;
  added: Node[];
}

let marked: MarkedText[] = [];
let bar: HTMLElement | null = null;
/** History entries whose marks the visitor cleared: Back and Forward do not bring them back. */
const dismissed = new Set<string>();

function textNodes(root: Element): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.nodeValue?.trim() && !node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function markText(node: Text, ranges: readonly [number, number][]): HTMLElement[] {
  const text = node.nodeValue ?? '';
  const added: Node[] = [];
  const marks: HTMLElement[] = [];
  let after: Node = node;
  const append = (extra: Node) => {
    after.parentNode!.insertBefore(extra, after.nextSibling);
    added.push(extra);
    after = extra;
  };
  let position = ranges[0]![0];
  node.nodeValue = text.slice(0, position);
  for (const [start, end] of ranges) {
    if (start > position) append(document.createTextNode(text.slice(position, start)));
    const mark = document.createElement('mark');
    mark.className = styles.term!;
    mark.textContent = text.slice(start, end);
    append(mark);
    marks.push(mark);
    position = end;
  }
  if (position < text.length) append(document.createTextNode(text.slice(position)));
  marked.push({node, text, added});
  return marks;
}

/** The element a `#hash` names, if any (ids are percent-decoded, as the theme decodes them). */
function hashTarget(hash: string): Element | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The first mark in the section the hit pointed to (at or after its anchor), else the first. */
function firstMark(marks: readonly HTMLElement[], hash: string): HTMLElement {
  const target = hashTarget(hash);
  return (target && marks.find((mark) => target.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING)) || marks[0]!;
}

function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const barTop = bar?.getBoundingClientRect().top ?? window.innerHeight;
  return box.top >= navbar && box.bottom <= barTop;
}

/**
 * The button that had focus is gone with the bar: focus moves to the text that was marked, as
 * Docusaurus' skip link does, so the next Tab continues from there and not from the page's start.
 */
function focusContent(): void {
  const root = contentRoots()[0];
  if (!(root instanceof HTMLElement)) return;
  root.setAttribute('tabindex', '-1');
  root.focus({preventScroll: true});
  root.addEventListener('blur', () => root.removeAttribute('tabindex'), {once: true});
}

function showBar(query: string, count: number, key: string | undefined): void {
  const {barLabel, summary, clear} = SEARCH_TERMS_TEXTS;
  bar = document.createElement('aside');
  bar.className = styles.bar!;
  bar.setAttribute('aria-label', barLabel);
  const text = document.createElement('p');
  text.className = styles.summary!;
  text.textContent = summary(query, count);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `button button--sm button--primary ${styles.clear}`;
  button.textContent = clear;
  button.addEventListener('click', () => {
    if (key) dismissed.add(key);
    clearSearchTerms();
    focusContent();
  });
  bar.append(text, button);
  // After the app's root: React never renders there, and the bar comes last in the tab order.
  document.body.append(bar);
}

/** Marks the words of `query` on the page now shown at `location`. */
export function markSearchTerms(query: string, location: {hash: string; key?: string}): void {
  clearSearchTerms();
  const find = termRanges(query);
  if (!find || (location.key && dismissed.has(location.key))) return;
  const marks: HTMLElement[] = [];
  for (const node of contentRoots().flatMap(textNodes)) {
    if (marks.length >= MAX_MARKS) break;
    const ranges = find(node.nodeValue ?? '');
    if (ranges.length > 0) marks.push(...markText(node, ranges.slice(0, MAX_MARKS - marks.length)));
  }
  if (marks.length === 0) return;
  showBar(query, marks.length, location.key);
  const first = firstMark(marks, location.hash);
  if (!isInView(first)) first.scrollIntoView({block: 'center'});
}

export function clearSearchTerms(): void {
  for (const {node, text, added} of marked) {
    added.forEach((extra) => extra.parentNode?.removeChild(extra));
    node.nodeValue = text;
  }
  marked = [];
  bar?.remove();
  bar = null;
}
