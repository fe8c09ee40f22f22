import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {ENTRY_SCRIPT, leanSsrTemplate} from '../ssr-template';

const DATA = {
  appHtml: '<p>正文</p>',
  baseUrl: '/',
  htmlAttributes: 'lang="zh"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/main.0123abcd.js', 'assets/js/81668.eacf2458.js', 'assets/js/55648.996d9c04.js'],
  stylesheets: ['assets/css/styles.bcc75546.css', 'assets/css/a94703ab.5edfbd72.css'],
  noIndex: false,
  version: '3.10.2',
};

test('the page template writes every stylesheet and, of the scripts, the main bundle only', async () => {
  const html = (await compileSSGTemplate(leanSsrTemplate()))(DATA);
  assert.match(html, /<script src="\/assets\/js\/main\.0123abcd\.js" defer><\/script>/);
  assert.doesNotMatch(html, /81668|55648/);
  for (const stylesheet of DATA.stylesheets) assert.ok(html.includes(`<link rel="stylesheet" href="/${stylesheet}" />`), stylesheet);
  // Docusaurus' own template writes them all: what this test would see without the narrowing.
  const upstream = (await compileSSGTemplate((await import('@docusaurus/core/lib/ssg/ssgTemplate.html.js')).default))(DATA);
  assert.match(upstream, /81668/);
});

test('the entry script pattern takes the main bundle and no chunk', () => {
  assert.match('assets/js/main.0123abcd.js', ENTRY_SCRIPT);
  for (const chunk of ['assets/js/81668.eacf2458.js', 'assets/js/runtime~main.0123abcd.js', 'assets/js/domain.0123abcd.js']) assert.doesNotMatch(chunk, ENTRY_SCRIPT);
});

test('a template without the script loop this narrows is refused, not silently kept', () => {
  assert.throws(() => leanSsrTemplate('<html><% it.scripts.map((s) => s) %></html>'), /script loop/);
});
