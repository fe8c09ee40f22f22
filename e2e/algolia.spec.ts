import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {test, expect, expectNoProblems, stubAnalytics, visit} from './fixtures';
import {ALT_BUILD, hasBuild, serveSite, type Site} from './helpers/site-server';

/**
 * Hosted search mode, on build-alt (built with ALGOLIA_APP_ID=TESTAPP0, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME=apis_test). Algolia's hosts are intercepted: the test checks what the site
 * asks for and answers with fixtures.
 */
const ALGOLIA_HOSTS = /^https:\/\/testapp0(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;
const INDEX_NAME = 'apis_test';

test.skip(!hasBuild(ALT_BUILD), 'needs build-alt (built by npm test)');

let site: Site;
test.beforeAll(async () => {
  site = await serveSite('algolia', ALT_BUILD);
});
test.afterAll(async () => {
  await site.stop();
});
// build-alt also carries analytics, and the modal loads Algolia's click-analytics script once a
// search ran: both are answered for every test here (insights are read through insightsQueue).
test.beforeEach(async ({context}) => {
  await stubAnalytics(context);
  await context.route(SEARCH_INSIGHTS, (route) =>
    route.fulfill({contentType: 'text/javascript', body: '/* search-insights stand-in */'}),
  );
});

interface AlgoliaRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  facetFilters: (string | string[])[];
  attributesToSnippet: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
}

function kongHit(objectID: string, title: string) {
  return {
    objectID,
    url: `https://apis.example.com/google/how-kong-works#${objectID}`,
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: '开发者文档', lvl1: 'Kong 工作原理概览', lvl2: title, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {lvl0: {value: '开发者文档'}, lvl1: {value: '<mark>Kong</mark> 工作原理概览'}, lvl2: {value: title}},
    },
    _snippetResult: {
      hierarchy: {lvl1: {value: '<mark>Kong</mark> 工作原理概览'}, lvl2: {value: title}},
      content: {value: `${title}：<mark>Kong</mark> 在请求到达上游服务之前执行插件。`},
    },
  };
}

const FIXTURE_HITS = [kongHit('request-flow', '请求的处理流程'), kongHit('plugins', '插件的执行顺序')];

function answer(route: Route, requests: AlgoliaRequest[], hits = FIXTURE_HITS) {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: requests.map((request) => ({
        hits,
        nbHits: 42,
        page: 0,
        nbPages: 3,
        hitsPerPage: request.hitsPerPage,
        index: request.indexName,
        query: request.query,
        params: '',
        queryID: 'e2e-query-id',
        processingTimeMS: 1,
        exhaustiveNbHits: true,
      })),
    }),
  });
}

/** Answers every Algolia search with the fixture and records the requests. */
async function fakeAlgolia(page: Page): Promise<{requests: AlgoliaRequest[]; urls: string[]}> {
  const seen = {requests: [] as AlgoliaRequest[], urls: [] as string[]};
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request: Request = route.request();
    if (request.method() === 'OPTIONS') {
      return route.fulfill({status: 200, headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'}});
    }
    if (!new URL(request.url()).pathname.endsWith('/queries')) return route.fulfill({status: 200, body: '{}'});
    const {requests} = JSON.parse(request.postData() ?? '{}') as {requests: AlgoliaRequest[]};
    seen.requests.push(...requests);
    seen.urls.push(request.url());
    return answer(route, requests);
  });
  return seen;
}

/** Algolia's search-insights script, loaded from a CDN by the modal when click analytics are on. */
const SEARCH_INSIGHTS = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;

/**
 * Click analytics: the modal queues calls on `window.aa` and loads search-insights to send them.
 * The stand-in script (beforeEach) leaves the queue alone, so the test reads what the real library
 * would have sent.
 */
function insightsQueue(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as {aa?: {queue?: unknown[][]}}).aa?.queue ?? []);
}

