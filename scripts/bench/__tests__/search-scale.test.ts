import assert from 'node:assert/strict';
import {test} from 'node:test';
import {measureIndex, scaleTable} from '../search-scale.mjs';
import {generatePages, generateRecords, mulberry32} from '../search-scale-corpus.mjs';
import {corpus} from '../../../plugins/search-index/__tests__/fixtures';

test('the PRNG is seeded: the same seed, the same sequence', () => {
  const a = mulberry32(7);
  const b = mulberry32(7);
  const c = mulberry32(8);
  const first = Array.from({length: 5}, a);
  assert.deepEqual(Array.from({length: 5}, b), first);
  assert.notDeepEqual(Array.from({length: 5}, c), first);
  assert.ok(first.every((x) => x >= 0 && x < 1));
});

test('generated pages are the same for the same seed and differ for another', () => {
  const real = corpus();
  assert.deepEqual(generatePages(real, 5), generatePages(real, 5));
  assert.notDeepEqual(generatePages(real, 5, {seed: 2}), generatePages(real, 5));
  // The first pages do not depend on how many are asked for.
  assert.deepEqual(generatePages(real, 8).slice(0, 5), generatePages(real, 5));
});

test('generated records look like the site’s docs pages', () => {
  const real = corpus();
  const records = generateRecords(real, 40);
  const pages = new Map<string, typeof records>();
  for (const record of records) pages.set(record.url_without_anchor, [...(pages.get(record.url_without_anchor) ?? []), record]);
  assert.equal(pages.size, 40);
  const perPage = records.length / pages.size;
  assert.ok(perPage > 9 && perPage < 15, `${perPage} records a page`);
  const realPaths = new Set(real.map((r) => r.url_without_anchor));
  const docsTags = new Set(real.map((r) => r.docusaurus_tag).filter((tag) => tag.startsWith('docs-')));
  for (const [url, own] of pages) {
    assert.ok(!realPaths.has(url), url);
    assert.equal(own[0].type, 'lvl1');
    assert.ok(own.some((r) => r.type === 'lvl2' && r.anchor), url);
    assert.ok(docsTags.has(own[0].docusaurus_tag), own[0].docusaurus_tag);
    assert.ok(url.startsWith('https://apis.example.com/'), url);
  }
  const text = records.map((r) => `${r.hierarchy.lvl2 ?? ''} ${r.content ?? ''}`).join(' ');
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  assert.ok(han / pages.size > 900, `${han / pages.size} Han characters a page`);
  const bigrams = new Set<string>();
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) for (let i = 0; i + 1 < run.length; i += 1) bigrams.add(run.slice(i, i + 2));
  // The site has about 14,800 distinct bigrams in its first 54,000 Han characters.
  assert.ok(bigrams.size / han > 0.2, `${bigrams.size} bigrams in ${han} characters`);
  assert.match(text, /[a-z]{3,}/);
  // Every page has a code block; the extractor leaves it out.
  assert.match(generatePages(real, 1)[0].html, /theme-code-block.*= await/);
  assert.ok(!/= await|'\);/.test(text), 'code blocks are not indexed');
});

test('measureIndex reports the files of the index and what a first query fetches', async () => {
  const records = [...corpus(), ...generateRecords(corpus(), 10)];
  const report = await measureIndex(records, {queries: ['网关', 'kong', '浏览器自动化']});
  assert.equal(report.records, records.length);
  assert.equal(report.pages, new Set(records.map((r) => r.url_without_anchor)).size);
  assert.equal(report.files, 1 + report.shards + report.pages);
  assert.ok(report.metaBytes > 0 && report.largestShard.bytes > 0 && report.totalBytes > report.metaBytes);
  assert.match(report.largestShard.name, /^terms\/\d+\.json$/);
  assert.deepEqual(report.firstQuery.perQuery.map(([query]) => query), ['网关', 'kong', '浏览器自动化']);
  for (const [, bytes] of report.firstQuery.perQuery) assert.ok(bytes > report.metaBytes && bytes <= report.totalBytes);
  assert.equal(report.firstQuery.largest, Math.max(...report.firstQuery.perQuery.map(([, bytes]) => bytes)));
  const rows = scaleTable([{extra: 10, generateMs: 1, report}]);
  assert.deepEqual(rows[0], ['', '+10 pages']);
  assert.ok(rows.every((row) => row.length === 2));
});

test('measureIndex writes the synonyms it is given into meta.json, and queries are expanded with them', async () => {
  const records = corpus();
  const synonyms = [{terms: ['跨域', 'cors']}];
  const plain = await measureIndex(records, {queries: ['cors']});
  const expanded = await measureIndex(records, {queries: ['cors'], synonyms});
  assert.ok(expanded.metaBytes > plain.metaBytes, `${expanded.metaBytes} vs ${plain.metaBytes}`);
  // 'cors' alone reads its own shard; expanded, the shard of 跨域 as well (unless it is the same one).
  assert.ok(expanded.firstQuery.largest >= plain.firstQuery.largest);
});
