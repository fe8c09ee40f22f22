import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {
  pagesNotPrecached,
  bundledImagesNamedIn,
  filesImportedOnlyBy,
  filesInDirectories,
  isUnderAnyPrefix,
  linkPreviewImageFile,
  packageOfModule,
  runtimeOnlyFiles,
  selectPrecacheEntries,
  type ClientManifest,
} from '../node/precache';
import {routePathOfKey} from '../../lib/route-chunk-names';

const manifest: ClientManifest = {
  origins: {
    docPage: ['1'],
    docContent: ['2'],
    testContent: ['3'],
    shared: ['1', '4'],
  },
  assets: {
    '1': {js: [{file: 'assets/js/doc-page.js'}]},
    '2': {js: [{file: 'assets/js/doc-content.js'}]},
    '3': {js: [{file: 'assets/js/test-content.js'}], css: [{file: 'assets/css/test.css'}]},
    '4': {js: [{file: 'assets/js/shared.js'}]},
  },
};

const routesChunkNames = {
  '/google/intro-3a1': {__comp: 'docPage', content: 'docContent', __context: {plugin: 'shared'}},
  '/tests/docs/admonitions-b22': {__comp: 'docPage', content: 'testContent', __props: {nested: 'shared'}},
};

test('route keys lose their hash suffix; prefixes match whole path segments', () => {
  assert.equal(routePathOfKey('/tests/docs/admonitions-b22'), '/tests/docs/admonitions');
  assert.equal(routePathOfKey('/blog/some-post-abc'), '/blog/some-post');
  assert.equal(isUnderAnyPrefix('/tests', ['/tests']), true);
  assert.equal(isUnderAnyPrefix('/tests/pages/x', ['/tests']), true);
  assert.equal(isUnderAnyPrefix('/testsuite', ['/tests']), false);
});

test('the link-preview image is a build file to leave out, unless it lives on another host', () => {
  assert.equal(linkPreviewImageFile('img/social-card.png'), 'img/social-card.png');
  assert.equal(linkPreviewImageFile('/img/social-card.png'), 'img/social-card.png');
  assert.equal(linkPreviewImageFile('https://cdn.example.com/card.png'), null);
  assert.equal(linkPreviewImageFile('//cdn.example.com/card.png'), null);
  assert.equal(linkPreviewImageFile(undefined), null);
});

test('files used only by runtime-only routes are excluded; files shared with other routes stay', () => {
  const excluded = runtimeOnlyFiles(routesChunkNames, manifest, ['/tests']);
  assert.deepEqual([...excluded].sort(), ['assets/css/test.css', 'assets/js/test-content.js']);
});

test('the precache keeps assets, the Markdown images scripts name (not ideal-image’s files), the search index and the two shells; drops other HTML and records', () => {
  const entries = [
    'index.html',
    '404.html',
    'google/intro.html',
    'tests/docs/admonitions.html',
    'assets/js/doc-page.js',
    'assets/js/test-content.js',
    'assets/css/styles.css',
    'assets/images/diagram-1a2b.png',
    'assets/images/screenshot-9f8e.jpg',
    'assets/ideal-img/screenshot.77aa.640.jpg',
    'img/logo.svg',
    'search/0123abcdef/meta.json',
    'search/0123abcdef/terms/h3.json',
    'search/0123abcdef/pages/12.json',
    'search/algolia-records.json',
    'sitemap.xml',
  ].map((url) => ({url, revision: 'r', size: 1}));
  // The scripts name the Markdown image and ideal-image's variant, not the original it was made from.
  const named = bundledImagesNamedIn(['e.p+"assets/images/diagram-1a2b.png"', '{srcSet:a.p+"assets/ideal-img/screenshot.77aa.640.jpg 640w"}']);
  assert.deepEqual([...named], ['assets/images/diagram-1a2b.png']);
  const kept = selectPrecacheEntries(entries, new Set(['assets/js/test-content.js']), named).map((entry) => entry.url);
  assert.deepEqual(kept, [
    'index.html',
    '404.html',
    'assets/js/doc-page.js',
    'assets/css/styles.css',
    'assets/images/diagram-1a2b.png',
    'img/logo.svg',
    'search/0123abcdef/meta.json',
    'search/0123abcdef/terms/h3.json',
    'search/0123abcdef/pages/12.json',
  ]);
});

