import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchPageUrl, toSitePath} from '../client/urls';

test('site hits become paths with their anchors, others stay absolute', () => {
  assert.equal(toSitePath('https://apis.example.com/google/ccxt#安装', 'https://apis.example.com'), '/google/ccxt#安装');
  assert.equal(toSitePath('https://elsewhere.example.org/x', 'https://apis.example.com'), 'https://elsewhere.example.org/x');
});

test('the search page URL encodes the query', () => {
  assert.equal(searchPageUrl('汇率 & API'), '/search?q=%E6%B1%87%E7%8E%87%20%26%20API');
});
