/**
 * What a built page runs and styles inline, read with a parser (production HTML is minified: attributes
 * unquoted, end tags dropped): the SHA-256 of each executable inline script, of each style attribute and
 * of each style element, and whether the page holds something that draws styles at run time (the marker
 * of @theme/RuntimeStyles, around Mermaid diagrams).
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';
import {RUNTIME_STYLES_ATTRIBUTE} from '../shared/runtimeStyles';

export interface PageScan {
  scripts: Set<string>;
  styleAttributes: Set<string>;
  styleElements: Set<string>;
  needsRuntimeStyles: boolean;
}

/** `'sha256-…'` of a text, as CSP writes a hash. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types a browser executes; others (application/ld+json) are data, outside script-src. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);


export function scanPage(html: string): PageScan {
  const scan: PageScan = {scripts: new Set(), styleAttributes: new Set(), styleElements: new Set(), needsRuntimeStyles: false};
  let collecting: 'script' | 'style' | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) scan.styleAttributes.add(cspHash(attributes.style));
        if (attributes[RUNTIME_STYLES_ATTRIBUTE] !== undefined) scan.needsRuntimeStyles = true;
        if (name === 'script' && attributes.src === undefined && EXECUTABLE.has((attributes.type ?? '').toLowerCase())) collecting = 'script';
        else if (name === 'style') collecting = 'style';
        else return;
        text = '';
      },
      ontext(data) {
        if (collecting) text += data;
      },
      onclosetag(name) {
        if (collecting === 'script' && name === 'script') scan.scripts.add(cspHash(text));
        if (collecting === 'style' && name === 'style') scan.styleElements.add(cspHash(text));
        if (name === 'script' || name === 'style') collecting = null;
      },
    },
    // Script and style text is raw: entities inside them are not decoded, as in the browser.
    {decodeEntities: true, recognizeSelfClosing: true},
  );
  parser.end(html);
  return scan;
}