test('a module belongs to the package after its last node_modules folder', () => {
  assert.equal(packageOfModule('javascript/esm|/site/node_modules/mermaid/dist/mermaid.core.mjs'), 'mermaid');
  assert.equal(packageOfModule('/site/node_modules/@docusaurus/theme-mermaid/lib/client/index.js'), '@docusaurus/theme-mermaid');
  assert.equal(packageOfModule('/site/node_modules/mermaid/node_modules/dompurify/dist/purify.es.mjs'), 'dompurify');
  assert.equal(packageOfModule('C:\\site\\node_modules\\katex\\dist\\katex.mjs'), 'katex');
  assert.equal(packageOfModule('/site/src/components/Search/modalStyles.ts'), null);
});

test('on-demand chunks that only the named packages import are excluded; one imported elsewhere too stays', () => {
  const chunks = [
    {files: ['assets/js/mermaid-core.js'], importers: ['/s/node_modules/@docusaurus/theme-mermaid/lib/client/index.js']},
    {files: ['assets/js/flowchart.js', 'assets/css/flowchart.css'], importers: ['/s/node_modules/mermaid/dist/mermaid.core.mjs']},
    {files: ['assets/js/shared-vendor.js'], importers: ['/s/node_modules/mermaid/dist/mermaid.core.mjs', '/s/src/theme/SearchBar/index.tsx']},
    {files: ['assets/js/search-modal.js'], importers: ['/s/src/theme/SearchBar/index.tsx']},
    {files: ['assets/js/no-origin.js'], importers: []},
  ];
  assert.deepEqual([...filesImportedOnlyBy(chunks, ['@docusaurus/theme-mermaid', 'mermaid'])].sort(), [
    'assets/css/flowchart.css',
    'assets/js/flowchart.js',
    'assets/js/mermaid-core.js',
  ]);
  assert.deepEqual([...filesImportedOnlyBy(chunks, [])], []);
});

test('files in the named build folders are runtime-only; a file whose name only begins like the folder stays', () => {
  const urls = ['assets/mermaid/11.0.0/mermaid.esm.min.js', 'assets/mermaid/11.0.0/chunks/mermaid.esm.min/flow.js', 'assets/mermaid-theme.js', 'assets/js/main.js'];
  assert.deepEqual([...filesInDirectories(urls, ['assets/mermaid/'])], urls.slice(0, 2));
  assert.deepEqual([...filesInDirectories(urls, [])], []);
});

test('the glob workbox runs skips every page but the root shell documents, and nothing else', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-glob-'));
  const files = [
    'index.html', '404.html', 'offline-shell.html', 'offline-routes.json', 'blog.html', 'fo/0.html', 'google/scale/page-00001.html',
    'blog/index.html', 'search/0123456789/meta.json', 'assets/js/main.0123abcd.js', 'assets/css/styles.0123abcd.css', 'img/logo.svg',
  ];
  try {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), file);
    }
    // The patterns of @docusaurus/plugin-pwa's postBuild, through the glob workbox-build itself loads (getFileDetails).
    const {globSync} = createRequire(require.resolve('workbox-build'))('glob') as typeof import('glob');
    const patterns = ['**/*.{js,json,css,html}', '**/*.{png,jpg,jpeg,gif,svg,ico}'];
    const globbed = patterns.flatMap((pattern) => globSync(pattern, {cwd: dir, ignore: pagesNotPrecached(), nodir: true})).map((file) => file.split(path.sep).join('/'));
    assert.deepEqual(globbed.sort(), [
      '404.html', 'assets/css/styles.0123abcd.css', 'assets/js/main.0123abcd.js', 'img/logo.svg', 'index.html',
      'offline-routes.json', 'offline-shell.html', 'search/0123456789/meta.json',
    ]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
