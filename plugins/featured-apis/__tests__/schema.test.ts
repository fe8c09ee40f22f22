import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {validateFeaturedApis} from '../schema';
import {DataValidationError} from '../../lib/validate-entries';
import {loadCatalogue} from '../../catalogue/load';
import {loadFeaturedApis} from '../load';
import {buildPageData} from '../index';
import type {FeaturedApi} from '../types';

const siteDir = path.resolve(__dirname, '../../..');
const FILE = 'featured.json';
const CATEGORIES = ['Geocoding', 'Currency Exchange'];

function validApi(overrides: Partial<FeaturedApi> = {}): FeaturedApi {
  return {
    id: 'ipstack',
    name: 'ipstack',
    provider: 'APILayer',
    category: 'Geocoding',
    summary: '根据 IP 地址查询地理位置。',
    description: ['把 IP 地址解析为国家、城市和坐标。'],
    homepage: 'https://ipstack.com',
    docsUrl: 'https://ipstack.com/documentation',
    baseUrl: 'https://api.ipstack.com',
    https: true,
    auth: {type: 'query', name: 'access_key'},
    endpoints: [
      {
        id: 'lookup',
        method: 'GET',
        path: '/{ip}',
        title: '查询单个 IP',
        description: '返回一个 IP 的位置信息。',
        params: [{name: 'ip', in: 'path', type: 'string', required: true, description: '要查询的 IP 地址', example: '8.8.8.8'}],
        exampleResponse: {ip: '8.8.8.8'},
      },
    ],
    ...overrides,
  };
}

function expectError(apis: unknown[], field: string, entry: RegExp) {
  assert.throws(
    () => validateFeaturedApis(FILE, {apis}, CATEGORIES),
    (error: unknown) => {
      assert.ok(error instanceof DataValidationError, String(error));
      assert.equal(error.file, FILE);
      assert.equal(error.field, field);
      assert.match(error.entry, entry);
      assert.ok(error.message.startsWith(`${FILE}: `));
      return true;
    },
  );
}

test('accepts a valid entry', () => {
  assert.equal(validateFeaturedApis(FILE, {apis: [validApi()]}, CATEGORIES).length, 1);
});

test('the real data file holds the 29 featured APIs in the spec order', () => {
  const categories = loadCatalogue(siteDir).map((c) => c.category);
  const names = loadFeaturedApis(siteDir, categories).map((api) => api.name);
  assert.deepEqual(names, [
    'ipstack', 'zenserp', 'zenscrape', 'Fixer API', 'aviationstack', 'number_verification', 'exchangerates_data',
    'marketstack', 'positionstack', 'weatherstack', 'youtube', 'sentiment', 'currency_data', 'adv_scraper', 'filestack',
    'exchangerate_host', 'vatlayer', 'coinlayer', 'bincheck', 'short_url', 'bad_words', 'email_verification',
    'image_to_text', 'domain_discovery', 'user_agent', 'bank_data', 'world_news', 'TheRundown', 'picwish',
  ]);
});

test('rejects a missing required field, naming the entry and field', () => {
  const {provider: _omitted, ...withoutProvider} = validApi();
  expectError([withoutProvider], 'provider', /#0 "ipstack"/);
});

test('rejects an unknown category', () => {
  expectError([validApi({category: 'Astrology'})], 'category', /#0/);
});

test('rejects non-Chinese prose', () => {
  expectError([validApi({summary: 'IP lookup'})], 'summary', /#0/);
});

test('rejects a wrong HTTP method deep inside an endpoint', () => {
  const api = validApi();
  api.endpoints[0]!.method = 'PATCH' as never;
  expectError([api], 'endpoints[0].method', /#0/);
});

test('rejects a required parameter without an example', () => {
  const api = validApi();
  delete api.endpoints[0]!.params[0]!.example;
  expectError([api], 'endpoints[0].params[0].example', /#0/);
});

test('rejects a base URL with a trailing slash and a non-URL docs link', () => {
  expectError([validApi({baseUrl: 'https://api.ipstack.com/'})], 'baseUrl', /#0/);
  expectError([validApi({docsUrl: 'ipstack docs'})], 'docsUrl', /#0/);
});

test('rejects duplicate ids, naming the second entry', () => {
  expectError([validApi(), validApi({name: 'copy'})], 'id', /#1 "copy"/);
});

test('rejects a path placeholder without a path parameter', () => {
  const api = validApi();
  api.endpoints[0]!.path = '/{address}';
  expectError([api], 'endpoints[0].path', /#0/);
});

test('rejects related ids that do not exist', () => {
  expectError([validApi({related: ['fixer']})], 'related[0]', /#0/);
});

test('rejects a file without an apis list', () => {
  assert.throws(() => validateFeaturedApis(FILE, {}, CATEGORIES), /featured\.json: top level: field "entries"/);
});

test('page data links neighbours and related APIs', () => {
  const apis = [validApi({related: ['fixer']}), validApi({id: 'fixer', name: 'Fixer API', category: 'Currency Exchange'})];
  const pages = buildPageData({apis, categorySlugs: {Geocoding: 'geocoding'}});
  assert.equal(pages[0]!.previous, null);
  assert.equal(pages[0]!.next!.permalink, '/fo/1');
  assert.equal(pages[1]!.previous!.name, 'ipstack');
  assert.deepEqual(pages[0]!.related.map((r) => r.id), ['fixer']);
  assert.equal(pages[0]!.categoryPermalink, '/google/api/geocoding');
  assert.equal(pages[1]!.categoryPermalink, null);
});
