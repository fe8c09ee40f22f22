import {test, expect, expectNoProblems} from './fixtures';
import {requestsCarrying} from './helpers/visitor-keys';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './helpers/axe';
import {apiById, interceptApi, openApi, tryIt} from './helpers/featured-apis';

/**
 * The try-it panel of the /fo/N pages: requests, answers, errors and copies. Its key field's storage
 * rules, shared with the map and the currency swap, are e2e/api-key-field.spec.ts.
 */
const KEY = 'e2e-key-7Hq2';
const NETWORK_FAILURE = '请求失败：网络不可用或被浏览器的跨域策略拦截';

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
