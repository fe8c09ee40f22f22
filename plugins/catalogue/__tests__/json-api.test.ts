import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildJsonApi, writeJsonApi, type JsonApiApisDocument, type JsonApiCategoriesDocument, type JsonApiCategoryDocument} from '../node/json-api';
import {schemaNameOf} from '../node/openapi';
import {validateJson} from '../node/json-schema';
import {loadResolvedCatalogue, resolveCatalogue} from '../node/resolve';
import {loadSource} from '../node/load';
import type {CatalogueCategory, LinkStatusFile} from '../shared/types';
import {catalogueDataCounts} from './data-counts';

const siteDir = path.resolve(__dirname, '../../..');
const SITE = 'https://apis.example.com';
const catalogue = loadResolvedCatalogue(siteDir);
const files = buildJsonApi({catalogue, siteUrl: SITE, status: null});
/** What the data files hold: every count below must match it. */
const counts = catalogueDataCounts();
const openapi = files.get('openapi.json') as {openapi: string; servers: {url: string}[]; paths: Record<string, unknown>; components: {schemas: Record<string, object>}};

/** Every file of the JSON API against the schema the OpenAPI document gives for it. */
function problems(documents: Map<string, unknown>): string[] {
  const spec = documents.get('openapi.json') as typeof openapi;
  return [...documents]
    .flatMap(([file, value]) => {
    if (file === 'openapi.json') return [];
    const schema = schemaNameOf(file);
    if (!schema) return [`${file}: no schema`];
    return validateJson(JSON.parse(JSON.stringify(value)), {$ref: `#/components/schemas/${schema}`}, spec).map((error) => `${file} ${error}`);
    })
    .sort();
}

test('the files: apis.json, categories.json, one file per category, openapi.json', () => {
  assert.equal(files.size, 3 + counts.categories);
  assert.deepEqual([...files.keys()].slice(0, 2), ['apis.json', 'categories.json']);
  assert.ok(files.has('categories/animals.json'));
  assert.equal(openapi.openapi, '3.1.0');
  assert.deepEqual(openapi.servers, [{url: `${SITE}/catalogue/v1`}]);
  assert.deepEqual(Object.keys(openapi.paths), ['/apis.json', '/categories.json', '/categories/{slug}.json']);
});

test('every file validates against the schema of its own OpenAPI document', () => {
  assert.deepEqual(problems(files), []);
});

test('…and a file that breaks its promise does not', () => {
  const broken = new Map(files);
  const apis = structuredClone(files.get('apis.json')) as JsonApiApisDocument;
  apis.apis[0]!.https = 'yes' as never;
  delete (apis.apis[1] as Partial<(typeof apis.apis)[number]>).id;
  (apis as {extra?: number}).extra = 1;
  broken.set('apis.json', apis);
  assert.deepEqual(problems(broken), ['apis.json /apis/1: missing required property "id"', 'apis.json /apis/0/https: expected boolean, got string', 'apis.json /extra: unexpected property'].sort());
});

test('apis.json: every API with its stable id, category, facts, source block and permalinks', () => {
  const apis = files.get('apis.json') as JsonApiApisDocument;
  assert.equal(apis.count, counts.apis);
  assert.equal(apis.apis.length, counts.apis);
  assert.equal(new Set(apis.apis.map((api) => api.id)).size, counts.apis);
  assert.deepEqual(apis.source, loadSource(siteDir));
  assert.equal(apis.source.list, 'public-apis/public-apis');
  assert.equal(apis.linkCheckedAt, null);
  const fixer = apis.apis.find((api) => api.id === 'fixer')!;
  assert.deepEqual(
    {https: fixer.https, verified: fixer.verified, category: fixer.category, permalink: fixer.permalink, page: fixer.page, link: fixer.link},
    {
      https: true,
      verified: [{field: 'https', value: true, upstream: false, source: {name: 'Fixer API', url: `${SITE}/fo/3`}, checked: '2026-11'}],
      category: {slug: 'currency-exchange', name: 'Currency Exchange', nameZh: '货币汇率'},
      permalink: `${SITE}/community/public-apis?api=fixer`,
      page: `${SITE}/google/api/currency-exchange#fixer`,
      link: null,
    },
  );
});

