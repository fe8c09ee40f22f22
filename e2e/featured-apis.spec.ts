import type {Locator, Page, Request, Route} from '@playwright/test';
import {test, expect, expectNoProblems, openTryIt, storedValue, visit, reload} from './fixtures';
import {requestsCarrying, storedKey} from './helpers/visitor-keys';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './helpers/axe';
import {featuredApis} from './helpers/site-data';
import type {FeaturedApi} from '../plugins/featured-apis/types';

/**
 * The /fo/N pages: read from the same data file the site is built from, so the order and names follow the data.
 * Third-party API hosts are intercepted with page.route; nothing leaves 127.0.0.1.
 */
const apis: FeaturedApi[] = featuredApis;

const LANGUAGE_STORAGE_KEY = 'docusaurus.tab.featured-api-language';
const KEY = 'e2e-key-7Hq2';
const NETWORK_FAILURE = '请求失败：网络不可用或被浏览器的跨域策略拦截';

function apiById(id: string): {api: FeaturedApi; index: number} {
  const index = apis.findIndex((api) => api.id === id);
  expect(index, `API ${id} in the data file`).toBeGreaterThanOrEqual(0);
  return {api: apis[index]!, index};
}

/** Waits for hydration and for the try-it panel, whose code loads when it comes into view. */
async function openApi(page: Page, index: number): Promise<void> {
  await visit(page, `/fo/${index}`);
  await openTryIt(page);
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


// The server-rendered content of all 29 pages is checked on the build's HTML, without a browser:
// plugins/featured-apis/__built__/pages.test.ts. Here: hydration and the interactive parts.
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
    await openTryIt(page);
    await expect(keyInput).toHaveValue('');

    await keyInput.fill(KEY);
    await tryIt(page).getByRole('button', {name: '发送请求'}).click();
    await expect(tryIt(page).getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible();
    expect(await storedKey(page, 'ipstack')).toEqual({session: KEY, local: null});
    await expect(tryIt(page).getByRole('status').filter({hasText: '只在本标签页有效'})).toContainText('e2e-…7Hq2');

    // sessionStorage lasts as long as the tab: a reload keeps the key, another tab does not have it.
    await reload(page);
    await openTryIt(page);
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
    await openTryIt(page);
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
    await openTryIt(page);
    await expect(keyInput).toHaveValue('');
    expectNoProblems(problems);
  });

  test('a key stored by the old scheme is kept, as remembered', async ({page, problems}) => {
    const {index} = apiById('ipstack');
    await openApi(page, index);
    await page.evaluate((key) => localStorage.setItem('apis.tryit.key.ipstack', key), KEY);
    await reload(page);
    await openTryIt(page);
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
    // Editing clears the error, which takes a line out of the layout: tick the box once it is gone.
    await expect(panel.getByLabel('API 密钥')).not.toHaveAttribute('aria-invalid', 'true');
    // Centred first: Playwright scrolls a target just to the top edge, and scrolling up brings back
    // the hide-on-scroll navbar, which slides over the box between the press and the release.
    const remember = panel.getByLabel('在此设备上记住');
    await remember.evaluate((box) => box.scrollIntoView({block: 'center'}));
    await remember.check();
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
