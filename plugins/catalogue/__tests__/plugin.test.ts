import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import cataloguePlugin, {loadCatalogueTotals, validateOptions, type CatalogueOptions} from '../index';
import {buildCatalogueModules, MODULE_ALIAS} from '../node/modules';
import {loadResolvedCatalogue, resolveCatalogue} from '../node/resolve';
import {loadSource} from '../node/load';
import {decodeRow, encodeRow} from '../shared/row';
import {addCounts, countFacts} from '../shared/stats';
import type {ApisModule, CatalogueSummary, CatalogueTotals, CategoryModule} from '../shared/modules';
import type {CatalogueCategory, CatalogueEntry, LinkStatusFile} from '../shared/types';

const siteDir = path.resolve(__dirname, '../../..');
const catalogue = loadResolvedCatalogue(siteDir);

const SAMPLE: CatalogueCategory[] = [
  {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {id: 'cat-facts', name: 'Cat Facts', url: 'https://catfact.ninja/', auth: null, https: true, cors: 'yes', description: 'Random cat facts', descriptionZh: '随机返回一条关于猫的小知识。'},
      {id: 'ebird', name: 'eBird', url: 'https://documenter.getpostman.com/view/664302/S1ENwy59', auth: 'apiKey', https: true, cors: 'no', description: 'Birding observations', descriptionZh: '获取观鸟记录。'},
    ],
  },
  {
    category: 'Weather',
    slug: 'weather',
    nameZh: '天气',
    apis: [{id: 'metaweather', name: 'MetaWeather', url: 'https://www.metaweather.com/', auth: 'User-Agent', https: false, cors: 'unknown', description: 'Weather', descriptionZh: '天气数据。'}],
  },
];

const STATUS: LinkStatusFile = {
  checkedAt: '2026-12-01T03:00:00.000Z',
  results: {
    'cat-facts': {url: 'https://catfact.ninja/', status: 'dead', httpStatus: 404, finalUrl: 'https://catfact.ninja/'},
    // Checked before the URL changed: says nothing about the current one.
    ebird: {url: 'https://ebird.org/old', status: 'dead', httpStatus: 410, finalUrl: 'https://ebird.org/old'},
  },
};

const sampleResolved = (status: LinkStatusFile | null) => resolveCatalogue(SAMPLE, [], loadSource(siteDir), status);

test('rows round-trip every field of an entry', () => {
  const entry: CatalogueEntry = {
    ...SAMPLE[0]!.apis[0]!,
    category: 'animals',
    verification: {facts: [{field: 'https', value: true, upstream: false}], source: {name: 'Cat Facts', permalink: '/fo/1'}, checked: '2026-11'},
    link: 'dead',
  };
  assert.deepEqual(decodeRow(JSON.parse(JSON.stringify(encodeRow(entry)))), entry);
});

test('modules: totals, a summary with counts per category, every row, and one module per category', () => {
  const modules = buildCatalogueModules(sampleResolved(STATUS));
  assert.deepEqual([...modules.keys()], ['totals', 'summary', 'apis', 'category/animals', 'category/weather']);
  assert.deepEqual(modules.get('totals'), {apis: 3, categories: 2} satisfies CatalogueTotals);
  const summary = modules.get('summary') as CatalogueSummary;
  assert.deepEqual(
    summary.categories.map((c) => [c.slug, c.name, c.nameZh, c.permalink, c.counts.apis]),
    [
      ['animals', 'Animals', '动物', '/google/api/animals', 2],
      ['weather', 'Weather', '天气', '/google/api/weather', 1],
    ],
  );
  assert.deepEqual(summary.counts, addCounts(summary.categories.map((c) => c.counts)));
  assert.deepEqual(summary.linkCheck, {checkedAt: STATUS.checkedAt});
  const rows = (modules.get('apis') as ApisModule).rows.map(decodeRow);
  assert.deepEqual(rows.map((row) => [row.id, row.category, row.link]), [
    ['cat-facts', 'animals', 'dead'],
    ['ebird', 'animals', null],
    ['metaweather', 'weather', null],
  ]);
  const animals = modules.get('category/animals') as CategoryModule;
  assert.deepEqual(animals.rows.map(decodeRow), rows.slice(0, 2));
  assert.deepEqual(animals.counts, countFacts(rows.slice(0, 2)));
  assert.equal(animals.counts.dead, 1);
});

test('without a status file no module carries any link status', () => {
  const modules = buildCatalogueModules(sampleResolved(null));
  assert.equal((modules.get('summary') as CatalogueSummary).linkCheck, null);
  assert.equal((modules.get('category/animals') as CategoryModule).linkCheck, null);
  assert.ok((modules.get('apis') as ApisModule).rows.every((row) => decodeRow(row).link === null));
});

