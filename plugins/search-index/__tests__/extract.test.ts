import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {withoutCodeBlockBodies} from '../node/body-walk';
import {chunkBlocks} from '../node/chunk';
import {extractRecords} from '../node/extract';
import {readPageMeta} from '../node/page-meta';
import {normalisePath, sectionOf, shouldIndex} from '../node/routes';
import {SCOPE, SITE, RATE_LIMITING_ARTICLE, docPage} from './fixtures';

const PATH = '/google/gateway/rate-limiting';

test('one record per heading section, with the enclosing headings', () => {
  const records = extractRecords(docPage({article: RATE_LIMITING_ARTICLE}), PATH, SITE, SCOPE);
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3]),
    [
      ['lvl1', null, null],
      ['lvl2', '三种计数策略', null],
      ['lvl3', '三种计数策略', 'Redis 配置'],
      ['lvl2', '小结', null],
    ],
  );
  for (const r of records) {
    assert.equal(r.hierarchy.lvl0, 'API 网关');
    assert.equal(r.hierarchy.lvl1, '限流策略');
    assert.equal(r.hierarchy.lvl4, null);
    assert.equal(r.docusaurus_tag, 'docs-google-current');
    assert.equal(r.language, 'zh');
    assert.equal(r.url_without_anchor, `${SITE}${PATH}`);
  }
});

test('URLs are absolute, with the heading id as anchor', () => {
  const [intro, section, sub, last] = extractRecords(docPage({article: RATE_LIMITING_ARTICLE}), PATH, SITE, SCOPE);
  assert.equal(intro.url, `${SITE}${PATH}`);
  assert.equal(intro.anchor, null);
  assert.equal(decodeURIComponent(section.url), `${SITE}${PATH}#三种计数策略`);
  assert.equal(new URL(section.url).hash, `#${encodeURIComponent('三种计数策略')}`);
  assert.equal(decodeURIComponent(sub.url), `${SITE}${PATH}#redis-配置`);
  assert.equal(last.content, null);
  assert.equal(intro.objectID, `${PATH}:0`);
  assert.equal(section.objectID, `${PATH}#三种计数策略:1`);
  assert.deepEqual(section.weight, {pageRank: 0, level: 80, position: 1});
});

test('content keeps prose, lists, tables and admonitions, and drops code blocks and chrome', () => {
  const records = extractRecords(docPage({article: RATE_LIMITING_ARTICLE}), PATH, SITE, SCOPE);
  assert.equal(records[0].content, 'Kong 的 rate-limiting 插件按调用方限制请求频率。');
  assert.equal(
    records[1].content,
    'local：计数保存在节点内存。 redis：多个节点共享计数。 策略 精度 local 近似 生产环境优先用 redis 策略。',
  );
  assert.equal(records[2].content, '连接失败时插件会放行请求。');
  const all = JSON.stringify(records);
  for (const chrome of ['secret-code-text', 'kong.yml', '本页总览', '目录项', '上一页', '最后由', '页脚版权', '导航标题', '侧边栏项', '提示', '\u200b']) {
    assert.ok(!all.includes(chrome), `should not index "${chrome}"`);
  }
});

