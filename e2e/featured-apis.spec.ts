import type {Locator, Page, Request, Route} from '@playwright/test';
import {test, expect, expectNoProblems, storedValue, visit, reload} from './fixtures';
import {requestsCarrying, storedKey} from './visitor-keys';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './axe';
import {catalogue, featuredApis} from './site-data';
import type {FeaturedApi} from '../plugins/featured-apis/types';

/**
 * The /fo/N pages: read from the same data file the site is built from, so the order and names follow the data.
 * Third-party API hosts are intercepted with page.route; nothing leaves 127.0.0.1.
 */
const apis: FeaturedApi[] = featuredApis;
const categorySlugs = new Map(catalogue.map((category) => [category.category, category.slug] as const));

const LANGUAGE_STORAGE_KEY = 'docusaurus.tab.featured-api-language';
/** The label every sample response carries, so nobody takes it for a live result. */
const SAMPLE_LABEL = '示例响应（根据官方文档整理的样例数据，非实时结果）';
const SAMPLE_OMITTED_LABEL = '示例响应（未提供）';
const KEY = 'e2e-key-7Hq2';
const NETWORK_FAILURE = '请求失败：网络不可用或被浏览器的跨域策略拦截';

function apiById(id: string): {api: FeaturedApi; index: number} {
  const index = apis.findIndex((api) => api.id === id);
  expect(index, `API ${id} in the data file`).toBeGreaterThanOrEqual(0);
  return {api: apis[index]!, index};
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "Fixer API" keeps its name as the page title; "ipstack" becomes "ipstack API". */
function expectedTitle(name: string): string {
  return /(^|[^a-z0-9])api$/i.test(name) ? name : `${name} API`;
}

/** "2026-11" → "2026 年 11 月", as the page writes the month the facts were checked. */
function chineseMonth(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${year} 年 ${Number(monthNumber)} 月`;
}

/** A line of the sample as the page prints it, to find the sample in the endpoint's section. */
function sampleLine(example: unknown): string {
  const text = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line.length > 1);
  return lines[typeof example === 'string' ? 0 : Math.min(1, lines.length - 1)]!;
}

/** Waits for hydration: before it, clicks and typing reach server-rendered HTML without handlers. */
async function openApi(page: Page, index: number): Promise<void> {
  await visit(page, `/fo/${index}`);
}

function tryIt(page: Page): Locator {
  return page.getByRole('region', {name: '在线试用'});
}

function endpointSection(page: Page, endpointId: string): Locator {
  return page.locator(`section:has(> h3#endpoint-${endpointId})`);
}

/** Records every request to the API's origin and answers it with `respond`. */
async function interceptApi(
  page: Page,
  api: FeaturedApi,
  respond: (route: Route, request: Request) => Promise<void>,
): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${new URL(api.baseUrl).origin}/**`, async (route, request) => {
    // Playwright answers CORS preflights itself; should one arrive here, allow it without counting it.
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': '*',
        },
      });
      return;
    }
    seen.push(request);
    await respond(route, request);
  });
  return seen;
}


test('the data holds 29 featured APIs from ipstack to picwish, every endpoint with a sample or the reason it has none', () => {
  expect(apis).toHaveLength(29);
  expect(apis[0]!.id).toBe('ipstack');
  expect(apis[28]!.id).toBe('picwish');
  for (const api of apis) {
    for (const endpoint of api.endpoints) {
      expect((endpoint.exampleResponse !== undefined) !== (endpoint.sampleOmitted !== undefined), `${api.id}/${endpoint.id}`).toBe(true);
    }
  }
});

// The server-rendered page, read with JavaScript off: every fact below is in the HTML a crawler or
// a visitor without scripts gets. Hydration and the interactive parts are the tests further down.
apis.forEach((api, index) => {
  test(`/fo/${index} renders ${api.name} completely`, async ({staticPage: page}) => {
    await page.goto(`/fo/${index}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(api.name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(expectedTitle(api.name))}( \\| |$)`));
    expect(await page.title()).not.toContain('API API');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', api.summary);
    await expect(page.getByText(`精选 API · 第 ${index + 1} 个`)).toBeVisible();

    const categoryHref = `/google/api/${categorySlugs.get(api.category)}`;
    await expect(page.locator('article header').getByRole('link', {name: api.category, exact: true})).toHaveAttribute('href', categoryHref);
    await expect(page.locator('article dl').getByRole('link', {name: api.category, exact: true})).toHaveAttribute('href', categoryHref);

    // Every endpoint: heading, three code tabs with the example request, and its labelled sample response (or the
    // stated reason why it has none).
    await expect(page.locator('article').getByRole('heading', {level: 3})).toHaveCount(api.endpoints.length);
    await expect(page.getByRole('tablist')).toHaveCount(api.endpoints.length);
    for (const endpoint of api.endpoints) {
      const section = endpointSection(page, endpoint.id);
      await expect(section.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python']);
      const code = section.locator('[role="tabpanel"]:not([hidden]) code');
      await expect(code).toContainText(`curl ${endpoint.method === 'POST' ? '-X POST ' : ''}'${api.baseUrl}`);
      if (api.auth.type !== 'none') await expect(code).toContainText('YOUR_API_KEY');
      if (endpoint.paramsNote !== undefined) await expect(section).toContainText(endpoint.paramsNote);
      if (endpoint.sampleOmitted !== undefined) {
        await expect(section.getByText(SAMPLE_LABEL, {exact: true})).toHaveCount(0);
        await expect(section.getByRole('note', {name: SAMPLE_OMITTED_LABEL})).toContainText(endpoint.sampleOmitted);
      } else {
        await expect(section.getByText(SAMPLE_LABEL, {exact: true})).toHaveCount(1);
        await expect(section).toContainText(sampleLine(endpoint.exampleResponse));
      }
    }
    await expect(page.getByText(SAMPLE_LABEL, {exact: true})).toHaveCount(
      api.endpoints.filter((endpoint) => endpoint.exampleResponse !== undefined).length,
    );

    // Free-tier facts: the provider's terms (or the plain statement that it publishes none) and the month checked.
    const facts = page.locator('article dl');
    const freeTier = facts.locator('div').filter({has: page.locator('dt', {hasText: /^免费额度$/})}).locator('dd');
    if (api.freeTier) {
      await expect(freeTier).toContainText(`核对于 ${chineseMonth(api.freeTier.checked)}`);
      await expect(freeTier.locator('time')).toHaveAttribute('datetime', api.freeTier.checked);
      if (api.freeTier.published) await expect(freeTier).toContainText(api.freeTier.summary);
      else await expect(freeTier).toContainText('服务商没有公开免费额度');
      if (api.freeTier.source) await expect(freeTier.getByRole('link')).toHaveAttribute('href', api.freeTier.source);
    } else {
      await expect(facts.locator('dt', {hasText: /^免费额度$/})).toHaveCount(0);
    }
    await expect(facts.locator('dt', {hasText: /^HTTPS$/}).locator('xpath=following-sibling::dd')).toHaveText(api.https ? '支持' : '不支持');

    // Errors: this API's own documented codes, in the data's order, or no section at all.
    const errorsHeading = page.getByRole('heading', {level: 2, name: '错误码'});
    if (api.errors) {
      await expect(errorsHeading).toBeVisible();
      const rows = page.getByRole('table', {name: `${api.name} 的错误码`}).locator('tbody tr');
      await expect(rows).toHaveCount(api.errors.length);
      await expect(rows.locator('td:first-child')).toHaveText(api.errors.map((error) => error.code));
      for (const [i, error] of api.errors.entries()) {
        await expect(rows.nth(i)).toContainText(error.description);
        if (error.type) await expect(rows.nth(i)).toContainText(error.type);
      }
      await expect(page.locator('.table-of-contents a[href="#errors"]')).toHaveText('错误码');
    } else {
      await expect(errorsHeading).toHaveCount(0);
      await expect(page.locator('.table-of-contents a[href="#errors"]')).toHaveCount(0);
    }

    await expect(page.getByRole('heading', {level: 2, name: '在线试用'})).toBeVisible();
    await expect(tryIt(page).getByLabel('接口', {exact: true}).locator('option')).toHaveCount(api.endpoints.length);
    await expect(tryIt(page).getByLabel('API 密钥')).toHaveCount(api.auth.type === 'none' ? 0 : 1);
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator('a[href="#try-it"]')).toHaveText('在线试用');
    await expect(toc.locator('a[href="#overview"]')).toHaveCount(1);
    await expect(page.locator('#try-it')).toHaveCount(1);

    const pager = page.getByRole('navigation', {name: '精选 API 翻页'});
    const previous = apis[index - 1];
    const next = apis[index + 1];
    if (previous) await expect(pager.locator('a', {hasText: '上一个'})).toHaveAttribute('href', `/fo/${index - 1}`);
    if (previous) await expect(pager.locator('a', {hasText: '上一个'})).toContainText(previous.name);
    else await expect(pager.locator('a', {hasText: '上一个'})).toHaveCount(0);
    if (next) await expect(pager.locator('a', {hasText: '下一个'})).toHaveAttribute('href', `/fo/${index + 1}`);
    if (next) await expect(pager.locator('a', {hasText: '下一个'})).toContainText(next.name);
    else await expect(pager.locator('a', {hasText: '下一个'})).toHaveCount(0);
  });
});

test('stale HTTPS facts are gone: aviationstack and marketstack offer HTTPS on every plan', async ({staticPage: page}) => {
  for (const id of ['aviationstack', 'marketstack']) {
    const {api, index} = apiById(id);
    expect(api.https).toBe(true);
    expect(api.freeTier?.published).toBe(true);
    await page.goto(`/fo/${index}`);
    const article = page.locator('article');
    await expect(article).not.toContainText('免费套餐不支持 HTTPS');
    await expect(article).not.toContainText('不支持 HTTPS');
    await expect(article.locator('dl')).toContainText('HTTPS');
  }
  // The error lists differ from one provider family to the next: no shared generic list.
  const lists = new Set(apis.filter((api) => api.errors).map((api) => api.errors!.map((error) => error.code).join(',')));
  expect(lists.size).toBeGreaterThan(5);
  expect(lists.has('401,429')).toBe(false);
});

test('a featured API page hydrates without errors', async ({page, problems}) => {
  await openApi(page, 3);
  await expect(tryIt(page).getByRole('button', {name: '发送请求'})).toBeEnabled();
  expectNoProblems(problems);
});

test.describe('code tabs', () => {
  test('one choice switches every endpoint, survives a reload and carries to other pages', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    expect(api.endpoints.length).toBeGreaterThan(1);
    await openApi(page, index);
    const lists = page.getByRole('tablist');
    const visibleCode = (endpointId: string) =>
      endpointSection(page, endpointId).locator('[role="tabpanel"]:not([hidden]) code');
    const first = api.endpoints[0]!.id;
    const last = api.endpoints[api.endpoints.length - 1]!.id;

    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText(
      "curl 'https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY&fields=country_code,city",
    );

    await lists.first().getByRole('tab', {name: 'Python'}).click();
    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText('response = requests.get(');
    await expect(visibleCode(first)).toContainText('"access_key": "YOUR_API_KEY",');
    await expect(visibleCode(last)).toContainText('import requests');
    expect(await storedValue(page, LANGUAGE_STORAGE_KEY)).toBe('python');

    await reload(page);
    for (const list of await lists.all()) await expect(list.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(last)).toContainText('import requests');

    // Choosing on the last endpoint changes the first one too.
    await lists.last().getByRole('tab', {name: 'JavaScript'}).click();
    await expect(lists.first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCode(first)).toContainText(
      "const response = await fetch('https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY",
    );
    expect(await storedValue(page, LANGUAGE_STORAGE_KEY)).toBe('javascript');

    const other = apiById('exchangerates_data');
    await openApi(page, other.index);
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(endpointSection(page, other.api.endpoints[0]!.id).locator('[role="tabpanel"]:not([hidden]) code')).toContainText(
      "apikey: 'YOUR_API_KEY',",
    );
    expectNoProblems(problems);
  });
});

test.describe('try it', () => {
  test('query-key auth: the key goes to the API host as access_key and the JSON response is shown', async ({page, context, problems}) => {
    const {api, index} = apiById('ipstack');
    const carriers = requestsCarrying(context, KEY);
    const fixture = {ip: '8.8.8.8', city: 'Mountain View', country_code: 'US'};
    const seen = await interceptApi(page, api, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(fixture)}),
    );
    await openApi(page, index);
    const panel = tryIt(page);
    await expect(panel.getByLabel('接口', {exact: true})).toHaveValue(api.endpoints[0]!.id);
    await panel.getByLabel('API 密钥').fill(KEY);
    await panel.getByLabel('ip', {exact: true}).fill('8.8.8.8');
    await panel.getByLabel('language', {exact: true}).fill('');
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toContainText(/耗时 \d+ ms/);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method()).toBe('GET');
    expect(request.url()).toBe(
      `https://api.ipstack.com/8.8.8.8?access_key=${KEY}&fields=country_code,city&hostname=1&output=json`,
    );
    expect(request.headers()['apikey']).toBeUndefined();
    // Only the API's own origin, over HTTPS, ever saw the key: not the site, not any other host.
    expect(carriers).toEqual(['https://api.ipstack.com']);
    const response = panel.getByRole('region', {name: '响应内容'});
    await expect(response).toContainText('"city": "Mountain View"');
    await expect(response).toContainText('"ip": "8.8.8.8"');
    await expect(panel.getByRole('region', {name: '示例数据'})).toHaveCount(0);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('header auth (APILayer apikey): the key goes only in the header', async ({page, context, problems}) => {
    const {api, index} = apiById('exchangerates_data');
    const carriers = requestsCarrying(context, KEY);
    expect(api.auth).toMatchObject({type: 'header', name: 'apikey'});
    const seen = await interceptApi(page, api, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({success: true, result: 92.02})}),
    );
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill(KEY);
    await panel.getByLabel('接口', {exact: true}).selectOption('convert');
    await panel.getByLabel('amount', {exact: true}).fill('100');
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.url()).toBe('https://api.apilayer.com/exchangerates_data/convert?from=USD&to=EUR&amount=100&date=2023-12-29');
    expect(request.headers()['apikey']).toBe(KEY);
    expect(request.url()).not.toContain(KEY);
    expect(carriers).toEqual(['https://api.apilayer.com']);
    await expect(panel.getByRole('region', {name: '响应内容'})).toContainText('"result": 92.02');
    expectNoProblems(problems);
  });

  test('POST with a raw body sends the text with the header key', async ({page, problems}) => {
    const {api, index} = apiById('sentiment');
    const endpoint = api.endpoints[0]!;
    const seen = await interceptApi(page, api, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"sentiment":"negative","confidence":0.5}'}),
    );
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill(KEY);
    await panel.getByLabel('body', {exact: true}).fill('Terrible service.');
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe(`${api.baseUrl}${endpoint.path}`);
    expect(request.postData()).toBe('Terrible service.');
    expect(request.headers()['apikey']).toBe(KEY);
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    await expect(panel.getByRole('region', {name: '响应内容'})).toContainText('"sentiment": "negative"');
    expectNoProblems(problems);
  });

  test('a failing host shows the error and the labelled sample', async ({page, problems}) => {
    const {api, index} = apiById('exchangerates_data');
    const endpoint = api.endpoints.find((e) => e.exampleResponse !== undefined)!;
    const seen = await interceptApi(page, api, (route) => route.abort('failed'));
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill(KEY);
    await panel.getByLabel('接口', {exact: true}).selectOption(endpoint.id);
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('alert')).toContainText(NETWORK_FAILURE);
    const sample = panel.getByRole('region', {name: '示例数据'});
    await expect(sample).toContainText('示例数据');
    await expect(sample).toContainText(JSON.stringify(endpoint.exampleResponse, null, 2).split('\n')[1]!.trim());
    await expect(panel.getByRole('region', {name: '响应内容'})).toHaveCount(0);
    expect(seen.length).toBeGreaterThan(0);
    expectNoProblems(problems, {allowFailedLoads: true});
  });

  test('an HTTP 401 shows status, the server body and the labelled sample', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    await interceptApi(page, api, (route) =>
      route.fulfill({status: 401, contentType: 'application/json', body: '{"message":"Invalid key"}'}),
    );
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill('wrong-key');
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('status').filter({hasText: 'HTTP 401'})).toBeVisible();
    await expect(panel.getByRole('alert')).toContainText('请求失败：服务器返回 HTTP 401');
    await expect(panel.getByRole('region', {name: '响应内容'})).toContainText('"message": "Invalid key"');
    await expect(panel.getByRole('region', {name: '示例数据'})).toContainText('"ip": "134.201.250.155"');
    expectNoProblems(problems, {allowFailedLoads: true});
  });

  test('without a key nothing is sent and the sample is shown', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    const seen = await interceptApi(page, api, (route) => route.fulfill({status: 200, body: '{}'}));
    await openApi(page, index);
    const panel = tryIt(page);
    await expect(panel.getByLabel('API 密钥')).toHaveValue('');
    await panel.getByRole('button', {name: '发送请求'}).click();

    await expect(panel.getByRole('status').filter({hasText: '还没有填写 API 密钥'})).toBeVisible();
    const sample = panel.getByRole('region', {name: '示例数据'});
    await expect(sample).toContainText('示例数据');
    await expect(sample).toContainText('"ip": "134.201.250.155"');
    expect(seen).toHaveLength(0);
    expectNoProblems(problems);
  });

  test('typing saves nothing; a submitted key lasts for this tab only, per API', async ({page, context, problems}) => {
    const {api, index} = apiById('ipstack');
    const other = apiById('exchangerates_data');
    await interceptApi(page, api, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{}'}));
    await openApi(page, index);
    const keyInput = tryIt(page).getByLabel('API 密钥');
    const remember = tryIt(page).getByLabel('在此设备上记住');
    await expect(keyInput).toHaveAttribute('type', 'password');
    await expect(remember).not.toBeChecked();

    await keyInput.fill(KEY);
    expect(await storedKey(page, 'ipstack'), 'nothing is saved while typing').toEqual({session: null, local: null});
    await reload(page);
    await expect(keyInput).toHaveValue('');

    await keyInput.fill(KEY);
    await tryIt(page).getByRole('button', {name: '发送请求'}).click();
    await expect(tryIt(page).getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(await storedKey(page, 'ipstack')).toEqual({session: KEY, local: null});
    await expect(tryIt(page).getByRole('status').filter({hasText: '只在本标签页有效'})).toContainText('e2e-…7Hq2');

    // sessionStorage lasts as long as the tab: a reload keeps the key, another tab does not have it.
    await reload(page);
    await expect(keyInput).toHaveValue(KEY);
    await expect(remember).not.toBeChecked();
    const secondTab = await context.newPage();
    await openApi(secondTab, index);
    await expect(tryIt(secondTab).getByLabel('API 密钥')).toHaveValue('');
    expect(await storedKey(secondTab, 'ipstack')).toEqual({session: null, local: null});
    await secondTab.close();

    // One key per API.
    await openApi(page, other.index);
    await expect(tryIt(page).getByLabel('API 密钥')).toHaveValue('');
    expect(await storedKey(page, other.api.id)).toEqual({session: null, local: null});
    expectNoProblems(problems);
  });

  test('a remembered key is still there in a new browser context with the same storage', async ({page, context, browser, baseURL, problems}) => {
    const {api, index} = apiById('ipstack');
    await interceptApi(page, api, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{}'}));
    await openApi(page, index);
    await tryIt(page).getByLabel('API 密钥').fill(KEY);
    await tryIt(page).getByLabel('在此设备上记住').check();
    expect(await storedKey(page, 'ipstack'), 'ticking the box saves nothing before submit').toEqual({session: null, local: null});
    await tryIt(page).getByRole('button', {name: '发送请求'}).click();
    await expect(tryIt(page).getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(await storedKey(page, 'ipstack')).toEqual({session: null, local: KEY});

    const later = await browser.newContext({baseURL, storageState: await context.storageState()});
    try {
      const laterPage = await later.newPage();
      await openApi(laterPage, index);
      const keyInput = tryIt(laterPage).getByLabel('API 密钥');
      await expect(keyInput).toHaveValue(KEY);
      await expect(tryIt(laterPage).getByLabel('在此设备上记住')).toBeChecked();
      // Masked until the visitor asks to see it; the toggle is a button named by its visible text.
      await expect(keyInput).toHaveAttribute('type', 'password');
      await tryIt(laterPage).getByRole('button', {name: '显示密钥'}).click();
      await expect(keyInput).toHaveAttribute('type', 'text');
      await tryIt(laterPage).getByRole('button', {name: '隐藏密钥'}).click();
      await expect(keyInput).toHaveAttribute('type', 'password');

      // Unticking takes the key off the device at once; it stays for this tab.
      await tryIt(laterPage).getByLabel('在此设备上记住').uncheck();
      expect(await storedKey(laterPage, 'ipstack')).toEqual({session: KEY, local: null});
    } finally {
      await later.close();
    }
    expectNoProblems(problems);
  });

  test('清除 removes the key from this tab and this device, old entries included', async ({page, problems}) => {
    const {index} = apiById('ipstack');
    await openApi(page, index);
    await page.evaluate((key) => {
      sessionStorage.setItem('apis.key.ipstack', key);
      localStorage.setItem('apis.key.ipstack', key);
      localStorage.setItem('apis.tryit.key.ipstack', key);
    }, KEY);
    await reload(page);
    const keyInput = tryIt(page).getByLabel('API 密钥');
    await expect(keyInput).toHaveValue(KEY);
    await tryIt(page).getByRole('button', {name: '清除密钥'}).click();
    await expect(keyInput).toHaveValue('');
    await expect(tryIt(page).getByRole('status').filter({hasText: '已清除密钥'})).toBeVisible();
    const left = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((name) => name.includes('key')),
    );
    expect(left).toEqual([]);
    await reload(page);
    await expect(keyInput).toHaveValue('');
    expectNoProblems(problems);
  });

  test('a key stored by the old scheme is kept, as remembered', async ({page, problems}) => {
    const {index} = apiById('ipstack');
    await openApi(page, index);
    await page.evaluate((key) => localStorage.setItem('apis.tryit.key.ipstack', key), KEY);
    await reload(page);
    await expect(tryIt(page).getByLabel('API 密钥')).toHaveValue(KEY);
    await expect(tryIt(page).getByLabel('在此设备上记住')).toBeChecked();
    expect(await storedKey(page, 'ipstack')).toEqual({session: null, local: KEY});
    expect(await storedValue(page, 'apis.tryit.key.ipstack')).toBeNull();
    expectNoProblems(problems);
  });

  test('a malformed key is refused next to the field and nothing is sent or saved', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    const seen = await interceptApi(page, api, (route) => route.fulfill({status: 200, body: '{}'}));
    await openApi(page, index);
    const keyInput = tryIt(page).getByLabel('API 密钥');
    await keyInput.fill('two words');
    await tryIt(page).getByRole('button', {name: '发送请求'}).click();
    await expect(keyInput).toHaveAttribute('aria-invalid', 'true');
    await expect(keyInput).toHaveAccessibleDescription(/密钥里不能有空格或换行/);
    expect(seen).toHaveLength(0);
    expect(await storedKey(page, 'ipstack')).toEqual({session: null, local: null});
    expectNoProblems(problems);
  });

  test('the key field passes axe when saved, shown and in error, in both colour modes', async ({page, problems}) => {
    const {api, index} = apiById('ipstack');
    await interceptApi(page, api, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{}'}));
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill('two words');
    await panel.getByRole('button', {name: '发送请求'}).click();
    await expect(panel.getByLabel('API 密钥')).toHaveAttribute('aria-invalid', 'true');
    const exclude = ['nav.navbar', 'footer', 'aside', '.table-of-contents', 'pre'];
    expect(await seriousViolations(page, {exclude})).toEqual([]);

    await panel.getByLabel('API 密钥').fill(KEY);
    await panel.getByLabel('在此设备上记住').check();
    await panel.getByRole('button', {name: '发送请求'}).click();
    await expect(panel.getByRole('status').filter({hasText: '已在此设备上记住密钥'})).toBeVisible();
    await panel.getByRole('button', {name: '显示密钥'}).click();
    expect(await seriousViolations(page, {exclude})).toEqual([]);
    await stopColourTransitions(page);
    await switchColourMode(page, 'dark');
    expect(await seriousViolations(page, {exclude, rules: COLOUR_RULES})).toEqual([]);
    expectNoProblems(problems);
  });

  test('copy buttons copy the URL and curl command with the placeholder, never the key', async ({page, problems}) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as {__copied: string[]}).__copied = copied;
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {writeText: async (text: string) => void copied.push(text)},
      });
    });
    const {api, index} = apiById('ipstack');
    await interceptApi(page, api, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{}'}));
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill(KEY);
    // A saved, shown key must not reach the preview or the copies either.
    await panel.getByRole('button', {name: '发送请求'}).click();
    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    await panel.getByRole('button', {name: '显示密钥'}).click();
    const expectedUrl = 'https://api.ipstack.com/134.201.250.155?access_key=YOUR_API_KEY&fields=country_code,city&hostname=1&language=zh&output=json';
    await expect(panel.locator('code').filter({hasText: 'YOUR_API_KEY'}).first()).toHaveText(expectedUrl);
    await expect(page.locator('body')).not.toContainText(KEY);

    await panel.getByRole('button', {name: '复制请求地址'}).click();
    await expect(panel.getByRole('status').filter({hasText: '已复制请求地址'})).toBeVisible();
    await panel.getByRole('button', {name: '复制 curl 命令'}).click();
    await expect(panel.getByRole('status').filter({hasText: '已复制 curl 命令'})).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as {__copied: string[]}).__copied);
    expect(copied).toEqual([expectedUrl, `curl '${expectedUrl}'`]);
    expect(copied.join('\n')).not.toContain(KEY);
    expectNoProblems(problems);
  });

  test('invalid parameters show Chinese errors next to the field and block the request', async ({page, problems}) => {
    const {api, index} = apiById('aviationstack');
    const seen = await interceptApi(page, api, (route) => route.fulfill({status: 200, body: '{}'}));
    await openApi(page, index);
    const panel = tryIt(page);
    await panel.getByLabel('API 密钥').fill(KEY);
    const limit = panel.getByLabel('limit', {exact: true});
    await limit.fill('1.5');
    await panel.getByRole('button', {name: '发送请求'}).click();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(limit).toHaveAccessibleDescription(/请输入整数。/);
    await expect(panel.getByText('参数有误，请先修正标出的字段。')).toBeVisible();
    await expect(limit).toBeFocused();
    expect(seen).toHaveLength(0);

    await limit.fill('5');
    await expect(limit).not.toHaveAttribute('aria-invalid', 'true');
    await panel.getByRole('button', {name: '发送请求'}).click();
    await expect(panel.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(new URL(seen[0]!.url()).searchParams.get('limit')).toBe('5');

    // A required field left empty.
    const ipstack = apiById('ipstack');
    await openApi(page, ipstack.index);
    const ip = tryIt(page).getByLabel('ip', {exact: true});
    await ip.fill('');
    await tryIt(page).getByRole('button', {name: '发送请求'}).click();
    await expect(ip).toHaveAccessibleDescription(/必填参数，请填写。/);
    expectNoProblems(problems);
  });
});
