import {test} from 'node:test';
import assert from 'node:assert/strict';
import {emptyResult, searchFailureOf} from '../shared/backend';
import {searchFailureTexts} from '../theme/SearchTranslations';

test('failures by the error names algoliasearch uses', () => {
  assert.deepEqual(searchFailureOf(Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'})), {kind: 'unreachable'});
  assert.deepEqual(searchFailureOf(Object.assign(new Error('Invalid key'), {name: 'ApiError', status: 403})), {kind: 'refused', status: 403});
  assert.deepEqual(searchFailureOf(Object.assign(new Error('x'), {name: 'DetailedApiError', status: 400})), {kind: 'refused', status: 400});
  assert.deepEqual(searchFailureOf(Object.assign(new Error('Unexpected token'), {name: 'DeserializationError'})), {kind: 'malformed'});
  // Anything else (a chunk that failed to load, a TypeError from fetch) reads as a network problem.
  assert.deepEqual(searchFailureOf(new TypeError('Failed to fetch')), {kind: 'unreachable'});
  assert.deepEqual(searchFailureOf(undefined), {kind: 'unreachable'});
});

test('each kind has its own Chinese screen; a refusal names its status', () => {
  const unreachable = searchFailureTexts({kind: 'unreachable'});
  const refused = searchFailureTexts({kind: 'refused', status: 403});
  const malformed = searchFailureTexts({kind: 'malformed'});
  assert.deepEqual(unreachable, {titleText: '无法获取结果', helpText: '请检查你的网络连接。'});
  assert.match(refused.titleText, /拒绝/);
  assert.match(refused.helpText, /403/);
  assert.notEqual(malformed.titleText, unreachable.titleText);
  assert.notEqual(malformed.titleText, refused.titleText);
});

test('an empty result answers the request it stands for', () => {
  assert.deepEqual(emptyResult({indexName: 'apis', query: '汇率', hitsPerPage: 20}), {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 20,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '汇率',
    params: '',
    index: 'apis',
  });
});
