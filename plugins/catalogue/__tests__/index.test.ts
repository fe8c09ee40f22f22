import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import cataloguePlugin, {
  EXPLORER_DATA_FILE,
  EXPLORER_DATA_MODULE,
  EXPLORER_SUMMARY_FILE,
  EXPLORER_SUMMARY_MODULE,
  buildExplorerDataset,
  buildExplorerSummary,
  generatedModuleName,
  type ExplorerDataset,
  type ExplorerSummary,
} from '../index';
import {loadCatalogue} from '../load';
import {decodeDataset} from '../../../src/components/ApiExplorer/dataset';
import type {CatalogueCategory} from '../types';

const siteDir = path.resolve(__dirname, '../../..');
const catalogue = loadCatalogue(siteDir);

const SAMPLE: CatalogueCategory[] = [
  {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {name: 'Cat Facts', url: 'https://catfact.ninja/', auth: null, https: true, cors: 'yes', description: 'Random cat facts', descriptionZh: '随机返回一条关于猫的小知识。'},
      {name: 'eBird', url: 'https://documenter.getpostman.com/view/664302/S1ENwy59', auth: 'apiKey', https: true, cors: 'no', description: 'Retrieve recent or notable birding observations', descriptionZh: '获取最近或值得关注的观鸟记录。'},
    ],
  },
  {
    category: 'Weather',
    slug: 'weather',
    nameZh: '天气',
    apis: [{name: 'MetaWeather', url: 'https://www.metaweather.com/', auth: 'User-Agent', https: false, cors: 'unknown', description: 'Weather', descriptionZh: '天气数据。'}],
  },
];

test('the summary lists every category with its count and permalink, and the total', () => {
  const summary = buildExplorerSummary(SAMPLE);
  assert.deepEqual(summary, {
    total: 3,
    categories: [
      {slug: 'animals', name: 'Animals', nameZh: '动物', count: 2, permalink: '/google/api/animals'},
      {slug: 'weather', name: 'Weather', nameZh: '天气', count: 1, permalink: '/google/api/weather'},
    ],
  } satisfies ExplorerSummary);
});

test('the dataset keeps every field of every API and decodes back to the catalogue', () => {
  const dataset = buildExplorerDataset(SAMPLE);
  assert.deepEqual(dataset.categories, buildExplorerSummary(SAMPLE).categories);
  assert.deepEqual(dataset.apis[2], ['MetaWeather', 'https://www.metaweather.com/', 'weather', 'User-Agent', false, 'unknown', 'Weather', '天气数据。']);
  const decoded = decodeDataset(JSON.parse(JSON.stringify(dataset)) as ExplorerDataset);
  assert.deepEqual(
    decoded,
    SAMPLE.flatMap((category) => category.apis.map((api) => ({...api, category: category.slug}))),
  );
});

test('the real catalogue gives 1,695 APIs in 51 categories', () => {
  const summary = buildExplorerSummary(catalogue);
  assert.equal(summary.categories.length, 51);
  assert.equal(summary.total, 1695);
  assert.equal(buildExplorerDataset(catalogue).apis.length, summary.total);
  // The summary is part of the explorer page's own JavaScript, so it has to stay small.
  assert.ok(JSON.stringify(summary).length < 10_000, `summary is ${JSON.stringify(summary).length} characters`);
});

test('module names follow createData: <generatedFilesDir>/<plugin>/<id>/<file>', () => {
  const generated = path.join(siteDir, '.docusaurus');
  assert.equal(generatedModuleName(generated, path.join(generated, 'catalogue', 'default', EXPLORER_DATA_FILE)), EXPLORER_DATA_MODULE);
  assert.equal(EXPLORER_DATA_MODULE, '@generated/catalogue/default/explorer-data.json');
  assert.equal(EXPLORER_SUMMARY_MODULE, '@generated/catalogue/default/explorer-summary.json');
});

test('the explorer component and its type declarations import exactly the generated module names', () => {
  const dir = path.join(siteDir, 'src/components/ApiExplorer');
  const component = fs.readFileSync(path.join(dir, 'index.tsx'), 'utf8');
  const declarations = fs.readFileSync(path.join(dir, 'generated.d.ts'), 'utf8');
  // The data set must be a dynamic import (its own chunk), the summary a static one (server-rendered).
  assert.match(component, new RegExp(`import\\(/\\* webpackChunkName: "api-explorer-data" \\*/ '${EXPLORER_DATA_MODULE}'\\)`));
  assert.match(component, new RegExp(`^import summary from '${EXPLORER_SUMMARY_MODULE}';$`, 'm'));
  assert.doesNotMatch(component, new RegExp(`^import .* from '${EXPLORER_DATA_MODULE}'`, 'm'));
  assert.ok(declarations.includes(`declare module '${EXPLORER_DATA_MODULE}'`));
  assert.ok(declarations.includes(`declare module '${EXPLORER_SUMMARY_MODULE}'`));
});

function fakeContext(generatedFilesDir: string): LoadContext {
  return {siteDir, generatedFilesDir} as LoadContext;
}

/** createData as @docusaurus/core implements it: a file under <generatedFilesDir>/<plugin name>/<plugin id>/. */
function fakeActions(dataDir: string): PluginContentLoadedActions {
  return {
    async createData(name: string, data: string) {
      fs.mkdirSync(dataDir, {recursive: true});
      fs.writeFileSync(path.join(dataDir, name), data);
      return path.join(dataDir, name);
    },
    addRoute() {
      throw new Error('the catalogue plugin adds no routes');
    },
    setGlobalData() {
      throw new Error('the catalogue plugin sets no global data: it would be inlined into every page');
    },
  } as unknown as PluginContentLoadedActions;
}

test('the plugin writes both files where the explorer imports them from', async () => {
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-plugin-'));
  try {
    const plugin = cataloguePlugin(fakeContext(generated));
    assert.equal(plugin.name, 'catalogue');
    assert.deepEqual(plugin.getPathsToWatch!(), [path.join(siteDir, 'src/data/catalogue', '*.json')]);
    const content = await plugin.loadContent!();
    assert.equal(content.length, 51);
    const dataDir = path.join(generated, 'catalogue', 'default');
    await plugin.contentLoaded!({content, actions: fakeActions(dataDir), allContent: {}} as never);
    const summary = JSON.parse(fs.readFileSync(path.join(dataDir, EXPLORER_SUMMARY_FILE), 'utf8')) as ExplorerSummary;
    const dataset = JSON.parse(fs.readFileSync(path.join(dataDir, EXPLORER_DATA_FILE), 'utf8')) as ExplorerDataset;
    assert.equal(summary.total, 1695);
    assert.equal(decodeDataset(dataset).length, 1695);
  } finally {
    fs.rmSync(generated, {recursive: true, force: true});
  }
});

test('the plugin refuses to generate files the explorer would not find', async () => {
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-plugin-'));
  try {
    const plugin = cataloguePlugin(fakeContext(generated));
    const content = await plugin.loadContent!();
    // What a second registration with {id: 'other'} would produce.
    const actions = fakeActions(path.join(generated, 'catalogue', 'other'));
    await assert.rejects(async () => plugin.contentLoaded!({content, actions, allContent: {}} as never), /@generated\/catalogue\/other\/explorer-data\.json/);
  } finally {
    fs.rmSync(generated, {recursive: true, force: true});
  }
});
