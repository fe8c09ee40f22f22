import {test} from 'node:test';
import assert from 'node:assert/strict';
import {directivesFor, headerPolicy, nginxPathPattern, metaPolicy, nginxHeaders, nginxMap, sitePolicies, type PolicySources} from '../node/policy';
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

test('the site header allows what most pages share; a page needing more, or runtime styles, gets its own', () => {
  const bare = scanPage('<html><head></head><body></body></html>');
  const policies = sitePolicies(new Map([['/a', ordinary], ['/b', other], ['/c', ordinary], ['/empty', bare], ['/diagrams', diagrams]]), SOURCES);
  const [theme, redirect] = [...other.scripts];
  assert.deepEqual(directiveSources(policies.header, 'script-src'), ["'self'", theme], 'the theme script only: /b alone runs the redirect');
  assert.ok(directiveSources(policies.header, 'style-src')!.includes([...ordinary.styleAttributes][0]!), 'the style attribute three of five pages write');
  assert.equal(directiveSources(policies.header, 'style-src')!.includes("'unsafe-inline'"), false);
  assert.deepEqual(Object.keys(policies.overrides).sort(), ['/b', '/diagrams'], 'a page needing less than the header keeps it');
  assert.deepEqual(directiveSources(policies.overrides['/b'], 'script-src')!.sort(), ["'self'", redirect, theme].sort());
  assert.deepEqual(directiveSources(policies.header, 'frame-ancestors'), ["'none'"]);
  assert.equal(policies.headers['X-Frame-Options'], 'DENY');
});

test('frame-ancestors stays out of the <meta>, where browsers ignore it', () => {
  const directives = directivesFor([ordinary], SOURCES);
  assert.equal(directiveSources(metaPolicy(directives), 'frame-ancestors'), undefined);
  assert.deepEqual(directiveSources(headerPolicy(directives), 'frame-ancestors'), ["'none'"]);
});

test('nginx gets a map from the paths of each page with its own policy to that policy, document headers for documents only, every header quoted', () => {
  const policies = sitePolicies(new Map([['/a', ordinary], ['/t/diagrams', diagrams]]), SOURCES);
  const map = nginxMap(policies);
  assert.match(map, /^map \$uri \$apis_page_csp \{$/m);
  assert.ok(map.includes(`    default "${policies.header}";`));
  assert.ok(map.includes(`    "~^/t/diagrams(?:\\\\.html|/index\\\\.html)?$" "${policies.overrides['/t/diagrams']}";`), map);
  // nginx reads "\\|" in a quoted string as "\|": a literal bar in the regular expression.
  assert.ok(map.includes('map "$sent_http_content_type|$uri" $apis_document {\n    default 0;\n    "~(html|xml)[^|]*\\\\|" 1;\n    "~\\\\|/sw\\\\.js$" 1;\n}'), map);
  assert.ok(map.includes('map $apis_document $apis_csp {\n    1 $apis_page_csp;\n    default "";\n}'));
  assert.ok(map.includes('map $apis_document $apis_permissions_policy {\n    1 "accelerometer=()'));
  const headers = nginxHeaders(policies);
  assert.match(headers, /^add_header Content-Security-Policy \$apis_csp always;$/m);
  assert.match(headers, /^add_header Cross-Origin-Opener-Policy \$apis_cross_origin_opener_policy always;$/m);
  assert.match(headers, /^add_header X-Frame-Options "DENY" always;$/m);
});

test('a page’s nginx key is an anchored pattern for its three file paths, its characters taken literally', () => {
  const matches = (urlPath: string, uri: string) => new RegExp(nginxPathPattern(urlPath).slice(1)).test(uri);
  for (const uri of ['/blog/releases/3.5', '/blog/releases/3.5.html', '/blog/releases/3.5/index.html']) assert.ok(matches('/blog/releases/3.5', uri), uri);
  for (const uri of ['/blog/releases/3x5', '/blog/releases/3.5/other', '/x/blog/releases/3.5']) assert.ok(!matches('/blog/releases/3.5', uri), uri);
  assert.ok(matches('/tests/带 空格+(a)', '/tests/带 空格+(a)/index.html'));
  for (const uri of ['/', '/index.html', '//index.html']) assert.ok(matches('/', uri), uri);
  assert.ok(!matches('/', '/google'));
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
