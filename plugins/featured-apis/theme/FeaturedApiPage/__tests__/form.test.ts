import {test} from 'node:test';
import assert from 'node:assert/strict';
import {controlKind, initialRawValues, parseParams} from '../form';
import type {ApiEndpoint, ApiParam} from '@site/plugins/featured-apis/shared/types';

function param(overrides: Partial<ApiParam> & Pick<ApiParam, 'name' | 'type'>): ApiParam {
  return {in: 'query', required: false, description: '说明。', ...overrides};
}

const endpoint: ApiEndpoint = {
  id: 'e',
  method: 'GET',
  path: '/{id}',
  title: '接口',
  description: '接口。',
  params: [
    param({name: 'id', in: 'path', type: 'string', required: true, example: 'abc'}),
    param({name: 'limit', type: 'integer', example: 10}),
    param({name: 'amount', type: 'number', required: true, example: 0.5}),
    param({name: 'render', type: 'boolean', example: true}),
    param({name: 'premium', type: 'boolean'}),
    param({name: 'output', type: 'string', default: 'json', enum: ['json', 'xml']}),
    param({name: 'hostname', type: 'integer', enum: [0, 1]}),
    param({name: 'q', type: 'string'}),
  ],
};

test('controls follow the param type; enums become selects whatever their type', () => {
  assert.deepEqual(
    endpoint.params.map(controlKind),
    ['text', 'number', 'number', 'checkbox', 'checkbox', 'select', 'select', 'text'],
  );
});

test('the form starts with the documented example request', () => {
  assert.deepEqual(initialRawValues(endpoint), {
    'path:id': 'abc',
    'query:limit': '10',
    'query:amount': '0.5',
    'query:render': true,
    'query:premium': false,
    'query:output': 'json',
    'query:hostname': '',
    'query:q': '',
  });
});

test('the initial form parses to typed example values without errors', () => {
  assert.deepEqual(parseParams(endpoint.params, initialRawValues(endpoint)), {
    values: {'path:id': 'abc', 'query:limit': 10, 'query:amount': 0.5, 'query:render': true, 'query:output': 'json'},
    errors: {},
  });
});

test('required fields must be filled', () => {
  const raw = {...initialRawValues(endpoint), 'path:id': '  ', 'query:amount': ''};
  const {errors, values} = parseParams(endpoint.params, raw);
  assert.deepEqual(errors, {'path:id': '必填参数，请填写。', 'query:amount': '必填参数，请填写。'});
  assert.ok(!('path:id' in values));
});

test('a required select asks for a choice', () => {
  const p = param({name: 'sort', type: 'string', required: true, example: 'ASC', enum: ['ASC', 'DESC']});
  assert.deepEqual(parseParams([p], {'query:sort': ''}).errors, {'query:sort': '必填参数，请选择一个值。'});
  assert.deepEqual(parseParams([p], {'query:sort': 'up'}).errors, {'query:sort': '请从可选值中选择。'});
  assert.deepEqual(parseParams([p], {'query:sort': 'DESC'}).values, {'query:sort': 'DESC'});
});

test('numbers and integers are checked and converted', () => {
  const parse = (limit: string, amount: string) =>
    parseParams(endpoint.params, {...initialRawValues(endpoint), 'query:limit': limit, 'query:amount': amount});
  assert.deepEqual(parse('1.5', 'abc').errors, {'query:limit': '请输入整数。', 'query:amount': '请输入数字。'});
  assert.deepEqual(parse('1e', '12,5').errors, {'query:limit': '请输入整数。', 'query:amount': '请输入数字。'});
  const ok = parse('-3', '1e2');
  assert.deepEqual(ok.errors, {});
  assert.equal(ok.values['query:limit'], -3);
  assert.equal(ok.values['query:amount'], 100);
});

test('enum options keep their declared type', () => {
  const {values} = parseParams(endpoint.params, {...initialRawValues(endpoint), 'query:hostname': '1'});
  assert.equal(values['query:hostname'], 1);
});

test('an unticked checkbox sends false only when the API documents a value', () => {
  const raw = {...initialRawValues(endpoint), 'query:render': false, 'query:premium': false};
  const {values} = parseParams(endpoint.params, raw);
  assert.equal(values['query:render'], false);
  assert.ok(!('query:premium' in values));
  assert.equal(parseParams(endpoint.params, {...raw, 'query:premium': true}).values['query:premium'], true);
});

test('a boolean typed as text must be true or false', () => {
  const p = param({name: 'flag', type: 'boolean'});
  assert.deepEqual(parseParams([p], {'query:flag': 'yes'}).errors, {'query:flag': '请输入 true 或 false。'});
  assert.deepEqual(parseParams([p], {'query:flag': 'FALSE'}).values, {'query:flag': false});
});

test('strings are kept as typed, spaces included', () => {
  const {values} = parseParams(endpoint.params, {...initialRawValues(endpoint), 'query:q': ' how to '});
  assert.equal(values['query:q'], ' how to ');
});