async function openModal(page: Page, path = '/') {
  await visit(page, `${site.origin}${path}`);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test('the modal queries Algolia with the configured index, filters, 20 hits and snippet settings, then shows the answer', async ({
  page,
  problems,
}) => {
  const algolia = await fakeAlgolia(page);
  await openModal(page, '/google/how-kong-works');
  await page.locator('.DocSearch-Input').fill('kong');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits).toHaveCount(2);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('开发者文档');

  const sent = algolia.requests.at(-1)!;
  expect(sent.indexName).toBe(INDEX_NAME);
  expect(sent.query).toBe('kong');
  expect(sent.hitsPerPage).toBe(20);
  expect(sent.attributesToSnippet).toContain('content:10');
  expect(sent.highlightPreTag).toBe('<mark>');
  expect(sent.highlightPostTag).toBe('</mark>');
  expect(sent.clickAnalytics).toBe(true);
  expect(sent.facetFilters[0]).toBe('language:zh');
  // Contextual search: on a /google page the google docs section is in the tag filter.
  expect(sent.facetFilters[1]).toEqual(expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-google-current']));
  expect(algolia.urls.at(-1)).toContain('x-algolia-application-id=TESTAPP0');

  await expect(page.getByRole('link', {name: /查看全部 42 个结果/})).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/google\/how-kong-works#plugins$/);
  const clicks = (await insightsQueue(page)).filter(([method]) => method === 'clickedObjectIDsAfterSearch');
  expect(clicks).toHaveLength(1);
  expect(clicks[0]![1]).toMatchObject({index: INDEX_NAME, queryID: 'e2e-query-id', objectIDs: ['plugins']});
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('an Algolia build ships no local index and never asks for one', async ({page}) => {
  const localIndexRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/search/')) localIndexRequests.push(sent.url());
  });
  await fakeAlgolia(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('kong');
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
  expect(localIndexRequests).toEqual([]);
  expect(fs.existsSync(path.join(ALT_BUILD, 'search')), 'build-alt/search').toBe(false);
});

test('when Algolia answers 5xx on every host, the modal shows the error screen', async ({page, problems}) => {
  await page.route(ALGOLIA_HOSTS, (route) =>
    route.fulfill({status: 503, contentType: 'application/json', body: '{"message":"unavailable","status":503}'}),
  );
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('kong');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果');
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('the /search page uses Algolia too: 20 hits per request and the results rendered', async ({page, problems}) => {
  const algolia = await fakeAlgolia(page);
  await visit(page, `${site.origin}/search?q=kong`);
  await expect(page.getByText('“kong”共有 42 个结果')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Kong 工作原理概览'})).toHaveCount(2);
  await expect(page.getByText('插件的执行顺序', {exact: true})).toBeVisible();
  const sent = algolia.requests.at(-1)!;
  expect(sent.indexName).toBe(INDEX_NAME);
  expect(sent.query).toBe('kong');
  expect(sent.hitsPerPage).toBe(20);
  expect(sent.facetFilters[0]).toBe('language:zh');
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('the /search page shows its error message when Algolia is unreachable', async ({page}) => {
  await page.route(ALGOLIA_HOSTS, (route) => route.abort('connectionrefused'));
  await visit(page, `${site.origin}/search?q=kong`);
  await expect(page.getByRole('alert')).toContainText('无法获取结果');
});

/** What the search requests asked: the host and the query, in order. */
interface Asked {
  host: string;
  query: string;
}

/** Answers searches per host: `fail(host)` gives a status to fail with, or null to answer with the fixture. */
async function algoliaHosts(page: Page, fail: (host: string) => number | null): Promise<Asked[]> {
  const asked: Asked[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'POST' || !url.pathname.endsWith('/queries')) return route.fulfill({status: 200, body: '{}'});
    const {requests} = JSON.parse(route.request().postData() ?? '{}') as {requests: AlgoliaRequest[]};
    asked.push({host: url.host, query: requests[0]!.query});
    const status = fail(url.host);
    return status === null ? answer(route, requests) : route.fulfill({status, contentType: 'application/json', body: `{"message":"failed","status":${status}}`});
  });
  return asked;
}

const DSN_HOST = 'testapp0-dsn.algolia.net';

/** Types `query` and waits until a host answered it with hits. */
async function searchFor(page: Page, asked: Asked[], query: string): Promise<Asked[]> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
  await expect.poll(() => asked.some((entry) => entry.query === query && entry.host !== DSN_HOST)).toBe(true);
  return asked.filter((entry) => entry.query === query);
}

test('a host that failed is skipped for two minutes, also after a page load, then tried again', async ({page, problems}) => {
  await page.clock.install();
  const asked = await algoliaHosts(page, (host) => (host === DSN_HOST ? 503 : null));
  await openModal(page);
  const first = await searchFor(page, asked, 'kong');
  expect(first.map((entry) => entry.host)).toEqual([DSN_HOST, expect.stringMatching(/^testapp0-[123]\.algolianet\.com$/)]);
  expect((await searchFor(page, asked, 'kong 插件')).map((entry) => entry.host)).not.toContain(DSN_HOST);
  // The state is stored per host, so a new page load still skips it.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('apis.search.host.')))).toEqual([
    'apis.search.host.https://TESTAPP0-dsn.algolia.net',
  ]);
  await openModal(page);
  expect((await searchFor(page, asked, 'kong 网关')).map((entry) => entry.host)).not.toContain(DSN_HOST);
  await page.clock.fastForward('02:01');
  expect((await searchFor(page, asked, 'kong 路由')).map((entry) => entry.host)[0]).toBe(DSN_HOST);
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('a host that does not answer is given up after the 1 s connect timeout, then put after the others', async ({page, problems}) => {
  const start = new Date('2026-11-26T08:00:00Z');
  await page.clock.install({time: start});
  const asked: Asked[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'POST') return route.fulfill({status: 200, body: '{}'});
    const {requests} = JSON.parse(route.request().postData() ?? '{}') as {requests: AlgoliaRequest[]};
    asked.push({host: url.host, query: requests[0]!.query});
    // The DSN host never answers: the request is left hanging until the client gives up on it.
    if (url.host !== DSN_HOST) await answer(route, requests);
  });
  await openModal(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.locator('.DocSearch-Input').fill('kong');
  await expect.poll(() => asked.map((entry) => entry.host)).toEqual([DSN_HOST]);
  await page.clock.runFor(999);
  expect(asked).toHaveLength(1);
  await page.clock.runFor(1);
  await expect.poll(() => asked.length).toBe(2);
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
  await page.clock.resume();
  expect((await searchFor(page, asked, 'kong 插件')).map((entry) => entry.host)[0]).not.toBe(DSN_HOST);
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('a refused request (403) is not retried and says the service refused it, with its status; the /search page says so too', async ({page}) => {
  const asked = await algoliaHosts(page, () => 403);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('kong');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('搜索服务拒绝了这次请求');
  await expect(screen).toContainText('状态码 403');
  expect(asked).toHaveLength(1);
  await visit(page, `${site.origin}/search?q=kong`);
  await expect(page.getByRole('alert')).toContainText('搜索服务拒绝了这次请求');
  await expect(page.getByRole('alert')).toContainText('403');
});

test('an answer that is not a search result has its own error screen', async ({page}) => {
  await page.route(ALGOLIA_HOSTS, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<html>captive portal</html>'}));
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('kong');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('搜索结果无法读取');
  await expect(screen).not.toContainText('网络');
  await visit(page, `${site.origin}/search?q=kong`);
  await expect(page.getByRole('alert')).toContainText('搜索结果无法读取');
});

test('maxResultsPerGroup comes from the site option (SEARCH_MAX_RESULTS_PER_GROUP=3 in build-alt)', async ({page}) => {
  const hits = ['a', 'b', 'c', 'd', 'e'].map((id) => kongHit(id, `小节 ${id}`));
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const {requests} = JSON.parse(route.request().postData() ?? '{}') as {requests: AlgoliaRequest[]};
    await answer(route, requests, hits);
  });
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('kong');
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(3);
});
