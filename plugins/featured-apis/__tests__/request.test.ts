import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  KEY_PLACEHOLDER,
  buildRequest,
  endpointSnippets,
  exampleValues,
  isApiOrigin,
  paramKey,
  serializeBody,
  toCurl,
  toJavaScript,
  toPython,
} from '../shared/request';
import type {ApiEndpoint, FeaturedApi} from '../shared/types';

const queryAuth: Pick<FeaturedApi, 'baseUrl' | 'auth'> = {
  baseUrl: 'https://api.ipstack.com',
  auth: {type: 'query', name: 'access_key'},
};
const headerAuth: Pick<FeaturedApi, 'baseUrl' | 'auth'> = {
  baseUrl: 'https://api.apilayer.com/exchangerates_data',
  auth: {type: 'header', name: 'apikey'},
};
const noAuth: Pick<FeaturedApi, 'baseUrl' | 'auth'> = {baseUrl: 'https://example.org/v1', auth: {type: 'none'}};

const lookup: ApiEndpoint = {
  id: 'lookup',
  method: 'GET',
  path: '/{ip}',
  title: '查询',
  description: '查询 IP。',
  params: [
    {name: 'ip', in: 'path', type: 'string', required: true, description: '地址。', example: '134.201.250.155'},
    {name: 'fields', in: 'query', type: 'string', required: false, description: '字段。', example: 'country_code,city'},
    {name: 'hostname', in: 'query', type: 'integer', required: false, description: '主机名。', example: 1, enum: [0, 1]},
    {name: 'output', in: 'query', type: 'string', required: false, description: '格式。', default: 'json'},
    {name: 'callback', in: 'query', type: 'string', required: false, description: '回调。'},
  ],
};

const convert: ApiEndpoint = {
  id: 'convert',
  method: 'GET',
  path: '/convert',
  title: '换算',
  description: '换算金额。',
  params: [
    {name: 'from', in: 'query', type: 'string', required: true, description: '源币种。', example: 'USD'},
    {name: 'amount', in: 'query', type: 'number', required: true, description: '金额。', example: 25},
    {name: 'note', in: 'query', type: 'string', required: false, description: '备注。'},
  ],
};

const analyse: ApiEndpoint = {
  id: 'analysis',
  method: 'POST',
  path: '/analysis',
  title: '分析',
  description: '分析文本。',
  params: [{name: 'body', in: 'body', type: 'string', required: true, description: '文本。', example: "It's great!"}],
};

const segment: ApiEndpoint = {
  id: 'segment',
  method: 'POST',
  path: '/tasks/{kind}',
  title: '抠图',
  description: '抠图。',
  params: [
    {name: 'kind', in: 'path', type: 'string', required: true, description: '种类。', example: 'a b/c'},
    {name: 'image_url', in: 'body', type: 'string', required: false, description: '图片。', example: 'https://x.test/a.png'},
    {name: 'sync', in: 'body', type: 'integer', required: false, description: '同步。', example: 1},
    {name: 'crop', in: 'body', type: 'boolean', required: false, description: '裁剪。', example: false},
    {name: 'format', in: 'body', type: 'string', required: false, description: '格式。', enum: ['png', 'jpg']},
    {name: 'X-Trace', in: 'header', type: 'string', required: false, description: '追踪。', example: 't-1'},
  ],
};

test('path params are substituted and encoded, with list separators kept readable', () => {
  const request = buildRequest(queryAuth, lookup, {'path:ip': '134.201.250.155,72.229.28.185'}, 'k');
  assert.equal(request.url, 'https://api.ipstack.com/134.201.250.155,72.229.28.185?access_key=k');
  const hostile = buildRequest(queryAuth, lookup, {'path:ip': '../x?y#z /é'}, 'k');
  assert.equal(hostile.url, 'https://api.ipstack.com/..%2Fx%3Fy%23z%20%2F%C3%A9?access_key=k');
  assert.ok(isApiOrigin(hostile.url, queryAuth.baseUrl));
});

test('a path param without a value keeps its placeholder', () => {
  assert.equal(buildRequest(queryAuth, lookup, {}, 'k').url, 'https://api.ipstack.com/{ip}?access_key=k');
});

test('query values are percent-encoded except commas; spaces become %20', () => {
  const request = buildRequest(noAuth, convert, {'query:from': 'A&B=C', 'query:amount': 0.5, 'query:note': 'a b,c+d/é'});
  assert.equal(request.url, 'https://example.org/v1/convert?from=A%26B%3DC&amount=0.5&note=a%20b,c%2Bd%2F%C3%A9');
  assert.deepEqual(request.headers, []);
});

