// The policy files and <meta> tags of a real build (BUILD_DIR, default build/), read with a parser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {listHtmlFiles, htmlFileToUrlPath} from '../../lib/site-html.mjs';
import {scanPage} from '../node/scan';
import {directiveSources} from '../shared/runtimeStyles';
import {SECURITY_DIR} from '..';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const policies = JSON.parse(fs.readFileSync(path.join(buildDir, SECURITY_DIR, 'headers.json'), 'utf8')) as {
  header: string;
  overrides: Record<string, string>;
  headers: Record<string, string>;
};

/**
 * Bytes of the Content-Security-Policy header every response carries. Above HPACK's default table
 * (4,096 bytes) an HTTP/2 server sends it again in full with every asset; today it is about 1.8 KiB.
 */
const HEADER_BUDGET = 3 * 1024;

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

test('the header allows every page’s inline scripts and styles; only pages drawing runtime styles have their own', () => {
  const scriptSources = new Set(directiveSources(policies.header, 'script-src'));
  const styleSources = new Set(directiveSources(policies.header, 'style-src'));
  for (const {urlPath, scan} of pages) {
    assert.equal(urlPath in policies.overrides, scan.needsRuntimeStyles, urlPath);
    if (scan.needsRuntimeStyles) continue;
    for (const hash of scan.scripts) assert.ok(scriptSources.has(hash), `${urlPath}: script ${hash}`);
    for (const hash of [...scan.styleAttributes, ...scan.styleElements]) assert.ok(styleSources.has(hash), `${urlPath}: style ${hash}`);
  }
  assert.doesNotMatch(policies.header, /'unsafe-inline'|'unsafe-eval'/);
});

test(`the header policy stays within ${HEADER_BUDGET} bytes`, () => {
  const bytes = Buffer.byteLength(policies.header);
  assert.ok(bytes <= HEADER_BUDGET, `${bytes} bytes: a page writes too many distinct inline styles (use classes or SVG attributes)`);
});

test('nginx gets the same policy: the map’s default is the header, each override is mapped', () => {
  const map = fs.readFileSync(path.join(buildDir, SECURITY_DIR, 'nginx-map.conf'), 'utf8');
  assert.ok(map.includes(`default ${JSON.stringify(policies.header)};`));
  for (const [urlPath, policy] of Object.entries(policies.overrides)) assert.ok(map.includes(`${JSON.stringify(urlPath)} ${JSON.stringify(policy)};`), urlPath);
});