test('the real catalogue: 1,695 APIs in 51 categories, the same totals everywhere', () => {
  const modules = buildCatalogueModules(catalogue);
  const summary = modules.get('summary') as CatalogueSummary;
  assert.deepEqual(modules.get('totals'), {apis: 1695, categories: 51});
  assert.deepEqual(loadCatalogueTotals(siteDir), {apis: 1695, categories: 51});
  assert.equal(summary.counts.apis, 1695);
  assert.equal((modules.get('apis') as ApisModule).rows.length, 1695);
  // The summary is part of the explorer page's and the overview pages' JavaScript: it has to stay small.
  assert.ok(JSON.stringify(summary).length < 24_000, `summary is ${JSON.stringify(summary).length} characters`);
  // The statistics count the verified value: Fixer is among the HTTPS APIs.
  const currency = summary.categories.find((c) => c.slug === 'currency-exchange')!;
  const fixer = catalogue.categories.find((c) => c.slug === 'currency-exchange')!.apis.find((a) => a.id === 'fixer')!;
  assert.equal(fixer.https, true);
  assert.equal(currency.counts.verified, 2);
});

test('options: statusFile must be a .json path; none is fine', () => {
  const validate = (schema: {validate: (v: unknown) => {error?: Error; value: unknown}}, value: unknown) => {
    const {error, value: result} = schema.validate(value);
    if (error) throw error;
    return result;
  };
  assert.deepEqual(validateOptions({options: undefined, validate} as never), {});
  assert.deepEqual(validateOptions({options: {statusFile: 'fixtures/status.json'}, validate} as never), {statusFile: 'fixtures/status.json'});
  assert.throws(() => validateOptions({options: {statusFile: 'status.txt'}, validate} as never), /\.json file/);
  assert.throws(() => validateOptions({options: {status: 'x.json'} as CatalogueOptions, validate} as never), /not allowed/);
});

test('the plugin writes its modules where the alias points, provides its theme, and writes the JSON API after the build', async () => {
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-plugin-'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-out-'));
  try {
    const plugin = cataloguePlugin({siteDir, generatedFilesDir: generated} as LoadContext, {});
    assert.equal(plugin.name, 'catalogue');
    assert.ok(fs.existsSync(path.join(plugin.getThemePath!(), 'CatalogueTable', 'index.tsx')));
    const content = (await plugin.loadContent!())!;
    const alias = (plugin.configureWebpack!({} as never, false, {} as never, content) as {resolve: {alias: Record<string, string>}}).resolve.alias[MODULE_ALIAS]!;
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join(alias, `${name}.json`), 'utf8'));
    assert.deepEqual(read('totals'), {apis: 1695, categories: 51});
    assert.equal(read('category/animals').rows.length, catalogue.categories.find((c) => c.slug === 'animals')!.apis.length);
    await plugin.postBuild!({outDir, content, siteConfig: {url: 'https://apis.test', baseUrl: '/'}} as never);
    const apis = JSON.parse(fs.readFileSync(path.join(outDir, 'catalogue/v1/apis.json'), 'utf8'));
    assert.equal(apis.count, 1695);
    assert.equal(apis.apis[0].permalink.startsWith('https://apis.test/community/public-apis?api='), true);
  } finally {
    fs.rmSync(generated, {recursive: true, force: true});
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('one declaration file covers every generated module, and the theme components exist', () => {
  const declarations = fs.readFileSync(path.join(__dirname, '..', 'modules.d.ts'), 'utf8');
  for (const name of ['totals', 'summary', 'apis', 'category/*']) assert.ok(declarations.includes(`declare module '${MODULE_ALIAS}/${name}'`), name);
  for (const component of ['CatalogueStats', 'CatalogueCategoryTable', 'CatalogueCount', 'CatalogueTable', 'ApiExplorer', 'CatalogueApiBase']) {
    assert.ok(fs.existsSync(path.join(__dirname, '..', 'theme', component, 'index.tsx')), component);
  }
  // The explorer's data set is a dynamic import (its own chunk), the summary a static one (server-rendered).
  const explorer = fs.readFileSync(path.join(__dirname, '..', 'theme', 'ApiExplorer', 'index.tsx'), 'utf8');
  assert.match(explorer, /import\(\/\* webpackChunkName: "api-explorer-data" \*\/ '@catalogue\/apis'\)/);
  assert.match(explorer, /^import summary from '@catalogue\/summary';$/m);
  assert.doesNotMatch(explorer, /^import .* from '@catalogue\/apis'/m);
});
