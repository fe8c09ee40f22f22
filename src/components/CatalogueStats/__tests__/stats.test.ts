import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {CatalogueCategory} from '@site/plugins/catalogue/types';
import {loadCatalogue} from '@site/plugins/catalogue/load';
import {buildExplorerSummary} from '@site/plugins/catalogue/index';
import {computeStats, countOf, formatCount, formatShare, type CatalogueStatsData} from '../stats';
import {expandCatalogue, type CompactCategory} from '../compact';

interface LoaderModule {
  (this: {addContextDependency(dir: string): void; addDependency(file: string): void}): string;
  readCompactCatalogue(dir?: string, onFile?: (file: string) => void): CompactCategory[];
}
// A CommonJS file run by the bundler in Node; loaded here the same way.
const loader = require('../catalogue-loader.cjs') as LoaderModule;

const siteDir = path.resolve(__dirname, '../../../..');

/** A small category covering the edge cases: null auth (no authentication), unknown CORS, no HTTPS. */
const fixture: CatalogueCategory = {
  category: 'Fixture Animals',
  slug: 'fixture-animals',
  nameZh: '测试动物',
  apis: [
    {name: 'Open Cats', url: 'https://cats.example/', auth: null, https: true, cors: 'yes', description: 'Cats', descriptionZh: '猫的图片。'},
    {name: 'Open Dogs', url: 'https://dogs.example/', auth: null, https: true, cors: 'unknown', description: 'Dogs', descriptionZh: '狗的图片。'},
    {name: 'Old Birds', url: 'http://birds.example/', auth: null, https: false, cors: 'yes', description: 'Birds', descriptionZh: '鸟类记录。'},
    {name: 'Keyed Fish', url: 'https://fish.example/', auth: 'apiKey', https: true, cors: 'no', description: 'Fish', descriptionZh: '鱼类数据。'},
    {name: 'Weather Owl', url: 'https://owl.example/', auth: 'User-Agent', https: true, cors: 'unknown', description: 'Owls', descriptionZh: '猫头鹰。'},
  ],
};

function counts(stats: CatalogueStatsData) {
  const pick = (shares: readonly {key: string; count: number}[]) => Object.fromEntries(shares.map((item) => [item.key, item.count]));
  return {auth: pick(stats.auth), https: pick(stats.https), cors: pick(stats.cors)};
}

test('one category: counts of every value, in a fixed order, zeros included', () => {
  const stats = computeStats([fixture]);
  assert.equal(stats.categories, 1);
  assert.equal(stats.apis, 5);
  assert.deepEqual(counts(stats), {
    // null auth is counted as "none"; kinds that do not occur are there with 0.
    auth: {none: 3, apiKey: 1, OAuth: 0, 'X-Mashape-Key': 0, 'User-Agent': 1},
    https: {yes: 4, no: 1},
    cors: {yes: 2, no: 1, unknown: 2},
  });
  assert.deepEqual(
    stats.auth.map((item) => item.label),
    ['无需认证', 'API 密钥', 'OAuth', 'X-Mashape-Key', 'User-Agent 头'],
  );
  assert.deepEqual(
    stats.cors.map((item) => [item.label, item.share]),
    [
      ['支持', 0.4],
      ['不支持', 0.2],
      ['未知', 0.4],
    ],
  );
  assert.deepEqual(
    stats.https.map((item) => item.label),
    ['支持', '不支持'],
  );
});

test('"usable from a web page" needs no auth, HTTPS and CORS "yes": unknown CORS does not count', () => {
  const stats = computeStats([fixture]);
  // Open Cats only: Open Dogs has unknown CORS, Old Birds no HTTPS, the others need credentials.
  assert.equal(stats.browserReady.count, 1);
  assert.equal(stats.browserReady.share, 0.2);
});

test('several categories add up, an API filed twice counts in both', () => {
  const second: CatalogueCategory = {...fixture, category: 'Fixture Birds', slug: 'fixture-birds', apis: [fixture.apis[2]!, fixture.apis[3]!]};
  const stats = computeStats([fixture, second]);
  assert.equal(stats.categories, 2);
  assert.equal(stats.apis, 7);
  assert.equal(countOf(stats.auth, 'none'), 4);
  assert.equal(countOf(stats.https, 'no'), 2);
  assert.equal(countOf(stats.cors, 'no'), 2);
  for (const group of [stats.auth, stats.https, stats.cors]) {
    assert.equal(
      group.reduce((sum, item) => sum + item.count, 0),
      stats.apis,
    );
  }
});

test('no API at all gives zeros, not NaN', () => {
  const stats = computeStats([]);
  assert.equal(stats.apis, 0);
  assert.equal(stats.categories, 0);
  assert.ok([...stats.auth, ...stats.https, ...stats.cors, stats.browserReady].every((item) => item.count === 0 && item.share === 0));
});

