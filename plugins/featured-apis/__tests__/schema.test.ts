import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {validateFeaturedApis} from '../node/schema';
import {DataValidationError} from '../../lib/validate-entries';
import {loadCatalogue} from '../../catalogue/node/load';
import {loadFeaturedApis} from '../node/load';
import {buildPageData} from '../index';
import type {FeaturedApi} from '../shared/types';

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
    freeTier: {published: true, summary: '免费套餐同样可以使用 HTTPS。', checked: '2026-11', source: 'https://ipstack.com/documentation'},
    errors: [
      {code: '101', type: 'invalid_access_key', description: '访问密钥无效。'},
      {code: '104', type: 'usage_limit_reached', description: '本月请求次数已用完。'},
    ],
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

test('every endpoint needs a sample response, naming the endpoint field', () => {
  const missing = validApi();
  delete missing.endpoints[0]!.exampleResponse;
  expectError([missing], 'endpoints[0].exampleResponse', /#0 "ipstack"/);
  assert.throws(() => validateFeaturedApis(FILE, {apis: [missing]}, CATEGORIES), /sample response/);

  const nullSample = validApi();
  nullSample.endpoints[0]!.exampleResponse = null;
  expectError([nullSample], 'endpoints[0].exampleResponse', /#0/);
});

test('an endpoint without a possible sample says why in Chinese, and cannot also carry one', () => {
  const omitted = validApi();
  delete omitted.endpoints[0]!.exampleResponse;
  omitted.endpoints[0]!.sampleOmitted = '接口直接返回文件本身，没有可展示的 JSON 结构。';
  assert.equal(validateFeaturedApis(FILE, {apis: [omitted]}, CATEGORIES).length, 1);

  const both = validApi();
  both.endpoints[0]!.sampleOmitted = '接口直接返回文件本身。';
  expectError([both], 'endpoints[0].exampleResponse', /#0/);

  const english = validApi();
  delete english.endpoints[0]!.exampleResponse;
  english.endpoints[0]!.sampleOmitted = 'binary file';
  expectError([english], 'endpoints[0].sampleOmitted', /#0/);
});

test('a note on the parameters is only allowed when the list is empty', () => {
  const withParams = validApi();
  withParams.endpoints[0]!.paramsNote = '参数表未能核对。';
  expectError([withParams], 'endpoints[0].paramsNote', /#0/);
  const empty = validApi();
  empty.endpoints[0]!.path = '/check';
  empty.endpoints[0]!.params = [];
  empty.endpoints[0]!.paramsNote = '参数表未能与官方文档核对，这里不列出。';
  assert.equal(validateFeaturedApis(FILE, {apis: [empty]}, CATEGORIES).length, 1);
});

test('free-tier facts carry a YYYY-MM checked month', () => {
  for (const checked of ['2026-13', '11/2026', '2026-1', '2026-11-05', '']) {
    expectError([validApi({freeTier: {published: true, summary: '每月 100 次请求。', checked, source: 'https://ipstack.com'}})], 'freeTier.checked', /#0/);
  }
  const {checked: _omitted, ...withoutMonth} = validApi().freeTier!;
  expectError([validApi({freeTier: withoutMonth as never})], 'freeTier.checked', /#0/);
  assert.throws(
    () => validateFeaturedApis(FILE, {apis: [validApi({freeTier: {published: false, summary: '服务商没有公布免费套餐的额度。', checked: '2026-00'}})]}, CATEGORIES),
    /featured\.json: entry #0 "ipstack": field "freeTier\.checked" must be the month the facts were checked, written YYYY-MM/,
  );
});

test('free-tier facts are structured and required: a Chinese summary always, a source when published', () => {
  const {freeTier: _none, ...withoutFreeTier} = validApi();
  expectError([withoutFreeTier as never], 'freeTier', /#0/);
  expectError([validApi({freeTier: '免费套餐每月 100 次请求。' as never})], 'freeTier', /#0/);
  expectError([validApi({freeTier: {published: true, checked: '2026-11', source: 'https://ipstack.com'} as never})], 'freeTier.summary', /#0/);
  expectError([validApi({freeTier: {published: true, summary: '每月 100 次请求。', checked: '2026-11'} as never})], 'freeTier.source', /#0/);
  expectError([validApi({freeTier: {published: true, summary: '100 requests', checked: '2026-11', source: 'https://ipstack.com'}})], 'freeTier.summary', /#0/);
  expectError([validApi({freeTier: {published: false, checked: '2026-11'} as never})], 'freeTier.summary', /#0/);
  expectError([validApi({freeTier: {checked: '2026-11'} as never})], 'freeTier.published', /#0/);
  assert.equal(validateFeaturedApis(FILE, {apis: [validApi({freeTier: {published: false, summary: '服务商没有公布免费套餐的额度。', checked: '2026-11'}})]}, CATEGORIES).length, 1);
  expectError([validApi({httpsNote: 'HTTPS on every plan'})], 'httpsNote', /#0/);
});

test('errors are the provider\'s own codes with a Chinese meaning', () => {
  expectError([validApi({errors: [{code: 'E101', description: '密钥无效。'}]})], 'errors[0].code', /#0/);
  expectError([validApi({errors: [{code: '101', description: 'Invalid key'}]})], 'errors[0].description', /#0/);
  expectError([validApi({errors: [{code: '101'} as never]})], 'errors[0].description', /#0/);
  expectError([validApi({errors: []})], 'errors', /#0/);
  expectError(
    [validApi({errors: [{code: '101', type: 'missing_access_key', description: '没有密钥。'}, {code: '101', type: 'missing_access_key', description: '重复。'}]})],
    'errors[1]',
    /#0/,
  );
  // The same code may appear twice when the provider gives it two types.
  const sameCode = validApi({
    errors: [
      {code: '101', type: 'missing_access_key', description: '没有提供密钥。'},
      {code: '101', type: 'invalid_access_key', description: '密钥无效。'},
      {code: '5xx', description: '服务端错误。'},
    ],
  });
  assert.equal(validateFeaturedApis(FILE, {apis: [sameCode]}, CATEGORIES).length, 1);
});

test('the real data: every endpoint has a sample or a reason, facts carry the checked month, no generic error list', () => {
  const categories = loadCatalogue(siteDir).map((c) => c.category);
  const apis = loadFeaturedApis(siteDir, categories);
  for (const api of apis) {
    for (const endpoint of api.endpoints) {
      assert.ok((endpoint.exampleResponse !== undefined) !== (endpoint.sampleOmitted !== undefined), `${api.id}/${endpoint.id}`);
    }
    if (api.freeTier) assert.equal(api.freeTier.checked, '2026-11', api.id);
    if (api.errors) {
      const codes = api.errors.map((e) => e.code).join(',');
      assert.notEqual(codes, '401,429', `${api.id} still has the generic 401/429 list`);
    }
  }
  const withSample = apis.flatMap((api) => api.endpoints).filter((e) => e.exampleResponse !== undefined).length;
  assert.ok(withSample > 34, `only ${withSample} endpoints have a sample`);
  const aviationstack = apis.find((api) => api.id === 'aviationstack')!;
  assert.equal(aviationstack.https, true);
  assert.ok(!/不支持 HTTPS/.test(JSON.stringify(aviationstack)), 'aviationstack still says HTTPS is not available');
});

test('rejects a file without an apis list', () => {
  assert.throws(() => validateFeaturedApis(FILE, {}, CATEGORIES), /featured\.json: top level: field "entries"/);
});

test('page data links neighbours and related APIs', () => {
  const apis = [validApi({related: ['fixer']}), validApi({id: 'fixer', name: 'Fixer API', category: 'Currency Exchange'})];
  const pages = buildPageData({apis, categorySlugs: {Geocoding: 'geocoding'}}, {additionalLanguages: ['bash', 'json', 'python'], magicCommentWords: []});
  assert.equal(pages[0]!.previous, null);
  assert.equal(pages[0]!.next!.permalink, '/fo/1');
  assert.equal(pages[1]!.previous!.name, 'ipstack');
  assert.deepEqual(pages[0]!.related.map((r) => r.id), ['fixer']);
  assert.equal(pages[0]!.categoryPermalink, '/google/api/geocoding');
  assert.equal(pages[1]!.categoryPermalink, null);
});
