import {test} from 'node:test';
import assert from 'node:assert/strict';
import {reportIssueUrl} from '../report';
import type {CatalogueEntry} from '../../../shared/types';

const fixer: CatalogueEntry = {
  id: 'fixer',
  name: 'Fixer',
  url: 'https://fixer.io?utm_source=Github',
  category: 'currency-exchange',
  auth: 'apiKey',
  https: true,
  cors: 'unknown',
  description: 'Exchange rates and currency conversion',
  descriptionZh: '提供汇率数据和货币换算功能。',
  verification: {facts: [{field: 'https', value: true, upstream: false}], source: {name: 'Fixer API', permalink: '/fo/3'}, checked: '2026-11'},
  link: null,
};

test('"报告问题" opens a new issue in the repository with the API filled in', () => {
  const url = new URL(reportIssueUrl('https://github.com/apis-zh/apis/', fixer, {name: 'Currency Exchange', nameZh: '货币汇率'}, 'https://apis.example.com/community/public-apis?api=fixer'));
  assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/apis-zh/apis/issues/new');
  assert.equal(url.searchParams.get('title'), '目录条目问题：Fixer（fixer）');
  const body = url.searchParams.get('body')!;
  assert.match(body, /- 条目：Fixer（fixer）/);
  assert.match(body, /- 分类：货币汇率（Currency Exchange）/);
  assert.match(body, /- 链接：https:\/\/fixer\.io\?utm_source=Github/);
  assert.match(body, /- 本站记录：认证 API 密钥；HTTPS 是（已核对）；CORS 未知/);
  assert.match(body, /- 固定链接：https:\/\/apis\.example\.com\/community\/public-apis\?api=fixer/);
});