test('a value outside the schema fails instead of being miscounted', () => {
  const broken = {apis: [{auth: null, https: true, cors: 'maybe'}]} as unknown as CatalogueCategory;
  assert.throws(() => computeStats([broken]), /unexpected cors value "maybe"/);
  const badAuth = {apis: [{auth: 'Basic', https: true, cors: 'yes'}]} as unknown as CatalogueCategory;
  assert.throws(() => computeStats([badAuth]), /unexpected auth value "Basic"/);
});

test('formatting: counts with thousands separators, shares with at most one decimal', () => {
  assert.equal(formatCount(1695), '1,695');
  assert.equal(formatCount(0), '0');
  assert.equal(formatShare(0), '0%');
  assert.equal(formatShare(1), '100%');
  assert.equal(formatShare(0.4), '40%');
  assert.equal(formatShare(20 / 26), '76.9%');
  assert.equal(formatShare(1 / 3), '33.3%');
  assert.equal(formatShare(0.125), '12.5%');
  // Rounding never hides that a value occurs, or that it is not all of them.
  assert.equal(formatShare(1 / 5000), '<0.1%');
  assert.equal(formatShare(4999 / 5000), '>99.9%');
  assert.equal(formatShare(1 / 1695), '0.1%');
});

test('the build-time loader reads only the fields the statistics need, in the plugin order', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-stats-'));
  try {
    const other = {...fixture, category: 'Another Fixture', slug: 'another-fixture', apis: fixture.apis.slice(0, 1)};
    fs.writeFileSync(path.join(dir, 'fixture-animals.json'), JSON.stringify(fixture));
    fs.writeFileSync(path.join(dir, 'another-fixture.json'), JSON.stringify(other));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a category');
    const seen: string[] = [];
    const compact = loader.readCompactCatalogue(dir, (file) => seen.push(path.basename(file)));
    assert.deepEqual(seen.sort(), ['another-fixture.json', 'fixture-animals.json']);
    assert.deepEqual(compact, [
      ['another-fixture', 'Another Fixture', '测试动物', [[null, true, 'yes']]],
      ['fixture-animals', 'Fixture Animals', '测试动物', fixture.apis.map((api) => [api.auth, api.https, api.cors])],
    ]);
    const [expanded] = expandCatalogue(compact).slice(1);
    assert.equal(expanded!.permalink, '/google/api/fixture-animals');
    assert.deepEqual(computeStats([expanded!]), computeStats([fixture]));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('on the real catalogue, the loader module gives the same figures as the category files', () => {
  const dependencies: string[] = [];
  const contexts: string[] = [];
  const source = loader.call({addDependency: (file) => dependencies.push(file), addContextDependency: (dir) => contexts.push(dir)});
  // What the bundler gets is a CommonJS module; evaluate it the same way.
  const module = {exports: [] as CompactCategory[]};
  new Function('module', source)(module);
  const overview = expandCatalogue(module.exports);

  const full = loadCatalogue(siteDir);
  assert.deepEqual(contexts, [path.join(siteDir, 'src/data/catalogue')]);
  assert.equal(dependencies.length, full.length);
  assert.deepEqual(
    overview.map((category) => category.slug),
    full.map((category) => category.slug),
  );
  assert.deepEqual(computeStats(overview), computeStats(full));
  for (const [index, category] of full.entries()) {
    assert.deepEqual(computeStats([overview[index]!]), computeStats([category]), category.slug);
  }
  // The totals the home page shows come from the explorer summary: the same numbers.
  const summary = buildExplorerSummary(full);
  assert.equal(summary.total, computeStats(overview).apis);
  assert.equal(summary.categories.length, overview.length);
  // None of the descriptions reaches the overview's JavaScript.
  const first = full[0]!.apis[0]!;
  assert.ok(!source.includes(first.descriptionZh) && !source.includes(first.url));
});

test('catalogue.ts imports the loader under the module name loader.d.ts declares', () => {
  const dir = path.join(__dirname, '..');
  const importMatch = /from '(!!\.\/([\w.-]+)!\.\/([\w.-]+))'/.exec(fs.readFileSync(path.join(dir, 'catalogue.ts'), 'utf8'));
  assert.ok(importMatch, 'catalogue.ts has an inline loader import');
  const [, specifier, loaderFile, resourceFile] = importMatch;
  assert.ok(fs.existsSync(path.join(dir, loaderFile!)) && fs.existsSync(path.join(dir, resourceFile!)));
  assert.ok(fs.readFileSync(path.join(dir, 'loader.d.ts'), 'utf8').includes(`declare module '${specifier}'`));
});