test('query auth puts the key first in the query string and sends no auth header', () => {
  const request = buildRequest(queryAuth, lookup, exampleValues(lookup), 'my key&1');
  assert.equal(
    request.url,
    'https://api.ipstack.com/134.201.250.155?access_key=my%20key%261&fields=country_code,city&hostname=1&output=json',
  );
  assert.deepEqual(request.headers, []);
  assert.equal(request.body, undefined);
});

test('header auth sends the key in the named header and keeps it out of the URL', () => {
  const request = buildRequest(headerAuth, convert, exampleValues(convert), 'secret');
  assert.equal(request.url, 'https://api.apilayer.com/exchangerates_data/convert?from=USD&amount=25');
  assert.deepEqual(request.headers, [['apikey', 'secret']]);
  assert.ok(!request.url.includes('secret'));
});

test('without a key the placeholder is used', () => {
  assert.deepEqual(buildRequest(headerAuth, convert, {}).headers, [['apikey', KEY_PLACEHOLDER]]);
  assert.match(buildRequest(queryAuth, lookup, {}).url, /access_key=YOUR_API_KEY$/);
});

test('auth none sends no key anywhere', () => {
  const request = buildRequest(noAuth, convert, exampleValues(convert), 'secret');
  assert.equal(request.url, 'https://example.org/v1/convert?from=USD&amount=25');
  assert.deepEqual(request.headers, []);
});

test('optional params with neither example nor default are omitted; defaults fill in', () => {
  const values = exampleValues(lookup);
  assert.deepEqual(values, {'path:ip': '134.201.250.155', 'query:fields': 'country_code,city', 'query:hostname': 1, 'query:output': 'json'});
  assert.ok(!(paramKey(lookup.params[4]!) in values));
  assert.ok(!buildRequest(queryAuth, lookup, values).url.includes('callback'));
  // An empty string counts as "not given" too, as an emptied form field does.
  assert.ok(!buildRequest(queryAuth, lookup, {...values, 'query:fields': ''}).url.includes('fields'));
});

test('a single body param named body is sent raw as text', () => {
  const request = buildRequest(headerAuth, analyse, exampleValues(analyse), 'k');
  assert.equal(request.method, 'POST');
  assert.deepEqual(request.body, {kind: 'text', value: "It's great!"});
  assert.deepEqual(request.headers, [['apikey', 'k'], ['Content-Type', 'text/plain']]);
  assert.equal(serializeBody(request.body), "It's great!");
});

test('named body params form a typed JSON object; header params are sent', () => {
  const request = buildRequest({baseUrl: 'https://t.test/api', auth: {type: 'header', name: 'X-API-KEY'}}, segment, exampleValues(segment), 'k');
  assert.equal(request.url, 'https://t.test/api/tasks/a%20b%2Fc');
  assert.deepEqual(request.body, {kind: 'json', value: {image_url: 'https://x.test/a.png', sync: 1, crop: false}});
  assert.equal(serializeBody(request.body), '{"image_url":"https://x.test/a.png","sync":1,"crop":false}');
  assert.deepEqual(request.headers, [['X-API-KEY', 'k'], ['X-Trace', 't-1'], ['Content-Type', 'application/json']]);
  const empty = buildRequest({baseUrl: 'https://t.test/api', auth: {type: 'none'}}, segment, {'path:kind': 'x'});
  assert.equal(empty.body, undefined);
  assert.deepEqual(empty.headers, []);
});

test('the key may only go to the API origin', () => {
  assert.ok(isApiOrigin('https://api.ipstack.com/check?access_key=k', 'https://api.ipstack.com'));
  assert.ok(!isApiOrigin('https://api.ipstack.com.evil.test/x', 'https://api.ipstack.com'));
  assert.ok(!isApiOrigin('http://api.ipstack.com/x', 'https://api.ipstack.com'));
  assert.ok(!isApiOrigin('not a url', 'https://api.ipstack.com'));
});

test('curl snippet: GET with query key', () => {
  assert.equal(
    toCurl(buildRequest(queryAuth, lookup, exampleValues(lookup))),
    "curl 'https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY&fields=country_code,city&hostname=1&output=json'",
  );
});

