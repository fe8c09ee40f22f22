import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {dedupeByUrl, hanPhrases, preferWholePhrases, searchRecords} from '../client/query';
import MiniSearch from 'minisearch';
import {escapeHtml, snippetOf, typoBudget, usesPrefix} from '../client/highlight';
import {ShardedIndex, memoryIndexReader} from '../client/sharded-index';
import {indexedRecords} from '../node/serialize';
import {MINI_OPTIONS} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';
import type {DocSearchHit, DocSearchRecord} from '../shared/types';
import {shardOf, termsFile} from '../shared/format';
import {SITE, corpus, indexFiles, loadRecords, record} from './fixtures';

let index: ShardedIndex;
before(async () => {
  index = await loadRecords(corpus());
});
const paths = (hits: DocSearchHit[]) => hits.map((h) => new URL(h.url).pathname);
const top = async (query: string, options = {}) => paths((await searchRecords(index, query, options)).hits);

test('Chinese words match through their bigrams', async () => {
  assert.equal((await top('汇率'))[0], '/blog/2024/03/12/choosing-an-exchange-rate-api');
  assert.equal((await top('天气'))[0], '/fo/9');
  assert.equal((await top('浏览器自动化'))[0], '/learn/puppeteer');
  assert.ok((await top('网页抓取')).includes('/learn/puppeteer'));
});

test('all bigrams must match; OR is the fallback when AND finds nothing', async () => {
  // 网关 alone is in several records; 网关认证 (网关 + 关认 + 认证) needs all three bigrams.
  assert.deepEqual((await top('关认')), []);
  const strict = (await searchRecords(index, '跨域请求'));
  assert.deepEqual(paths(strict.hits), ['/google/articles/cors']);
  const loose = (await searchRecords(index, '跨域 不存在的词'));
  assert.ok(paths(loose.hits).includes('/google/articles/cors'));
});

test('hits holding the Chinese word as written come before hits holding only its bigrams', async () => {
  const scattered = record('/a/scattered', {lvl1: '分页抓取公报', content: '抓取之前先看网页的服务条款。'});
  const whole = record('/a/whole', {lvl1: '托管服务', content: '这是一个长段落，介绍托管式网页抓取接口与它的代理轮换和渲染能力，以及计费方式。'});
  const small = await loadRecords([scattered, whole]);
  const order = paths((await searchRecords(small, '网页抓取')).hits);
  assert.deepEqual(order, ['/a/whole', '/a/scattered']);
  // Without the re-ranking the title match of the scattered bigrams leads.
  const [whole1, scattered1] = (await searchRecords(small, '网页抓取')).hits;
  assert.deepEqual(paths(preferWholePhrases([scattered1!, whole1!], [])), ['/a/scattered', '/a/whole']);
  assert.deepEqual(paths(preferWholePhrases([scattered1!, whole1!], ['网页抓取'])), ['/a/whole', '/a/scattered']);
  assert.deepEqual(hanPhrases('Kong 网页抓取 与 API网关'), ['网页抓取']);
});

test('a page rank lifts a page above an equally matching one', async () => {
  const plain = record('/a/table', {lvl1: '目录', content: '天气预报接口一览。'});
  const featured = record('/fo/9', {lvl0: '精选 API', lvl1: 'weatherstack', content: '天气预报接口一览。', pageRank: 1});
  assert.deepEqual(paths((await searchRecords(await loadRecords([plain, featured]), '天气预报')).hits), ['/fo/9', '/a/table']);
  const unranked = {...featured, weight: {...featured.weight, pageRank: 0}};
  assert.equal(paths((await searchRecords(await loadRecords([plain, unranked]), '天气预报')).hits)[0], '/a/table');
});

test('mixed and Latin queries', async () => {
  assert.equal((await top('API网关'))[0], '/google/gateway');
  assert.equal((await top('createTRPCClient'))[0], '/learn/client/vanilla-client');
  assert.equal((await top('Kong 插件'))[0], '/google/gateway/rate-limiting');
});

test('Latin terms match by prefix', async () => {
  assert.equal((await top('weathers'))[0], '/fo/9');
  assert.equal((await top('createtrpc'))[0], '/learn/client/vanilla-client');
  assert.equal((await top('pupp'))[0], '/learn/puppeteer');
});

test('one typo is tolerated in words of five letters or more, not in shorter ones', async () => {
  assert.equal((await top('puppeter'))[0], '/learn/puppeteer');
  assert.equal((await top('weatherstak'))[0], '/fo/9');
  assert.deepEqual((await top('kang')), []);
});

