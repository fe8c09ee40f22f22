import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSynonyms} from '../node/synonyms';
import searchIndexPlugin, {createBuildVersion, indexUrlFor, validateOptions, type SearchIndexContent, type SearchIndexOptions} from '../index';
import {collectRecords} from '../node/collect';
import {searchRecords} from '../client/query';
import {ShardedIndex} from '../client/sharded-index';
import type {ReadIndexFile} from '../client/sharded-index';
import {RATE_LIMITING_ARTICLE, SCOPE, SITE, docPage} from './fixtures';

/** Reads the index files a build wrote into `dir`. */
const diskReader =
  (dir: string): ReadIndexFile =>
  async (name) =>
    JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

test('build versions are short and differ between builds', () => {
  const a = createBuildVersion();
  assert.match(a, /^[0-9a-f]{10}$/);
  assert.notEqual(a, createBuildVersion());
  assert.equal(indexUrlFor('/', 'abc'), '/search/abc/');
  assert.equal(indexUrlFor('/docs', 'abc'), '/docs/search/abc/');
});

function tempSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), html);
  };
  write('google/gateway/rate-limiting.html', docPage({article: RATE_LIMITING_ARTICLE}));
  write('index.html', docPage({title: '首页 | apis', tag: 'default', htmlClass: 'plugin-pages', breadcrumbs: [], article: '<h1>首页</h1><p>公共 API 目录。</p>'}));
  write('tests/docs/x.html', docPage({article: '<h1>测试页</h1>'}));
  write('home/index.html', '<html><head><meta http-equiv="refresh" content="0; url=/"></head></html>');
  return dir;
}

const ROOT = path.resolve(__dirname, '../../..');

/** The site's context; its folder holds the synonym list (the site's own unless told). */
function fakeContext(siteDir = ROOT): LoadContext {
  return {siteDir, siteConfig: {url: SITE, baseUrl: '/', title: 'apis'}} as unknown as LoadContext;
}

/** Loads the plugin's content, then runs its postBuild as Docusaurus does. */
async function build(plugin: Plugin<SearchIndexContent>, outDir: string, routesPaths: string[]): Promise<void> {
  const content = await plugin.loadContent!();
  await plugin.postBuild!({outDir, routesPaths, content} as never);
}

