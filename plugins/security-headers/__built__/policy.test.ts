// The policy files and <meta> tags of a real build (BUILD_DIR, default build/), read with a parser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {listHtmlFiles, htmlFileToUrlPath} from '../../lib/site-html.mjs';
import {scanPage} from '../node/scan';
import {directiveSources} from '../shared/runtimeStyles';
import {SECURITY_DIR} from '../node/write';
import {nginxPathPattern} from '../node/policy';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const policies = JSON.parse(fs.readFileSync(path.join(buildDir, SECURITY_DIR, 'headers.json'), 'utf8')) as {
  header: string;
  overrides: Record<string, string>;
  headers: Record<string, string>;
};

/**
 * Bytes of the Content-Security-Policy header every document without its own carries: part of the first
 * round trip of every page load. It was about 1.9 KiB while it allowed every page's inline content.
 */
const HEADER_BUDGET = 1.5 * 1024;

/** The first element of <head> and its attributes. */
function firstInHead(html: string): {name: string; attributes: Record<string, string>} | undefined {
  let inHead = false;
  let first: {name: string; attributes: Record<string, string>} | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (first) return;
      if (inHead) first = {name, attributes};
      if (name === 'head') inHead = true;
    },
  });
  parser.end(html);
  return first;
}

const pages = listHtmlFiles(buildDir).map((file) => {
  const html = fs.readFileSync(file, 'utf8');
  return {urlPath: htmlFileToUrlPath(buildDir, file), html, scan: scanPage(html)};
});

test('every page carries its policy as the first element of <head>, allowing exactly its own inline scripts', () => {
  assert.ok(pages.length > 100);
  for (const {urlPath, html, scan} of pages) {
    const first = firstInHead(html);
    assert.equal(first?.attributes['http-equiv'], 'Content-Security-Policy', urlPath);
    const scripts = directiveSources(first!.attributes.content!, 'script-src')!;
    assert.deepEqual(scripts.filter((source) => source.startsWith("'sha256-")).sort(), [...scan.scripts].sort(), urlPath);
    assert.equal(directiveSources(first!.attributes.content!, 'frame-ancestors'), undefined, `${urlPath}: no frame-ancestors in a <meta>`);
  }
});

test('each page’s header allows its inline scripts and styles; the site header allows only what most pages share', () => {
  const hashes = (policy: string, directive: string) => new Set(directiveSources(policy, directive)!.filter((source) => source.startsWith("'sha256-")));
  for (const {urlPath, scan} of pages) {
    const policy = policies.overrides[urlPath] ?? policies.header;
    if (scan.needsRuntimeStyles) assert.ok(urlPath in policies.overrides, `${urlPath} draws runtime styles`);
    const scripts = hashes(policy, 'script-src');
    const styles = hashes(policy, 'style-src');
    for (const hash of scan.scripts) assert.ok(scripts.has(hash), `${urlPath}: script ${hash}`);
    if (!scan.needsRuntimeStyles) for (const hash of [...scan.styleAttributes, ...scan.styleElements]) assert.ok(styles.has(hash), `${urlPath}: style ${hash}`);
  }
  const pagesWith = (hash: string) => pages.filter(({scan}) => scan.scripts.has(hash) || scan.styleAttributes.has(hash) || scan.styleElements.has(hash)).length;
  for (const hash of [...hashes(policies.header, 'script-src'), ...hashes(policies.header, 'style-src')]) {
    if (pagesWith(hash) === 0) continue; // the search dialog's runtime stylesheet
    assert.ok(pagesWith(hash) * 2 >= pages.length, `the header allows ${hash}, which only ${pagesWith(hash)} of ${pages.length} pages use`);
  }
  assert.ok(!('/404' in policies.overrides), 'the not-found page answers any address, under the site header');
  assert.ok(Object.keys(policies.overrides).length < pages.length / 10, `${Object.keys(policies.overrides).length} pages with their own header`);
  assert.doesNotMatch(policies.header, /'unsafe-inline'|'unsafe-eval'/);
});

test(`the header policy stays within ${HEADER_BUDGET} bytes`, () => {
  const bytes = Buffer.byteLength(policies.header);
  assert.ok(bytes <= HEADER_BUDGET, `${bytes} bytes: the inline scripts and styles most pages share have grown (use classes or SVG attributes)`);
});

test('nginx gets the same policy: the map’s default is the header, each override is mapped', () => {
  const map = fs.readFileSync(path.join(buildDir, SECURITY_DIR, 'nginx-map.conf'), 'utf8');
  assert.ok(map.includes(`default ${JSON.stringify(policies.header)};`));
  for (const [urlPath, policy] of Object.entries(policies.overrides)) assert.ok(map.includes(`${JSON.stringify(nginxPathPattern(urlPath))} ${JSON.stringify(policy)};`), urlPath);
});