test('long sections are split into ~300-character records', () => {
  const sentence = '网关把认证、限流和日志集中到一处处理。';
  const article = `<h1>长页面</h1><h2 id=long>长段落</h2><p>${sentence.repeat(40)}</p>`;
  const records = extractRecords(docPage({article}), PATH, SITE, SCOPE);
  const section = records.filter((r) => r.anchor === 'long');
  assert.ok(section.length >= 3, `${section.length} chunks`);
  assert.equal(section[0].type, 'lvl2');
  assert.ok(section.slice(1).every((r) => r.type === 'content'));
  assert.ok(section.every((r) => (r.content ?? '').length <= 300));
  assert.equal(section.map((r) => r.content).join(''), sentence.repeat(40));
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('chunkBlocks packs short blocks and splits long ones at sentence ends', () => {
  assert.deepEqual(chunkBlocks(['一。', '二。'], 300), ['一。 二。']);
  const chunks = chunkBlocks(['甲'.repeat(200) + '。' + '乙'.repeat(200) + '。'], 300);
  assert.deepEqual(chunks, ['甲'.repeat(200) + '。', '乙'.repeat(200) + '。']);
  const text = Array.from({length: 100}, (_, i) => `word${i}`).join(' ');
  const words = chunkBlocks([text], 100);
  assert.ok(words.length > 5);
  for (const chunk of words) {
    assert.ok(chunk.length <= 100, chunk);
    assert.match(chunk, /^word\d+( word\d+)*$/);
  }
  assert.equal(words.join(' '), text);
});

test('lvl1 falls back to the <title> without the site name', () => {
  const records = extractRecords(docPage({title: '没有一级标题 | apis', article: '<p>正文。</p>'}), PATH, SITE, SCOPE);
  assert.equal(records[0].hierarchy.lvl1, '没有一级标题');
  assert.equal(records[0].content, '正文。');
});

test('lvl0 is the first breadcrumb category, else the docs section', () => {
  const page = (breadcrumbs: string[], activeIsCategory = false) =>
    extractRecords(docPage({breadcrumbs, activeIsCategory, article: '<h1>页</h1><p>文。</p>'}), PATH, SITE, SCOPE)[0].hierarchy.lvl0;
  assert.equal(page(['CCXT 加密货币交易库', '订单', '下单']), 'CCXT 加密货币交易库');
  // A single crumb is the page itself…
  assert.equal(page(['获取帮助']), '开发者文档');
  // …unless the page is the index of that category.
  assert.equal(page(['API 网关'], true), 'API 网关');
  assert.equal(page([]), '开发者文档');
});

test('sectionOf maps URL prefixes to section names', () => {
  const none = {isDocs: false, breadcrumbCategory: null};
  assert.equal(sectionOf('/learn/quickstart', {isDocs: true, breadcrumbCategory: null}, SCOPE), '学习');
  assert.equal(sectionOf('/community', {isDocs: true, breadcrumbCategory: null}, SCOPE), '社区');
  assert.equal(sectionOf('/docs/sidebar', {isDocs: true, breadcrumbCategory: null}, SCOPE), '写作指南');
  assert.equal(sectionOf('/google', {isDocs: true, breadcrumbCategory: null}, SCOPE), '开发者文档');
  assert.equal(sectionOf('/blog/2024/01/01/post', none, SCOPE), '博客');
  assert.equal(sectionOf('/fo/3', none, SCOPE), '精选 API');
  assert.equal(sectionOf('/showcase', none, SCOPE), '站点页面');
  assert.equal(sectionOf('/', none, SCOPE), '站点页面');
  assert.equal(sectionOf('/googlefoo', none, SCOPE), '站点页面');
});

test('blog posts: the title stays, date, reading time and authors go', () => {
  const html = `<!doctype html><html lang=zh class="blog-wrapper blog-post-page plugin-blog"><head><title>一篇文章 | apis</title>
<meta name=docsearch:docusaurus_tag content=default /></head><body><div id=__docusaurus_skipToContent_fallback><div class=container><div class=row>
<aside class="col col--3"><nav class=sidebar_re4s><h3 class=yearGroupHeading>2025</h3><a href=/blog/x>别的文章</a></nav></aside>
<main class="col col--7"><article><header><h1 class=title_f1Hy>一篇文章</h1><div class="container_mt6G margin-vert--md"><time datetime=2024-01-16>2024年1月16日</time> · 阅读需 6 分钟</div>
<div class="margin-top--md margin-bottom--sm row"><div class="col col--6 authorCol_Hf19"><div class="avatar margin-bottom--sm"><span>岚风</span></div></div></div></header>
<div id=__blog-post-container class=markdown><p>文章正文。</p><h2 id=第一步>第一步</h2><p>先升级 Node.js。</p></div>
<footer class="docusaurus-mt-lg"><a href=/blog/tags/x>标签</a></footer></article></main></div></div></div></body></html>`;
  const records = extractRecords(html, '/blog/2024/01/16/post', SITE, SCOPE);
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content]),
    [
      ['lvl1', '博客', '一篇文章', null, '文章正文。'],
      ['lvl2', '博客', '一篇文章', '第一步', '先升级 Node.js。'],
    ],
  );
  assert.equal(records[0].docusaurus_tag, 'default');
});