test('collectRecords reads each route once and skips what should not be indexed', async () => {
  const outDir = tempSite();
  try {
    const result = await collectRecords({
      ...SCOPE,
      outDir,
      siteUrl: SITE,
      routesPaths: ['/', '/google/gateway/rate-limiting', '/google/gateway/rate-limiting/', '/tests/docs/x', '/home', '/feature-requests/x'],
    });
    assert.equal(result.indexedPages, 2);
    assert.equal(result.skippedPages, 2);
    assert.deepEqual(result.missing, ['/feature-requests/x']);
    assert.deepEqual([...new Set(result.records.map((r) => new URL(r.url).pathname))], ['/', '/google/gateway/rate-limiting']);
    const all = await collectRecords({...SCOPE, outDir, siteUrl: SITE});
    assert.deepEqual(all.records, result.records);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('the plugin publishes the index URL and writes the index after the build', async () => {
  const outDir = tempSite();
  const logs: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void logs.push(args.join(' '));
  try {
    const plugin = searchIndexPlugin(fakeContext(), SCOPE);
    assert.equal(plugin.name, 'search-index');
    let globalData: {indexUrl: string; version: string} | undefined;
    await plugin.contentLoaded?.({content: undefined as never, actions: {setGlobalData: (d: unknown) => (globalData = d as typeof globalData)} as never});
    assert.ok(globalData);
    assert.match(globalData.indexUrl, /^\/search\/[0-9a-f]{10}\/$/);
    await build(plugin, outDir, ['/', '/google/gateway/rate-limiting', '/tests/docs/x']);
    const indexDir = path.join(outDir, globalData.indexUrl);
    assert.ok(fs.existsSync(path.join(indexDir, 'meta.json')));
    const index = await ShardedIndex.load(diskReader(indexDir));
    assert.equal(index.mini.documentCount, 5);
    // The site's synonyms travel with the index: 速率限制 finds the page that says 限流.
    assert.deepEqual(index.meta.synonyms, loadSynonyms(ROOT));
    assert.equal(new URL((await searchRecords(index, '速率限制')).hits[0]!.url).pathname, '/google/gateway/rate-limiting');
    const [hit] = (await searchRecords(index, 'redis 配置')).hits;
    assert.equal(hit.url, `${SITE}/google/gateway/rate-limiting#redis-%E9%85%8D%E7%BD%AE`);
    assert.ok(logs.some((l) => /\[search-index\] 5 records from 2 pages/.test(l)), logs.join('\n'));
  } finally {
    console.log = log;
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('a failure in the index worker fails the build and the precache wait, with its message', async () => {
  // A file where the output folder should be: writing the index fails inside the worker thread.
  const notADirectory = path.join(tempSite(), 'index.html');
  const plugin = searchIndexPlugin(fakeContext(), SCOPE);
  const content = await plugin.loadContent!();
  try {
    await assert.rejects(async () => plugin.postBuild!({outDir: notADirectory, routesPaths: ['/'], content} as never), (error: Error) => {
      assert.match(error.message, /ENOTDIR/);
      assert.ok(error.message.includes(notADirectory), error.message);
      return true;
    });
    await assert.rejects(content.beforePrecache, /ENOTDIR/);
  } finally {
    fs.rmSync(path.dirname(notADirectory), {recursive: true, force: true});
  }
});

test('the siteUrl option overrides the site url', async () => {
  const outDir = tempSite();
  try {
    const plugin = searchIndexPlugin(fakeContext(), {...SCOPE, siteUrl: 'https://preview.example.org'});
    const log = console.log;
    console.log = () => {};
    try {
      await build(plugin, outDir, ['/']);
    } finally {
      console.log = log;
    }
    const [version] = fs.readdirSync(path.join(outDir, 'search'));
    assert.equal((await ShardedIndex.load(diskReader(path.join(outDir, 'search', version!)))).meta.origin, 'https://preview.example.org');
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

/** Docusaurus' validate: the schema's value, or its error thrown. */
const validate = (schema: {validate: (value: unknown) => {error?: Error; value: unknown}}, value: unknown) => {
  const {error, value: result} = schema.validate(value);
  if (error) throw error;
  return result;
};
const validated = (options: unknown) => validateOptions({options, validate} as never);

test('options: the site’s lists are required and checked', () => {
  assert.deepEqual(validated(SCOPE), SCOPE);
  assert.deepEqual(validated({...SCOPE, siteUrl: 'https://preview.example.org'}), {...SCOPE, siteUrl: 'https://preview.example.org'});
  const {excludedRoutes: _routes, ...withoutRoutes} = SCOPE;
  assert.throws(() => validated(withoutRoutes), /"excludedRoutes" is required/);
  assert.throws(() => validated({...SCOPE, excludedRoutes: ['tests']}), /excludedRoutes\[0\].*route path such as "\/tests"/);
  assert.throws(() => validated({...SCOPE, excludedRoutes: ['/tests/']}), /excludedRoutes\[0\]/);
  assert.throws(() => validated({...SCOPE, docsSections: [{path: '/learn'}]}), /docsSections\[0\]\.shortTitle" is required/);
  assert.throws(() => validated({...SCOPE, docsSections: [...SCOPE.docsSections, {path: '/learn', shortTitle: '又一个'}]}), /duplicate value/);
  assert.throws(() => validated({...SCOPE, siteUrl: 'apis.example.com'}), /siteUrl/);
  assert.throws(() => validated({...SCOPE, sections: []} as SearchIndexOptions), /"sections" is not allowed/);
});

test('the routes left out of the index are the ones the options name', async () => {
  const outDir = tempSite();
  try {
    const routesPaths = ['/', '/tests/docs/x'];
    const indexed = async (excludedRoutes: readonly string[]) =>
      [...new Set((await collectRecords({...SCOPE, excludedRoutes, outDir, siteUrl: SITE, routesPaths})).records.map((r) => new URL(r.url).pathname))];
    assert.deepEqual(await indexed(SCOPE.excludedRoutes), ['/']);
    assert.deepEqual(await indexed([]), ['/', '/tests/docs/x']);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('a bad synonym entry stops the build before it starts, naming the file, the entry and the field', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-site-'));
  try {
    fs.mkdirSync(path.join(siteDir, 'data'));
    fs.writeFileSync(path.join(siteDir, 'data/synonyms.json'), JSON.stringify({synonyms: [{terms: ['容器', 'Docker']}, {terms: ['挂', '宕机']}]}));
    const plugin = searchIndexPlugin(fakeContext(siteDir), {...SCOPE, synonymsFile: 'data/synonyms.json'});
    assert.deepEqual(plugin.getPathsToWatch?.(), [path.join(siteDir, 'data/synonyms.json')]);
    await assert.rejects(async () => plugin.loadContent!(), /^DataValidationError: data\/synonyms\.json: entry #1 "挂": field "terms\[0\]" is a single Chinese character/);
    fs.writeFileSync(path.join(siteDir, 'data/synonyms.json'), '{"synonyms": [');
    await assert.rejects(async () => plugin.loadContent!(), /data\/synonyms\.json: top level: field "\(file\)" is not valid JSON/);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});
