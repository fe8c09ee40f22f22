// Queries over a built page, parsed with htmlparser2 as it is served (minified: unquoted attributes,
// optional end tags left out). Tests read the server-rendered HTML with these instead of a browser.
import fs from 'node:fs';
import {parseDocument} from 'htmlparser2';
import {selectAll, selectOne} from 'css-select';
import {textContent} from 'domutils';
import type {AnyNode, Document, Element} from 'domhandler';

export type {Element};

export function parseBuiltHtml(html: string): Document {
  return parseDocument(html);
}

export function readBuiltPage(file: string): Document {
  return parseBuiltHtml(fs.readFileSync(file, 'utf8'));
}

export function all(selector: string, root: AnyNode | AnyNode[]): Element[] {
  return selectAll<AnyNode, Element>(selector, root);
}

/** The one element matching `selector`; throws with the selector when there is none. */
export function one(selector: string, root: AnyNode | AnyNode[]): Element {
  const found = selectOne<AnyNode, Element>(selector, root);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

/** Text as a reader sees it, whitespace collapsed. */
export function text(node: AnyNode | AnyNode[]): string {
  return textContent(node).replace(/\s+/g, ' ').trim();
}

/** Text of the element's own text children only (not of nested elements), whitespace collapsed. */
export function ownText(element: Element): string {
  return element.children
    .filter((child) => child.type === 'text')
    .map((child) => (child as unknown as {data: string}).data)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Innermost elements whose whole text is `wanted`, like Playwright's getByText(…, {exact: true}). */
export function withExactText(root: AnyNode | AnyNode[], wanted: string): Element[] {
  return all('*', root).filter(
    (element) => text(element) === wanted && !element.children.some((child) => child.type === 'tag' && text(child) === wanted),
  );
}
