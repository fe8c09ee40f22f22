import {test} from 'node:test';
import assert from 'node:assert/strict';
import {directivesFor, headerPolicy, metaPolicy, nginxHeaders, nginxMap, sitePolicies, type PolicySources} from '../node/policy';
import {scanPage} from '../node/scan';
import {isDocumentFile} from '../shared/documents.mjs';
import {directiveSources, policyAllowsInlineStyles, RUNTIME_STYLES_ATTRIBUTE} from '../shared/runtimeStyles';

const SOURCES: PolicySources = {connect: ['https://api.example.net'], images: ['https://img.example.net'], scripts: [], runtimeStyleHashes: ["'sha256-AAAA'"]};
const ordinary = scanPage('<html><head><script>theme()</script></head><body><svg style=display:none></svg></body></html>');
const other = scanPage('<html><head><script>theme()</script><script>redirect()</script></head><body></body></html>');
const diagrams = scanPage(`<html><head><script>theme()</script></head><body><div ${RUNTIME_STYLES_ATTRIBUTE}></div><svg style=display:none></svg></body></html>`);

test('scripts are allowed by hash only, styles by hash with unsafe-hashes for attributes', () => {
  const directives = directivesFor([ordinary], SOURCES);
  assert.equal(directives['script-src']!.length, 2);
  assert.ok(!directives['script-src']!.some((source) => /unsafe/.test(source)));
  assert.deepEqual(directives['style-src']!.slice(0, 2), ["'self'", "'unsafe-hashes'"]);
  assert.ok(directives['style-src']!.includes("'sha256-AAAA'"), 'the runtime stylesheet');
  assert.deepEqual(directives['connect-src'], ["'self'", 'https://api.example.net']);
  assert.deepEqual(directives['object-src'], ["'none'"]);
});

test('a page drawing runtime styles gets unsafe-inline styles and no style hash (which would disable it); its scripts stay hashed', () => {
  const styles = directivesFor([diagrams], SOURCES)['style-src']!;
  assert.deepEqual(styles, ["'self'", "'unsafe-inline'"]);
  assert.equal(policyAllowsInlineStyles(headerPolicy(directivesFor([diagrams], SOURCES))), true);
  assert.equal(policyAllowsInlineStyles(headerPolicy(directivesFor([ordinary], SOURCES))), false);
});

test('the site header is the union of the ordinary pages; the runtime-styles page alone gets its own', () => {
  const policies = sitePolicies(new Map([['/a', ordinary], ['/b', other], ['/diagrams', diagrams]]), SOURCES);
  assert.equal(directiveSources(policies.header, 'script-src')!.length, 3, 'self and both scripts');
  assert.equal(directiveSources(policies.header, 'style-src')!.includes("'unsafe-inline'"), false);
  assert.deepEqual(Object.keys(policies.overrides), ['/diagrams']);
  assert.deepEqual(directiveSources(policies.header, 'frame-ancestors'), ["'none'"]);
  assert.equal(policies.headers['X-Frame-Options'], 'DENY');
});

test('frame-ancestors stays out of the <meta>, where browsers ignore it', () => {
  const directives = directivesFor([ordinary], SOURCES);
  assert.equal(directiveSources(metaPolicy(directives), 'frame-ancestors'), undefined);
  assert.deepEqual(directiveSources(headerPolicy(directives), 'frame-ancestors'), ["'none'"]);
});

test('nginx gets a map from each path of a runtime-styles page to its policy, document headers for documents only, every header quoted', () => {
  const policies = sitePolicies(new Map([['/a', ordinary], ['/t/diagrams', diagrams]]), SOURCES);
  const map = nginxMap(policies);
  assert.match(map, /^map \$uri \$apis_page_csp \{$/m);
  assert.ok(map.includes(`    default "${policies.header}";`));
  for (const key of ['"/t/diagrams"', '"/t/diagrams.html"', '"/t/diagrams/index.html"']) assert.ok(map.includes(`    ${key} "${policies.overrides['/t/diagrams']}";`), key);
  // nginx reads "\\|" in a quoted string as "\|": a literal bar in the regular expression.
  assert.ok(map.includes('map "$sent_http_content_type|$uri" $apis_document {\n    default 0;\n    "~(html|xml)[^|]*\\\\|" 1;\n    "~\\\\|/sw\\\\.js$" 1;\n}'), map);
  assert.ok(map.includes('map $apis_document $apis_csp {\n    1 $apis_page_csp;\n    default "";\n}'));
  assert.ok(map.includes('map $apis_document $apis_permissions_policy {\n    1 "accelerometer=()'));
  const headers = nginxHeaders(policies);
  assert.match(headers, /^add_header Content-Security-Policy \$apis_csp always;$/m);
  assert.match(headers, /^add_header Cross-Origin-Opener-Policy \$apis_cross_origin_opener_policy always;$/m);
  assert.match(headers, /^add_header X-Frame-Options "DENY" always;$/m);
});

test('documents are what a browser renders or runs as the worker: pages, SVG, XML and /sw.js, not assets', () => {
  for (const file of ['/index.html', '/google/ccxt.html', '/img/logo.svg', '/sitemap.xml', '/blog/rss.xml', '/sw.js']) assert.equal(isDocumentFile(file), true, file);
  for (const file of ['/assets/js/main.1234abcd.js', '/assets/css/styles.1234abcd.css', '/manifest.json', '/img/icons/icon-192.png', '/454.sw.js', '/catalogue/v1/apis.json']) {
    assert.equal(isDocumentFile(file), false, file);
  }
});

test('reading a serialized policy: style-src, else default-src; a hash or nonce cancels unsafe-inline', () => {
  assert.equal(policyAllowsInlineStyles(undefined), true);
  assert.equal(policyAllowsInlineStyles("default-src 'self'"), false);
  assert.equal(policyAllowsInlineStyles("default-src 'self' 'unsafe-inline'"), true);
  assert.equal(policyAllowsInlineStyles("style-src 'self' 'unsafe-inline' 'sha256-x'"), false);
  assert.equal(policyAllowsInlineStyles("style-src 'unsafe-inline' 'nonce-abc'"), false);
  assert.equal(policyAllowsInlineStyles("script-src 'self'; STYLE-SRC 'self' 'unsafe-inline'"), true);
});
