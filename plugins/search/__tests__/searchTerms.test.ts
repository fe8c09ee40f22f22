import {test} from 'node:test';
import assert from 'node:assert/strict';
import {termRanges} from '../client/searchTerms/ranges';
import {searchQueryOf, searchTermsState} from '../client/searchTerms/state';

/** The marked parts of `text` for `query`. */
function marked(query: string, text: string): string[] {
  return termRanges(query)!(text).map(([start, end]) => text.slice(start, end));
}

test('Chinese words are found as the index splits them: bigrams, whatever the spacing', () => {
  assert.deepEqual(marked('汇率', '实时汇率和历史汇率数据'), ['汇率', '汇率']);
  // Overlapping bigrams join into one mark.
  assert.deepEqual(marked('汇率数据', '提供汇率数据接口'), ['汇率数据']);
  assert.deepEqual(marked('API网关', '一个 API 网关负责转发'), ['API', '网关']);
  // A lone character starts bigrams, as when the visitor is still typing.
  assert.deepEqual(marked('网', '网页抓取'), ['网']);
});

test('Latin words match by prefix and case-insensitively, camelCase parts included', () => {
  assert.deepEqual(marked('pupp', 'Puppeteer drives Chrome'), ['Pupp']);
  assert.deepEqual(marked('client', 'createTRPCClient()'), ['Client']);
  assert.deepEqual(marked('kong', 'Kong 网关'), ['Kong']);
  assert.deepEqual(marked('kong', 'bingo'), []);
});

test('a query without words marks nothing', () => {
  assert.equal(termRanges('  ，。!  '), null);
});

test('the query travels in the history state, never blank', () => {
  assert.equal(searchQueryOf(searchTermsState('汇率')), '汇率');
  assert.equal(searchQueryOf(searchTermsState('   ')), null);
  assert.equal(searchQueryOf(undefined), null);
  assert.equal(searchQueryOf({other: 1}), null);
  assert.equal(searchQueryOf({searchQuery: 42}), null);
});
