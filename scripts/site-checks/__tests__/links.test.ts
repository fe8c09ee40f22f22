import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {readSite} from '../site.mjs';
import {checkLinks} from '../links.mjs';
import {page, writeBuild} from './fixtures';

const SITE_ORIGIN = 'https://apis.example.com';

const dir = writeBuild({
  'index.html': page(
    '<a href=/docs>文档</a><a href=/docs#intro>简介</a><a href="/docs#%E4%BB%8B%E7%BB%8D">介绍</a><a href=https://github.com/x>源码</a>' +
      '<a href=https://github.com/y>源码</a><a href=mailto:a@b.c>信</a><img src=img/logo.svg alt=标志>' +
      '<a href=/old.html>旧</a><a href=/feature-requests/a/b>建议</a><a href=#top id=top>顶部</a>',
    {head: `<link rel=canonical href=${SITE_ORIGIN}/><meta property=og:image content=${SITE_ORIGIN}/img/card.png>`},
  ),
  'docs.html': page('<h2 id=intro>简介</h2><h2 id=介绍>介绍<p>正文<a href=#missing>坏锚点</a><a href=/nowhere>坏页面</a>'),
  'docs/sub.html': page('<ul><li><a href=../docs#intro>相对</a><li><a href=/%E4%B8%AD%E6%96%87>中文</a><li><a href=/blog/>博客</ul>'),
  'blog/index.html': page('<p>博客'),
  'old.html': page('<p>旧页面'),
  '中文.html': page('<p id=x>中文'),
  'feature-requests.html': page('<p>建议'),
  'img/logo.svg': '<svg/>',
  'img/favicon.svg': '<svg/>',
  'img/card.png': 'png',
  'broken.html': page(
    '<img src=/img/missing.png srcset="/img/logo.svg 1x, /img/gone-2x.png 2x" alt=缺><link rel=preload href=/assets/js/gone.js>' +
      `<meta property=og:image content=${SITE_ORIGIN}/img/no-card.png><a href=${SITE_ORIGIN}/docs#nope>绝对</a>`,
  ),
});
after(() => fs.rmSync(dir, {recursive: true, force: true}));

const result = checkLinks(readSite(dir), {siteOrigin: SITE_ORIGIN, clientRoutes: ['/feature-requests']});

test('reports every missing page, file and anchor, and nothing else', () => {
  assert.deepEqual(
    result.broken.map((b: {from: string; url: string; reason: string}) => `${b.from} ${b.url} → ${b.reason}`).sort(),
    [
      '/broken /assets/js/gone.js → no such page or file',
      '/broken /img/gone-2x.png → no such page or file',
      '/broken /img/missing.png → no such page or file',
      `/broken ${SITE_ORIGIN}/docs#nope → no element with id or name "nope"`,
      `/broken ${SITE_ORIGIN}/img/no-card.png → no such page or file`,
      '/docs #missing → no element with id or name "missing"',
      '/docs /nowhere → no such page or file',
    ],
  );
});

test('counts external links by host without fetching them', () => {
  assert.deepEqual([...result.external], [['github.com', 2]]);
});

test('every internal reference is checked, including head links and social cards', () => {
  // index: 10 internal (3 docs, logo, old, prefix route, #top, canonical, og:image, favicon);
  // docs: favicon + 2; sub: favicon + 3; blog, old, 中文, feature-requests: favicon; broken: favicon + 6.
  assert.equal(result.checked, 10 + 3 + 4 + 4 + 7);
});
