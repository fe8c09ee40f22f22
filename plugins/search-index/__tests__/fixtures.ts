/** Small HTML pages shaped like Docusaurus 3.10 output (minified, unquoted attributes). */

import {SEARCH_INDEX_SCOPE} from '../../../config/search';

export const SITE = 'https://apis.example.com';

/** The site's own lists (test area, docs sections), as docusaurus.config.ts passes them to the plugin. */
export const SCOPE = SEARCH_INDEX_SCOPE;

interface DocOptions {
  title?: string;
  tag?: string;
  htmlClass?: string;
  breadcrumbs?: string[];
  activeIsCategory?: boolean;
  head?: string;
  article: string;
}

export function docPage({
  title = '限流策略 | apis',
  tag = 'docs-google-current',
  htmlClass = 'docs-wrapper plugin-docs plugin-id-google docs-version-current docs-doc-page',
  breadcrumbs = ['API 网关', '限流策略'],
  activeIsCategory = false,
  head = '',
  article,
}: DocOptions): string {
  const crumbs = breadcrumbs
    .map((c, i) =>
      i === breadcrumbs.length - 1
        ? `<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${c}</span></li>`
        : `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/x><span>${c}</span></a></li>`,
    )
    .join('');
  const activeClass = activeIsCategory ? 'menu__link menu__link--sublist menu__link--active' : 'menu__link menu__link--active';
  return `<!doctype html><html lang=zh dir=ltr class="${htmlClass}"><head><meta charset=UTF-8><title data-rh=true>${title}</title>
<meta data-rh=true name=docusaurus_tag content=${tag} /><meta data-rh=true name=docsearch:docusaurus_tag content=${tag} />
<meta data-rh=true name=docsearch:language content=zh />${head}</head><body>
<div id=__docusaurus><nav aria-label=主导航 class="navbar navbar--fixed-top"><a class=navbar__link href=/blog>博客</a><h2>导航标题</h2></nav>
<div id=__docusaurus_skipToContent_fallback class="main-wrapper"><div class=docRoot>
<aside class=theme-doc-sidebar-container><nav class=menu><a class="${activeClass}" aria-current=page href=/google/gateway/rate-limiting>侧边栏项</a></nav></aside>
<main class=docMainContainer><div class=row><div class=col><article>
<nav class=theme-doc-breadcrumbs aria-label=页面路径><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label=主页面 class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M10 19v-5h4v5"/></svg></a></li>${crumbs}</ul></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button class=clean-btn>本页总览</button></div>
<div class="theme-doc-markdown markdown">${article}</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><span class=theme-last-updated>最后由某人更新</span></footer>
</article><nav class=pagination-nav aria-label=文件选项卡><a class=pagination-nav__link href=/a><div class=pagination-nav__sublabel>上一页</div></a></nav></div>
<div class="col col--3"><div class="tableOfContents_bqdL theme-doc-toc-desktop"><ul class=table-of-contents><li><a href=#x>目录项</a></li></ul></div></div></div></main></div></div>
<footer class="theme-layout-footer footer"><div>页脚版权</div></footer></div></body></html>`;
}

export const RATE_LIMITING_ARTICLE = `<header><h1>限流策略</h1></header>
<p>Kong 的 <strong>rate-limiting</strong> 插件按调用方限制请求频率。</p>
<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=三种计数策略>三种计数策略<a href=#三种计数策略 class=hash-link aria-label=直接链接>&#8203;</a></h2>
<ul><li><code>local</code>：计数保存在节点内存。</li><li><code>redis</code>：多个节点共享计数。</li></ul>
<div class="language-yaml codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>kong.yml</div><pre class=prism-code><code><span class=token-line>plugins: secret-code-text</span></code></pre></div>
<table><thead><tr><th>策略</th><th>精度</th></tr></thead><tbody><tr><td>local</td><td>近似</td></tr></tbody></table>
<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 12 16"><path d="M0 0"/></svg></span>提示</div><div class=admonitionContent_BuS1><p>生产环境优先用 redis 策略。</p></div></div>
<h3 class=anchor id=redis-配置>Redis 配置</h3>
<blockquote><p>连接失败时插件会放行请求。</p></blockquote>
<h2 class=anchor id=小结>小结</h2>`;

import type {DocSearchRecord, RecordType} from '../shared/types';
import type {SynonymGroup} from '../shared/synonyms';
import {buildIndex, serializeIndex} from '../node/serialize';
import {ShardedIndex, memoryIndexReader} from '../client/sharded-index';

