/**
 * Relevance of the local search over the real build: each query must bring its page into the
 * first three pages of results. Run after `npm run build`:
 *   node --import tsx --test plugins/search-index/__relevance__/relevance.test.ts
 * Pages, not hits, are counted: the modal shows the sections of one page together under its title.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {collectRecords} from '../node/collect';
import {buildIndex, serializeIndex} from '../node/serialize';
import {searchRecords} from '../client/query';
import {ShardedIndex, memoryIndexReader} from '../client/sharded-index';
import type {DocSearchRecord} from '../shared/types';

const BUILD_DIR = path.resolve(__dirname, '../../../build');
const SITE = 'https://apis.example.com';
const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'index.html'));

/** [query, page that must be among the first three result pages]. */
const CASES: readonly [string, string][] = [
  // Chinese words and compounds
  ['汇率', '/google/apiszh/currency-exchange'],
  ['网关', '/google/gateway'],
  ['网页抓取', '/fo/2'],
  ['浏览器自动化', '/learn/puppeteer'],
  ['限流', '/google/devdocs/rate-limits-retries'],
  ['限流策略', '/google/gateway/rate-limiting'],
  ['跨域', '/google/gateway/cors'],
  ['迁移', '/learn/migrate-from-v10-to-v11'],
  ['侧边栏', '/docs/sidebar'],
  ['天气', '/google/apiszh/weather'],
  ['地理编码', '/google/apiszh/geocoding'],
  ['短链接', '/google/apiszh/url-shorteners'],
  ['输入法', '/blog/2025/11/04/chinese-search-and-ime'],
  ['截图', '/learn/puppeteer/screenshots-and-pdf'],
  ['中间件', '/learn/server/middlewares'],
  ['负载均衡', '/google/how-kong-works/load-balancing'],
  ['健康检查', '/google/how-kong-works/load-balancing'],
  ['下单', '/google/ccxt/placing-orders'],
  ['沙盒', '/google/ccxt/sandbox-mode'],
  ['时区', '/google/articles/time-zones-and-dates'],
  ['货币兑换', '/swap'],
  ['案例展示', '/showcase'],
  ['免费额度', '/blog/2025/04/15/monitoring-free-tier-quotas'],
  ['宝可梦', '/google/apiszh/games-and-comics'],
  ['数据转换器', '/learn/server/data-transformers'],
  // Latin names and identifiers
  ['trpc', '/learn'],
  ['superjson', '/learn/server/data-transformers'],
  ['createTRPCClient', '/learn/client/vanilla-client'],
  ['createCaller', '/learn/website/server-side-calls'],
  ['json-server', '/community/json-server'],
  ['ipstack', '/fo/0'],
  ['weatherstack', '/fo/9'],
  ['positionstack', '/fo/8'],
  ['service worker', '/blog/2025/09/16/service-worker-updates-and-debugging'],
  ['react query', '/learn/client/tanstack-react-query'],
  ['Next.js', '/learn/website/nextjs-app-router'],
  ['decK', '/google/workflow/deck-basics'],
  ['PKCE', '/google/devdocs/oauth-pkce'],
  ['Kubernetes', '/google/install/kubernetes-helm'],
  ['JWT', '/google/gateway/authentication'],
  // Typos and prefixes (as typed)
  ['puppeter', '/learn/puppeteer'],
  ['supperjson', '/learn/server/data-transformers'],
  ['weathersta', '/fo/9'],
  // Mixed Chinese and Latin
  ['API网关', '/google/gateway'],
  ['ccxt 交易所', '/google/ccxt/exchange-configuration'],
  ['Kong 插件', '/google/how-kong-works/plugin-phases'],
  ['429 重试', '/blog/2026/03/17/handling-429-and-retries'],
  ['webhook 签名', '/google/devdocs/webhooks'],
  ['Docker 安装 Kong', '/google/install/docker'],
  ['API 密钥 前端', '/blog/2024/05/21/keep-api-keys-out-of-frontend'],
  ['订阅 SSE', '/learn/server/subscriptions'],
  ['tRPC 错误处理', '/learn/server/error-handling'],
  ['CCXT 安装', '/google/ccxt/installation'],
  ['Puppeteer 等待', '/learn/puppeteer/waiting'],
  ['ETag 缓存', '/google/devdocs/caching'],
];

/** The index as the browser reads it: the serialized, sharded files. */
function load(records: readonly DocSearchRecord[]): Promise<ShardedIndex> {
  return ShardedIndex.load(memoryIndexReader(serializeIndex(buildIndex(records))));
}

async function resultPages(index: ShardedIndex, query: string): Promise<string[]> {
  const pages: string[] = [];
  for (const hit of (await searchRecords(index, query)).hits) {
    const page = decodeURIComponent(new URL(hit.url).pathname);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

describe('search relevance over build/', {skip: !hasBuild && 'no build/: run `npm run build` first'}, () => {
  let index: ShardedIndex;
  let records: DocSearchRecord[];

  before(async () => {
    ({records} = await collectRecords({outDir: BUILD_DIR, siteUrl: SITE}));
    index = await load(records);
  });

  for (const [query, page] of CASES) {
    test(`${query} → ${page}`, async () => {
      const pages = await resultPages(index, query);
      assert.ok(pages.slice(0, 3).includes(page), `"${query}": expected ${page} in the first three pages, got ${pages.slice(0, 5).join(', ') || 'nothing'}`);
    });
  }

  test('no test, listing or redirect pages in results', async () => {
    for (const [query] of CASES) {
      for (const page of await resultPages(index, query)) {
        assert.ok(!/^\/(tests|__docusaurus|search|404|home)(\/|$)|^\/blog(\/(tags|page|archive)(\/|$)|\/authors\/|$)/.test(page), `${query}: ${page}`);
      }
    }
  });

  test('section names need no escaping (DocSearch prints the escaped group title as plain text)', () => {
    const names = new Set(records.map((r) => r.hierarchy.lvl0 ?? ''));
    for (const name of names) assert.ok(!/[&<>"']/.test(name), name);
  });

  test('an index built again from the same records answers the same', async () => {
    const rebuilt = await load(records);
    for (const [query] of CASES.slice(0, 10)) {
      assert.deepEqual(await searchRecords(rebuilt, query), await searchRecords(index, query));
    }
  });
});