test('a lone Han character matches the bigrams it starts', async () => {
  assert.ok((await top('汇')).includes('/blog/2024/03/12/choosing-an-exchange-rate-api'));
});

test('the current docs section is boosted, not filtered', async () => {
  const plain = (await top('客户端'));
  assert.ok(plain.includes('/learn/client/vanilla-client'));
  assert.ok(plain.includes('/learn/website'));
  const learn = (await searchRecords(index, '网关 认证 客户端', {tag: 'docs-learn-current'}));
  const google = (await searchRecords(index, '网关 认证 客户端', {tag: 'docs-google-current'}));
  assert.equal(learn.hits[0].docusaurus_tag, 'docs-learn-current');
  assert.equal(google.hits[0].docusaurus_tag, 'docs-google-current');
  assert.equal(learn.nbHits, google.nbHits);
  // 'default' marks every non-docs page: it must not change the ranking.
  assert.deepEqual(paths((await searchRecords(index, '网关 汇率', {tag: ['default']})).hits), paths((await searchRecords(index, '网关 汇率')).hits));
});

test('hits carry the DocSearch fields', async () => {
  const [hit] = (await searchRecords(index, '汇率')).hits;
  assert.equal(hit.url, `${SITE}/blog/2024/03/12/choosing-an-exchange-rate-api`);
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit.hierarchy.lvl0, '博客');
  assert.equal(hit.hierarchy.lvl2, null);
  assert.equal(hit.docusaurus_tag, 'default');
  assert.equal(hit.objectID, '/blog/2024/03/12/choosing-an-exchange-rate-api:5');
  assert.equal(hit._highlightResult.hierarchy.lvl0?.value, '博客');
  assert.equal(hit._highlightResult.hierarchy.lvl0?.matchLevel, 'none');
  assert.equal(hit._highlightResult.hierarchy.lvl1?.value, '如何挑选一个<mark>汇率</mark> API');
  assert.equal(hit._highlightResult.hierarchy.lvl1?.matchLevel, 'full');
  assert.deepEqual(hit._highlightResult.hierarchy.lvl1?.matchedWords, ['汇率']);
  assert.match(hit._snippetResult.content?.value ?? '', /<mark>汇率<\/mark>/);
  assert.equal(hit._snippetResult.hierarchy.lvl1?.matchLevel, 'full');
});

test('adjacent bigram matches merge into one mark', async () => {
  const [hit] = (await searchRecords(index, '浏览器自动化')).hits;
  assert.equal(hit._highlightResult.hierarchy.lvl1?.value, 'Puppeteer <mark>浏览器自动化</mark>指南');
  assert.equal(hit._highlightResult.hierarchy.lvl1?.matchLevel, 'full');
  const [scrape] = (await searchRecords(index, '网页抓取')).hits;
  assert.match(scrape._highlightResult.content?.value ?? '', /用于<mark>网页抓取<\/mark>和测试/);
});

test('prefix matches mark the typed part; typo matches mark the word', async () => {
  const [prefix] = (await searchRecords(index, 'weathers')).hits;
  assert.equal(prefix._highlightResult.hierarchy.lvl1?.value, '<mark>weathers</mark>tack');
  const [typo] = (await searchRecords(index, 'puppeter')).hits;
  assert.equal(typo._highlightResult.hierarchy.lvl1?.value, '<mark>Puppeteer</mark> 浏览器自动化指南');
  assert.deepEqual(typo._highlightResult.hierarchy.lvl1?.matchedWords, ['puppeter']);
});

test('partial match level when only some terms are in an attribute', async () => {
  const [hit] = (await searchRecords(index, 'Kong 插件 限流')).hits;
  assert.equal(hit._highlightResult.hierarchy.lvl1?.matchLevel, 'partial');
  assert.equal(hit._highlightResult.content?.matchLevel, 'partial');
});