/**
 * The files the build would write for these records, with term shards of a few terms each, so
 * the tests go through many shards and the merging of their paths.
 */
export function indexFiles(records: readonly DocSearchRecord[], synonyms: readonly SynonymGroup[] = []): Map<string, string> {
  return serializeIndex(buildIndex(records), {shardChars: TEST_SHARD_CHARS, synonyms});
}

export const TEST_SHARD_CHARS = 60;

/** Loads records the way the browser does: through the serialized, sharded files. */
export function loadRecords(records: readonly DocSearchRecord[], onRead?: (name: string, bytes: number) => void, synonyms: readonly SynonymGroup[] = []): Promise<ShardedIndex> {
  return ShardedIndex.load(memoryIndexReader(indexFiles(records, synonyms), onRead));
}

let position = 0;

/** A record with sensible defaults, for engine and client tests. */
export function record(path: string, overrides: {
  type?: RecordType;
  lvl0?: string;
  lvl1?: string;
  lvl2?: string | null;
  lvl3?: string | null;
  anchor?: string | null;
  content?: string | null;
  tag?: string;
  pageRank?: number;
  description?: string;
  keywords?: string[];
}): DocSearchRecord {
  const {type = 'lvl1', lvl0 = '开发者文档', lvl1 = '标题', lvl2 = null, lvl3 = null, anchor = null, content = null, tag = 'docs-google-current', pageRank = 0} = overrides;
  const {description, keywords} = overrides;
  const base = `${SITE}${path}`;
  const pos = position++;
  const encoded = anchor ? encodeURIComponent(anchor) : null;
  return {
    objectID: `${path}${anchor ? `#${anchor}` : ''}:${pos}`,
    url: encoded ? `${base}#${encoded}` : base,
    url_without_anchor: base,
    anchor: encoded,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    docusaurus_tag: tag,
    language: 'zh',
    weight: {pageRank, level: type === 'content' ? 0 : 90, position: pos},
    ...(description === undefined ? {} : {description}),
    ...(keywords === undefined ? {} : {keywords}),
  };
}

/** A small corpus covering Chinese, Latin, mixed and hostile text. */
export function corpus(): DocSearchRecord[] {
  // The tests read these records' ids: number them the same whichever tests made records before.
  position = 0;
  return [
    record('/google/gateway', {lvl0: 'API 网关', lvl1: 'API 网关是什么', content: 'API 网关位于调用方和后端服务之间，统一完成认证和限流。'}),
    record('/google/gateway', {type: 'lvl2', lvl0: 'API 网关', lvl1: 'API 网关是什么', lvl2: '网关承担的典型职责', anchor: '网关承担的典型职责', content: '路由、身份认证、访问控制与配额。'}),
    record('/google/gateway/rate-limiting', {lvl0: 'API 网关', lvl1: '限流策略', content: 'Kong 的 rate-limiting 插件按调用方限制请求频率。'}),
    record('/learn/puppeteer', {lvl0: 'Puppeteer 浏览器自动化', lvl1: 'Puppeteer 浏览器自动化指南', content: 'Puppeteer 是一个控制 Chrome 的 Node.js 库，用于网页抓取和测试。', tag: 'docs-learn-current'}),
    record('/learn/client/vanilla-client', {lvl0: '客户端', lvl1: '原生客户端 createTRPCClient', content: 'createTRPCClient 只需要一个 links 数组。', tag: 'docs-learn-current'}),
    record('/blog/2024/03/12/choosing-an-exchange-rate-api', {lvl0: '博客', lvl1: '如何挑选一个汇率 API', content: '汇率数据大致有两种来源：央行参考汇率和商业实时汇率。', tag: 'default'}),
    record('/fo/9', {lvl0: '精选 API', lvl1: 'weatherstack', content: '按城市、坐标或 IP 查询全球实时天气。', tag: 'default'}),
    record('/fo/99', {lvl0: '精选 API', lvl1: 'XSS 测试', content: '示例：<img src=x onerror=alert(1)> 与 "引号" & 符号 tricky', tag: 'default'}),
    record('/learn/website', {lvl0: '在网站中使用', lvl1: '在网站中使用 tRPC', content: '网站里的 tRPC 客户端设置。', tag: 'docs-learn-current'}),
    record('/google/articles/cors', {lvl0: '专题文章', lvl1: '跨域请求排查', content: '浏览器的同源策略会拦截跨域请求；网关可以统一添加 CORS 响应头。'}),
  ];
}