test('site pages: headings inside cards are card text, spans are separated', () => {
  const html = `<!doctype html><html lang=zh class="plugin-pages"><head><title>首页 | apis</title></head><body>
<div id=__docusaurus_skipToContent_fallback><section class=hero><h1>首页标题</h1><div role=img aria-label=插画><span>装饰文字</span></div></section>
<main><section><h2>精选 API</h2><ul><li><a class=card href=/fo/0><h3>ipstack</h3><span class=name>ipstack</span><span class=cat>Geocoding</span></a></li></ul></section></main></div></body></html>`;
  const records = extractRecords(html, '/', SITE, SCOPE);
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl2, r.content, r.url]),
    [
      ['lvl1', '站点页面', null, null, `${SITE}/`],
      ['lvl2', '站点页面', '精选 API', 'ipstack ipstack Geocoding', `${SITE}/`],
    ],
  );
});

test('entities are decoded and whitespace collapsed', () => {
  const records = extractRecords(docPage({article: '<h1>A &amp; B</h1><p>  x &lt;img src=x&gt;\n\n  y </p>'}), PATH, SITE, SCOPE);
  assert.equal(records[0].hierarchy.lvl1, 'A & B');
  assert.equal(records[0].content, 'x <img src=x> y');
});

test('readPageMeta reads tags, robots and refresh from the head only', () => {
  const meta = readPageMeta(docPage({article: '<p>x</p>', head: '<meta name=robots content="noindex, nofollow">'}));
  assert.equal(meta.docusaurusTag, 'docs-google-current');
  assert.equal(meta.robotsNoindex, true);
  assert.equal(meta.metaRefresh, false);
  assert.equal(meta.title, '限流策略 | apis');
  assert.ok(meta.htmlClasses.includes('docs-doc-page'));
});

test('shouldIndex skips test, debug, 404, search, noindex, redirect and listing pages', () => {
  const ok = docPage({article: '<h1>x</h1>'});
  assert.equal(shouldIndex('/google/gateway', ok, SCOPE), true);
  assert.equal(shouldIndex('/', ok, SCOPE), true);
  for (const p of ['/tests', '/tests/docs/admonitions', '/__docusaurus/debug', '/404', '/404.html', '/search', '/search/']) {
    assert.equal(shouldIndex(p, ok, SCOPE), false, p);
  }
  assert.equal(shouldIndex('/testsuite', ok, SCOPE), true);
  assert.equal(shouldIndex('/examples/noIndex', docPage({article: '', head: '<meta data-rh=true name=robots content=noindex />'}), SCOPE), false);
  const redirect = '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/"><link rel="canonical" href="/" /></head><script>window.location.href = \'/\';</script></html>';
  assert.equal(shouldIndex('/home', redirect, SCOPE), false);
  assert.equal(shouldIndex('/blog', docPage({tag: 'blog_posts_list', article: ''}), SCOPE), false);
  assert.equal(shouldIndex('/blog/tags/pwa', docPage({tag: 'blog_tags_posts', article: ''}), SCOPE), false);
  assert.equal(shouldIndex('/blog/authors', docPage({tag: 'blog_authors_list', article: ''}), SCOPE), true);
  assert.equal(shouldIndex('/blog/archive', docPage({tag: 'default', article: ''}), SCOPE), false);
});

test('normalisePath', () => {
  assert.equal(normalisePath('/a/b/'), '/a/b');
  assert.equal(normalisePath('/a/index.html'), '/a');
  assert.equal(normalisePath('/tests/docs/%E4%B8%AD%E6%96%87'), '/tests/docs/中文');
  assert.equal(normalisePath('/'), '/');
  assert.equal(normalisePath('a?x=1#y'), '/a');
});

const BUILT_PAGE = path.resolve(__dirname, '../../../build/google/gateway.html');

