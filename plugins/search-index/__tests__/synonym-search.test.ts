import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {SYNONYM_WEIGHT, searchClauses} from '../client/clause-search';
import {typoBudget, usesPrefix} from '../client/highlight';
import {searchRecords} from '../client/query';
import {indexedRecords} from '../node/serialize';
import {FIELD_BOOST, MINI_OPTIONS, identity} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';
import {shardOf, termsFile} from '../shared/format';
import type {SynonymGroup} from '../shared/synonyms';
import type {DocSearchHit} from '../shared/types';
import {corpus, loadRecords, record} from './fixtures';

const SYNONYMS: SynonymGroup[] = [{terms: ['容器', 'docker']}, {terms: ['限流', '速率限制', 'rate limit']}];
const paths = (hits: DocSearchHit[]) => hits.map((h) => new URL(h.url).pathname);

const pages = () => [
  record('/learn/docker-ci', {lvl1: '在 CI 中运行', content: '用 Docker 镜像运行 Chrome，并关闭沙盒。'}),
  record('/google/install/containers', {lvl1: '安装方式', content: '在容器中运行网关，配置端口。'}),
  record('/google/build/dockerfile', {lvl1: '构建镜像', content: '编写 Dockerfile 打包 Chrome 应用。'}),
  record('/google/rate', {lvl1: '速率限制', content: '每分钟最多 60 次请求，超出返回 429。'}),
];

test('a synonym finds the page that says it, after the pages with the word typed', async () => {
  const index = await loadRecords(pages(), undefined, SYNONYMS);
  assert.deepEqual(paths((await searchRecords(index, '容器')).hits), ['/google/install/containers', '/learn/docker-ci']);
  // 跑 is in no record, so any word will do: the page holding a synonym and Chrome leads.
  assert.equal(paths((await searchRecords(index, '在容器里跑 Chrome')).hits)[0], '/learn/docker-ci');
  assert.deepEqual(paths((await searchRecords(index, '怎么限流')).hits), ['/google/rate']);
  // Without the list, the Docker page is not found.
  const plain = await loadRecords(pages());
  assert.deepEqual(paths((await searchRecords(plain, '容器')).hits), ['/google/install/containers']);
});

test('a synonym is searched exactly, and marked where it matched', async () => {
  const index = await loadRecords(pages(), undefined, SYNONYMS);
  // 'docker' is not a prefix of Dockerfile here, as it would be typed.
  assert.ok(!paths((await searchRecords(index, '容器')).hits).includes('/google/build/dockerfile'));
  assert.ok(paths((await searchRecords(index, 'docker')).hits).includes('/google/build/dockerfile'));
  const [hit] = (await searchRecords(index, '在容器里跑 Chrome')).hits;
  assert.match(hit!._highlightResult.content!.value, /<mark>Docker<\/mark>.*<mark>Chrome<\/mark>/);
});

test('only the shards of the synonyms themselves are read', async () => {
  const read: string[] = [];
  const index = await loadRecords(pages(), (name) => read.push(name), SYNONYMS);
  await searchRecords(index, '容器');
  const shards = index.meta.shards;
  const terms = read.filter((name) => name.startsWith('terms/')).sort();
  assert.deepEqual(terms, [...new Set([termsFile(shardOf(shards, '容器')), termsFile(shardOf(shards, 'docker'))])].sort());
});

/** The options query.ts searches with, without the document boosts (none of these records has any). */
const options = () => ({boost: FIELD_BOOST, prefix: usesPrefix, fuzzy: typoBudget, tokenize: (t: string) => [t], processTerm: identity});

test('a record scores with the best way it meets a clause, not with the sum of them', async () => {
  const both = record('/both', {lvl1: '部署', content: '容器 docker'});
  // Both words in both records: the same statistics, so the typed word scores above the synonym.
  const index = await loadRecords([both, record('/other', {lvl1: '其他', content: 'docker 容器'})], undefined, SYNONYMS);
  await index.loadShards(index.allShards());
  const score = (clause: string[][]) => searchClauses(index, [clause], 'AND', options()).find((r) => r.id === 0)!.score;
  // The word typed outweighs the synonym (SYNONYM_WEIGHT), so holding both adds nothing.
  assert.ok(SYNONYM_WEIGHT < 1);
  assert.equal(score([['容器'], ['docker']]), score([['容器']]));
  assert.ok(score([['docker']]) * SYNONYM_WEIGHT < score([['容器'], ['docker']]));
});

test('a synonym of several terms weighs as the words it stands for, not by its length', async () => {
  const index = await loadRecords([record('/typed', {lvl1: '限流', content: '说明'}), record('/synonym', {lvl1: '速率限制', content: '说明'})], undefined, SYNONYMS);
  assert.deepEqual(paths((await searchRecords(index, '限流')).hits), ['/typed', '/synonym']);
});

test('without synonyms, clauses rank as MiniSearch’s own AND query, and as its OR query with coverage counted twice', async () => {
  const records = corpus();
  const index = await loadRecords(records);
  await index.loadShards(index.allShards());
  const mini = new MiniSearch<IndexedRecord>(MINI_OPTIONS);
  mini.addAll(indexedRecords(records).docs);
  for (const terms of [['网关'], ['网关', '认证'], ['跨域', '不存', '存在'], ['kong', '插件'], ['puppeter', '自动']]) {
    for (const combineWith of ['AND', 'OR'] as const) {
      const ours = searchClauses(index, terms.map((term) => [[term]]), combineWith, options());
      const theirs = mini
        .search({combineWith, queries: terms}, options())
        .map((r) => ({...r, score: combineWith === 'OR' ? r.score * r.queryTerms.length : r.score}))
        .sort((a, b) => b.score - a.score || a.id - b.id);
      assert.deepEqual(ours.map((r) => r.id), theirs.map((r) => r.id), `${combineWith} ${terms}`);
      ours.forEach((r, i) => assert.ok(Math.abs(r.score - theirs[i]!.score) < 1e-9 * Math.max(1, r.score), `${terms}: ${r.score} ${theirs[i]!.score}`));
    }
  }
});

test('a page’s description is searched with its first record, never shown', async () => {
  const page = record('/learn/batching', {lvl1: '批量请求', content: 'httpBatchLink 的用法。', description: '把多个调用合并成一个 HTTP 请求。', keywords: ['请求合并']});
  const index = await loadRecords([page, record('/other', {lvl1: '其他', content: '一个 HTTP 请求。'})]);
  const [hit] = (await searchRecords(index, '合并成一个')).hits;
  assert.equal(new URL(hit!.url).pathname, '/learn/batching');
  assert.equal(hit!.content, 'httpBatchLink 的用法。');
  assert.deepEqual(paths((await searchRecords(index, '请求合并')).hits), ['/learn/batching']);
});