test('text that looks like HTML comes out escaped, with only <mark> added', async () => {
  const [hit] = (await searchRecords(index, 'tricky')).hits;
  assert.equal(new URL(hit.url).pathname, '/fo/99');
  const values = [
    ...Object.values(hit._highlightResult.hierarchy).map((h) => h?.value ?? ''),
    hit._highlightResult.content?.value ?? '',
    ...Object.values(hit._snippetResult.hierarchy).map((h) => h?.value ?? ''),
    hit._snippetResult.content?.value ?? '',
  ];
  for (const value of values) {
    const withoutMarks = value.replace(/<\/?mark>/g, '');
    assert.ok(!/[<>]/.test(withoutMarks), value);
    assert.ok(!/&(?!amp;|lt;|gt;|quot;|#39;)/.test(withoutMarks), value);
  }
  assert.equal(
    hit._highlightResult.content?.value,
    '示例：&lt;img src=x onerror=alert(1)&gt; 与 &quot;引号&quot; &amp; 符号 <mark>tricky</mark>',
  );
  // Searching for the payload itself highlights inside the escaped text.
  const [img] = (await searchRecords(index, 'onerror')).hits;
  assert.match(img._highlightResult.content?.value ?? '', /&lt;img src=x <mark>onerror<\/mark>=alert\(1\)&gt;/);
});

test('every non-empty attribute has a non-empty snippet (DocSearch injects the raw text otherwise)', async () => {
  for (const query of ['网关', 'tricky', 'kong', '天气']) {
    for (const hit of (await searchRecords(index, query)).hits) {
      for (const lvl of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
        if (hit.hierarchy[lvl]) assert.ok(hit._snippetResult.hierarchy[lvl]?.value, `${query} ${lvl}`);
      }
      if (hit.content) assert.ok(hit._snippetResult.content?.value);
    }
  }
});

test('the display type follows where the match is', async () => {
  const records = [
    record('/a', {lvl1: '页面甲', content: '开头。'}),
    record('/a', {type: 'lvl2', lvl1: '页面甲', lvl2: '部署方式', anchor: 'deploy', content: '用容器镜像运行。'}),
  ];
  const idx = await loadRecords(records);
  assert.equal((await searchRecords(idx, '部署')).hits[0].type, 'lvl2');
  assert.equal((await searchRecords(idx, '容器')).hits[0].type, 'content');
  assert.equal((await searchRecords(idx, '开头')).hits[0].type, 'lvl1');
});

test('content snippets are about N words around the first match', async () => {
  const long = `${'前言部分的文字'.repeat(10)}关键结论在这里${'后面还有很多说明'.repeat(10)}`;
  const idx = await loadRecords([record('/long', {lvl1: '长文', content: long})]);
  const [ten] = (await searchRecords(idx, '关键结论')).hits;
  const snippet = ten._snippetResult.content?.value ?? '';
  assert.match(snippet, /^….*<mark>关键结论<\/mark>.*…$/);
  const visible = snippet.replace(/<\/?mark>/g, '').replace(/…/g, '');
  assert.ok(visible.length >= 30 && visible.length <= 42, `${visible.length} chars`);
  const [five] = (await searchRecords(idx, '关键结论', {snippetWords: 5})).hits;
  const short = (five._snippetResult.content?.value ?? '').replace(/<\/?mark>/g, '').replace(/…/g, '');
  assert.ok(short.length <= 22, `${short.length} chars`);
  assert.ok(short.length < visible.length);
  const [custom] = (await searchRecords(idx, '关键结论', {snippetWordsByAttribute: {content: 3}})).hits;
  assert.ok((custom._snippetResult.content?.value ?? '').replace(/<\/?mark>|…/g, '').length <= 13);
});

test('snippetOf keeps Latin words whole and short text untouched', () => {
  assert.equal(snippetOf('short title', [], 10), 'short title');
  const text = Array.from({length: 30}, (_, i) => `w${i}`).join(' ');
  const start = text.indexOf('w15');
  const snippet = snippetOf(text, [[start, start + 3]], 10);
  assert.match(snippet, /^…(w\d+ )+<mark>w15<\/mark>( w\d+)+…$/);
  assert.equal(snippet.replace(/<\/?mark>|…/g, '').split(' ').length, 10);
  assert.equal(snippetOf('<b>', [], 10), '&lt;b&gt;');
});

test('escapeHtml', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

test('results are deduplicated per URL and capped per page', async () => {
  const records = [
    record('/p', {lvl1: '网关页', content: '网关一。'}),
    record('/p', {type: 'lvl2', lvl1: '网关页', lvl2: '甲', anchor: 'a', content: '网关二。'}),
    record('/p', {type: 'content', lvl1: '网关页', lvl2: '甲', anchor: 'a', content: '网关三。'}),
    record('/p', {type: 'lvl2', lvl1: '网关页', lvl2: '乙', anchor: 'b', content: '网关四。'}),
    record('/p', {type: 'lvl2', lvl1: '网关页', lvl2: '丙', anchor: 'c', content: '网关五。'}),
    record('/q', {lvl1: '另一页', content: '网关六。'}),
  ];
  const idx = await loadRecords(records);
  const result = (await searchRecords(idx, '网关'));
  const urls = result.hits.map((h) => h.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.equal(result.hits.filter((h) => h.url_without_anchor === `${SITE}/p`).length, 3);
  assert.ok(paths(result.hits).includes('/q'));
  assert.equal(result.nbHits, 4);
  assert.equal((await searchRecords(idx, '网关', {maxHitsPerPage: 10})).nbHits, 5);
  assert.equal((await searchRecords(idx, '网关', {hitsPerPage: 2})).hits.length, 2);
  assert.equal((await searchRecords(idx, '网关', {hitsPerPage: 2})).nbHits, 4);
});

test('dedupeByUrl keeps the first of each URL and order', () => {
  const items = [
    {url: '/a#1', page: '/a'},
    {url: '/a#1', page: '/a'},
    {url: '/b', page: '/b'},
    {url: '/a#2', page: '/a'},
    {url: '/a#3', page: '/a'},
  ];
  assert.deepEqual(dedupeByUrl(items, (x) => x, 2), [items[0], items[2], items[3]]);
});

test('empty and punctuation-only queries return nothing', async () => {
  assert.deepEqual((await searchRecords(index, '')).hits, []);
  assert.deepEqual((await searchRecords(index, ' ，。!? ')).hits, []);
  assert.equal((await searchRecords(index, '')).nbHits, 0);
});


test('a query reads the meta file, the shards of its terms and the texts of the pages it shows, nothing else', async () => {
  const read: string[] = [];
  const idx = await loadRecords(corpus(), (name) => read.push(name));
  assert.deepEqual(read, ['meta.json']);
  const {hits} = await searchRecords(idx, '网关 kong');
  const pagePaths = corpus().map((r) => r.url_without_anchor).filter((url, i, all) => all.indexOf(url) === i);
  const shownPages = [...new Set(hits.map((hit) => pagePaths.indexOf(hit.url_without_anchor)))].sort();
  assert.ok(shownPages.length > 1 && !shownPages.includes(-1));
  // Shard i holds the terms from its first term up to the next shard's: '网关' is looked up exactly, 'kong' as a prefix.
  const first = idx.meta.shards;
  const holdsPrefix = (i: number, prefix: string) => (first[i]! < prefix || first[i]!.startsWith(prefix)) && (i === first.length - 1 || first[i + 1]! > prefix);
  const shards = idx.allShards().filter((i) => holdsPrefix(i, 'kong') || (first[i]! <= '网关' && (i === first.length - 1 || first[i + 1]! > '网关')));
  assert.ok(first.length > 10, `${first.length} shards`);
  assert.deepEqual(read.filter((name) => name.startsWith('terms/')).sort(), shards.map(termsFile).sort());
  assert.deepEqual(read.filter((name) => name.startsWith('pages/')).map((name) => Number(/\d+/.exec(name)![0])).sort(), shownPages);
  // A second query with the same terms reads nothing more.
  const before = read.length;
  await searchRecords(idx, 'kong 网关');
  assert.equal(read.length, before);
});

/** MiniSearch's own index of the records: what the build's index must be. */
function miniSearchOf(records: readonly DocSearchRecord[]): MiniSearch<IndexedRecord> {
  const mini = new MiniSearch<IndexedRecord>(MINI_OPTIONS);
  mini.addAll(indexedRecords(records).docs);
  return mini;
}

/** Terms that share prefixes, a term that is another's prefix, and surrogate pairs (𠀀 and 𠀁 share their first code unit). */
const treeCorner = () => [
  record('/t/prefixes', {lvl1: 'ab abc abd abcd b', content: 'api apis apikey apilayer 𠀀𠀁 𠀀 𠀁𠀀 𡀀 中文 中 文中'}),
  record('/t/other', {lvl1: 'zz', content: 'über Ünicode ｖ１１ 𠀀𠀀𠀀'}),
];

test('the sharded index ranks exactly as MiniSearch over the whole index', async () => {
  const records = [...corpus(), ...treeCorner()];
  const mini = miniSearchOf(records);
  const sharded = await loadRecords(records);
  const asQueried = {prefix: usesPrefix, fuzzy: typoBudget};
  for (const query of ['网关', '汇率', 'puppeter', 'Kong 插件', 'createTRPCClient', '汇', 'tricky', '跨域 不存在的词', 'weathers', 'ab', 'apikye', '𠀀', '中', 'über']) {
    await sharded.loadTermsFor(query);
    for (const options of [asQueried, {prefix: true, fuzzy: 0.2}]) {
      assert.deepEqual(
        sharded.mini.search(query, options).map((r) => [r.id, r.score]),
        mini.search(query, options).map((r) => [r.id, r.score]),
        query,
      );
    }
  }
});

test('with every shard loaded, the index is MiniSearch’s own, term for term', async () => {
  const records = [...corpus(), ...treeCorner()];
  const sharded = await loadRecords(records);
  await sharded.loadShards(sharded.allShards());
  const normalised = (json: {index: [string][]}) => ({...json, index: [...json.index].sort((a, b) => (a[0] < b[0] ? -1 : 1))});
  assert.deepEqual(normalised(JSON.parse(JSON.stringify(sharded.mini))), normalised(JSON.parse(JSON.stringify(miniSearchOf(records)))));
});

test('files of another format version are rejected', async () => {
  const files = indexFiles(corpus());
  const meta = JSON.parse(files.get('meta.json')!);
  await assert.rejects(ShardedIndex.load(memoryIndexReader(new Map([['meta.json', JSON.stringify({...meta, version: 999})]]))), /Unsupported search index file meta\.json/);
  const shard = termsFile(shardOf(meta.shards, '网关'));
  const stale = new Map(files).set(shard, JSON.stringify({...JSON.parse(files.get(shard)!), version: 1}));
  const idx = await ShardedIndex.load(memoryIndexReader(stale));
  await assert.rejects(searchRecords(idx, '网关'), /Unsupported search index file terms\//);
});

test('search is deterministic', async () => {
  const a = await searchRecords(index, '网关 认证');
  const b = await searchRecords(await loadRecords(corpus()), '网关 认证');
  assert.deepEqual(paths(a.hits), paths(b.hits));
});

test('page files hold paths and anchors decoded, and hits carry them encoded as the records did', async () => {
  const records = [
    record('/文档/网关', {lvl1: '网关文档', content: '网关的介绍。'}),
    record('/文档/网关', {type: 'lvl2', lvl1: '网关文档', lvl2: '部署网关', anchor: '部署-网关', content: '部署网关的步骤。'}),
    // encodeURIComponent writes a/b as a%2Fb, which the URL parser would not give back: kept encoded.
    record('/文档/网关', {type: 'lvl2', lvl1: '网关文档', lvl2: '斜线网关', anchor: 'a/b', content: '斜线网关。'}),
  ];
  const files = indexFiles(records);
  const page = JSON.parse(files.get('pages/0.json')!);
  assert.equal(page.path, '/文档/网关');
  assert.deepEqual(page.anchors, ['部署-网关', 'a%2Fb']);
  assert.deepEqual(page.encoded, {anchors: {1: 'a%2Fb'}});
  const idx = await loadRecords(records);
  const hits = (await searchRecords(idx, '网关', {maxHitsPerPage: 5})).hits;
  const byId = new Map(hits.map((hit) => [hit.objectID.replace(/:\d+$/, ''), hit]));
  const section = byId.get('/文档/网关#部署-网关')!;
  assert.equal(section.url, `${SITE}/%E6%96%87%E6%A1%A3/%E7%BD%91%E5%85%B3#%E9%83%A8%E7%BD%B2-%E7%BD%91%E5%85%B3`);
  assert.equal(section.anchor, '%E9%83%A8%E7%BD%B2-%E7%BD%91%E5%85%B3');
  assert.equal(section.url_without_anchor, `${SITE}/%E6%96%87%E6%A1%A3/%E7%BD%91%E5%85%B3`);
  const slash = byId.get('/文档/网关#a/b')!;
  assert.equal(slash.anchor, 'a%2Fb');
  assert.equal(slash.url, `${SITE}/%E6%96%87%E6%A1%A3/%E7%BD%91%E5%85%B3#a%2Fb`);
  assert.equal(byId.get('/文档/网关')?.anchor, null);
  assert.deepEqual(hits.map((hit) => hit.objectID).sort(), records.map((r) => r.objectID).sort());
  // meta.json holds no strings of the page: path, titles and anchors are in the page file only.
  const meta = files.get('meta.json')!;
  for (const text of ['文档', '网关文档', '部署', '%E6']) assert.ok(!meta.includes(text), text);
});