test('categories.json and a category file agree with apis.json', () => {
  const apis = files.get('apis.json') as JsonApiApisDocument;
  const categories = files.get('categories.json') as JsonApiCategoriesDocument;
  assert.equal(categories.count, counts.categories);
  assert.equal(categories.categories.reduce((sum, c) => sum + c.count, 0), apis.count);
  const animals = categories.categories.find((c) => c.slug === 'animals')!;
  assert.equal(animals.href, `${SITE}/catalogue/v1/categories/animals.json`);
  const file = files.get('categories/animals.json') as JsonApiCategoryDocument;
  assert.deepEqual(file.category, animals);
  assert.deepEqual(file.apis, apis.apis.filter((api) => api.category.slug === 'animals'));
});

test('with a status file, an API whose current URL was checked carries the result', () => {
  const sample: CatalogueCategory[] = [
    {category: 'Animals', slug: 'animals', nameZh: '动物', apis: [{id: 'cat-facts', name: 'Cat Facts', url: 'https://catfact.ninja/', auth: null, https: true, cors: 'yes', description: 'Cat facts', descriptionZh: '关于猫的小知识。'}]},
  ];
  const status: LinkStatusFile = {checkedAt: '2026-12-01T03:00:00.000Z', results: {'cat-facts': {url: 'https://catfact.ninja/', status: 'dead', httpStatus: 404, finalUrl: 'https://catfact.ninja/'}}};
  const documents = buildJsonApi({catalogue: resolveCatalogue(sample, [], loadSource(siteDir), status), siteUrl: SITE, status});
  const apis = documents.get('apis.json') as JsonApiApisDocument;
  assert.equal(apis.linkCheckedAt, status.checkedAt);
  assert.deepEqual(apis.apis[0]!.link, status.results['cat-facts']);
  assert.deepEqual(problems(documents), []);
});

test('writeJsonApi writes the same files under catalogue/v1/, replacing an earlier set', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-json-'));
  try {
    fs.mkdirSync(path.join(out, 'catalogue/v1/categories'), {recursive: true});
    fs.writeFileSync(path.join(out, 'catalogue/v1/categories/gone.json'), '{}');
    const written = writeJsonApi(out, {catalogue, siteUrl: `${SITE}/`, status: null});
    assert.equal(written.length, files.size);
    assert.ok(!fs.existsSync(path.join(out, 'catalogue/v1/categories/gone.json')));
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'catalogue/v1/categories.json'), 'utf8')), files.get('categories.json'));
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
});

test('a second validator agrees: Ajv (JSON Schema 2020-12, strict) accepts the schemas and the files, when it is installed', async (t) => {
  let Ajv2020: typeof import('ajv/dist/2020').default;
  let addFormats: typeof import('ajv-formats').default;
  try {
    // Not a dependency of the site: present in node_modules through the build tools. Skipped when absent.
    Ajv2020 = (await import('ajv/dist/2020')).default;
    addFormats = (await import('ajv-formats')).default;
  } catch {
    return t.skip('ajv is not installed');
  }
  // Union types (["string", "null"]) are plain JSON Schema; Ajv's strict mode wants them allowed explicitly.
  const ajv = new Ajv2020({strict: true, allowUnionTypes: true, allErrors: true});
  addFormats(ajv);
  // The OpenAPI document holds the schemas under `components`, a keyword Ajv does not know.
  ajv.addVocabulary(['components']);
  ajv.addSchema({$id: 'openapi', components: openapi.components});
  for (const [file, value] of files) {
    const schema = schemaNameOf(file);
    if (!schema) continue;
    const validate = ajv.getSchema(`openapi#/components/schemas/${schema}`)!;
    assert.ok(validate(value), `${file}: ${JSON.stringify(validate.errors)}`);
  }
});
