import {test} from 'node:test';
import assert from 'node:assert/strict';
import {featuredApiTitle, formatCheckedMonth, SAMPLE_LABEL} from '../format';

test('the page title appends "API" only when the name does not already end with it', () => {
  assert.equal(featuredApiTitle('Fixer API'), 'Fixer API');
  assert.equal(featuredApiTitle('ipstack'), 'ipstack API');
  assert.equal(featuredApiTitle('TheRundown'), 'TheRundown API');
  assert.equal(featuredApiTitle('exchangerates_data'), 'exchangerates_data API');
  assert.equal(featuredApiTitle('Weather api'), 'Weather api');
  // "Rapi" ends in the letters a-p-i but not in the word API.
  assert.equal(featuredApiTitle('Rapi'), 'Rapi API');
  assert.ok(!featuredApiTitle('Fixer API').includes('API API'));
});

test('the checked month is written the Chinese way', () => {
  assert.equal(formatCheckedMonth('2026-11'), '2026 年 11 月');
  assert.equal(formatCheckedMonth('2026-03'), '2026 年 3 月');
  assert.equal(formatCheckedMonth('soon'), 'soon');
});

test('the sample label says plainly that it is sample data, not a live result', () => {
  assert.match(SAMPLE_LABEL, /^示例响应/);
  assert.match(SAMPLE_LABEL, /样例数据/);
  assert.match(SAMPLE_LABEL, /非实时结果/);
});