test('extracts a real built page', {skip: !fs.existsSync(BUILT_PAGE) && 'no build/ directory'}, () => {
  const html = fs.readFileSync(BUILT_PAGE, 'utf8');
  assert.equal(shouldIndex('/google/gateway', html, SCOPE), true);
  const records = extractRecords(html, '/google/gateway', SITE, SCOPE);
  assert.ok(records.length >= 3);
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  assert.ok(h1);
  assert.equal(records[0].type, 'lvl1');
  assert.equal(records[0].url, `${SITE}/google/gateway`);
  for (const r of records) {
    assert.equal(r.hierarchy.lvl1, h1);
    assert.equal(r.hierarchy.lvl0, 'API 网关');
    assert.equal(r.docusaurus_tag, 'docs-google-current');
    assert.ok(r.url.startsWith(`${SITE}/google/gateway`));
    if (r.anchor) assert.ok(html.includes(`id=${decodeURIComponent(r.anchor)}`) || html.includes(`id="${decodeURIComponent(r.anchor)}"`), r.anchor);
    assert.ok(!r.content?.includes('本页总览'));
    assert.ok(!r.content?.includes('上一页'));
    assert.ok(!r.content?.includes('\u200b'));
  }
  assert.ok(records.some((r) => r.hierarchy.lvl2 && r.type === 'lvl2'));
});

test('code block contents are dropped before parsing, leaving the records as they were', () => {
  const pre = (body: string) => `<div class="language-js theme-code-block"><pre tabindex=0 class="prism-code" title="a > b">${body}</pre></div>`;
  const code = '<code><span class=token-line><span class=token>h2</span>&lt;/pre&gt;</span><h2 id=fake>假标题</h2>文字</code>';
  const article = `<h1>代码页</h1><p>前言。</p>${pre(code)}<h2 id=after>之后</h2><p>正文。</p>${pre('<pre>嵌套</pre>')}<p>结尾。</p>`;
  assert.equal(withoutCodeBlockBodies(pre(code)), pre(''));
  // A <pre> inside another is left alone (its end tag would end the outer one early).
  assert.equal(withoutCodeBlockBodies(`<pre a=1><pre>x</pre></pre>`), `<pre a=1><pre>x</pre></pre>`);
  assert.equal(withoutCodeBlockBodies('<PRE>x</PRE ><pre\n>y</pre>'), '<PRE></PRE ><pre\n></pre>');
  const records = extractRecords(docPage({article}), PATH, SITE, SCOPE);
  assert.deepEqual(
    records.map((r) => [r.type, r.hierarchy.lvl2, r.content]),
    [
      ['lvl1', null, '前言。'],
      ['lvl2', '之后', '正文。 结尾。'],
    ],
  );
});

test('a page’s meta read once gives the same answer as reading it again', () => {
  const html = docPage({article: RATE_LIMITING_ARTICLE});
  const meta = readPageMeta(html);
  assert.equal(shouldIndex(PATH, html, SCOPE, meta), shouldIndex(PATH, html, SCOPE));
  assert.deepEqual(extractRecords(html, PATH, SITE, SCOPE, meta), extractRecords(html, PATH, SITE, SCOPE));
});

test('the page’s description and its own keywords go with its first record; the site’s keywords do not', () => {
  // As Docusaurus writes them, minified: unquoted attributes where it can.
  const head = (keywords: string) => `<meta data-rh=true name=description content=用令牌桶限制每个调用方的请求频率。><meta data-rh=true property=og:description content=别的描述><meta data-rh=true name=keywords content="${keywords}">`;
  const meta = readPageMeta(docPage({article: '<p>x</p>', head: head('限流, 速率限制，rate limit、throttling')}));
  assert.equal(meta.description, '用令牌桶限制每个调用方的请求频率。');
  assert.deepEqual(meta.keywords, ['限流', '速率限制', 'rate limit', 'throttling']);
  const records = extractRecords(docPage({article: RATE_LIMITING_ARTICLE, head: head('限流, 速率限制')}), PATH, SITE, SCOPE);
  assert.equal(records[0].description, '用令牌桶限制每个调用方的请求频率。');
  assert.deepEqual(records[0].keywords, ['限流', '速率限制']);
  for (const r of records.slice(1)) assert.ok(!('description' in r) && !('keywords' in r), r.objectID);
  const site = extractRecords(docPage({article: RATE_LIMITING_ARTICLE, head: head(SCOPE.siteKeywords.join(', '))}), PATH, SITE, SCOPE);
  assert.ok(!('keywords' in site[0]));
  const bare = extractRecords(docPage({article: RATE_LIMITING_ARTICLE}), PATH, SITE, SCOPE);
  assert.ok(!('description' in bare[0]) && !('keywords' in bare[0]));
});