test('curl snippet: POST with header key and a quoted raw body', () => {
  assert.equal(
    toCurl(buildRequest(headerAuth, analyse, exampleValues(analyse))),
    [
      "curl -X POST 'https://api.apilayer.com/exchangerates_data/analysis' \\",
      "  -H 'apikey: YOUR_API_KEY' \\",
      "  -H 'Content-Type: text/plain' \\",
      "  --data-raw 'It'\\''s great!'",
    ].join('\n'),
  );
});

test('JavaScript snippet: fetch with headers and JSON body', () => {
  const code = toJavaScript(buildRequest({baseUrl: 'https://t.test/api', auth: {type: 'header', name: 'X-API-KEY'}}, segment, exampleValues(segment)));
  assert.equal(
    code,
    [
      "const response = await fetch('https://t.test/api/tasks/a%20b%2Fc', {",
      "  method: 'POST',",
      '  headers: {',
      "    'X-API-KEY': 'YOUR_API_KEY',",
      "    'X-Trace': 't-1',",
      "    'Content-Type': 'application/json',",
      '  },',
      '  body: JSON.stringify({',
      "    image_url: 'https://x.test/a.png',",
      '    sync: 1,',
      '    crop: false,',
      '  }),',
      '});',
      'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
      'const data = await response.json();',
      'console.log(data);',
    ].join('\n'),
  );
});

test('JavaScript snippet: plain GET and escaped raw body', () => {
  const get = toJavaScript(buildRequest(noAuth, convert, exampleValues(convert)));
  assert.ok(get.startsWith("const response = await fetch('https://example.org/v1/convert?from=USD&amount=25');\n"));
  const post = toJavaScript(buildRequest(headerAuth, analyse, exampleValues(analyse)));
  assert.ok(post.includes("  body: 'It\\'s great!',\n"));
  assert.ok(post.includes('    apikey: \'YOUR_API_KEY\',\n'));
});

test('Python snippet: requests with params dict, wire-format values and a timeout', () => {
  assert.equal(
    toPython(buildRequest(queryAuth, lookup, exampleValues(lookup))),
    [
      'import requests',
      '',
      'response = requests.get(',
      '    "https://api.ipstack.com/134.201.250.155",',
      '    params={',
      '        "access_key": "YOUR_API_KEY",',
      '        "fields": "country_code,city",',
      '        "hostname": "1",',
      '        "output": "json",',
      '    },',
      '    timeout=15,',
      ')',
      'response.raise_for_status()',
      'print(response.json())',
    ].join('\n'),
  );
});

test('Python snippet: JSON body uses Python literals; raw body is sent as UTF-8', () => {
  const json = toPython(buildRequest({baseUrl: 'https://t.test/api', auth: {type: 'header', name: 'X-API-KEY'}}, segment, exampleValues(segment)));
  assert.ok(json.includes('response = requests.post(\n    "https://t.test/api/tasks/a%20b%2Fc",\n'));
  assert.ok(json.includes('    json={\n        "image_url": "https://x.test/a.png",\n        "sync": 1,\n        "crop": False,\n    },\n'));
  assert.ok(json.includes('    headers={\n        "X-API-KEY": "YOUR_API_KEY",'));
  const raw = toPython(buildRequest(headerAuth, analyse, exampleValues(analyse)));
  assert.ok(raw.includes('    data="It\'s great!".encode("utf-8"),\n'));
});

test('every endpoint in the data yields three snippets that carry the key placeholder', () => {
  const file = path.resolve(__dirname, '../../../src/data/featured-apis.json');
  const {apis} = JSON.parse(fs.readFileSync(file, 'utf8')) as {apis: FeaturedApi[]};
  assert.equal(apis.length, 29);
  for (const api of apis) {
    for (const endpoint of api.endpoints) {
      const snippets = endpointSnippets(api, endpoint);
      assert.deepEqual(snippets.map((s) => s.language), ['curl', 'javascript', 'python']);
      for (const snippet of snippets) {
        if (api.auth.type !== 'none') assert.ok(snippet.code.includes(KEY_PLACEHOLDER), `${api.id}/${endpoint.id} ${snippet.language}`);
      }
      const request = buildRequest(api, endpoint, exampleValues(endpoint));
      assert.ok(isApiOrigin(request.url, api.baseUrl), `${api.id}/${endpoint.id}`);
      assert.ok(!/\{[^}]+\}/.test(request.url.split('?')[0]!), `${api.id}/${endpoint.id}: unfilled path`);
    }
  }
});
