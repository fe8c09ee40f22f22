import {test, expect, storedValue, visit, reload} from './fixtures';
import {requestsCarrying, storedKey} from './helpers/visitor-keys';
import type {Page, Route} from '@playwright/test';
import {seriousViolations} from './helpers/axe';
import {RATES_SNAPSHOT} from '../src/data/rates-snapshot';
import {AMOUNT_ERRORS} from '../src/components/CurrencySwap/convert';

const LIVE_HOST = /^https:\/\/api\.exchangerate\.host\//;
const KEY = '0123456789abcdef0123456789abcdef';
/** The exchangerate.host key, shared with the try-it panel of /fo/15 (src/lib/apiKeyStorage.ts). */
const API_ID = 'exchangerate_host';
/** Where the converter kept the key before. */
const LEGACY_KEY_STORAGE = 'apis.swap.key';
const SNAPSHOT_LABEL = `示例汇率快照（${RATES_SNAPSHOT.date}），仅供演示`;

// Expected values are computed here from the snapshot and formatted the way the brief specifies.
const fiat = (n: number) =>
  new Intl.NumberFormat('zh-CN', {minimumFractionDigits: 2, maximumFractionDigits: 2}).format(Math.round(n * 100) / 100);
const whole = (n: number) => new Intl.NumberFormat('zh-CN', {maximumFractionDigits: 0}).format(Math.round(n));
const rates = RATES_SNAPSHOT.rates;

const LIVE_TIMESTAMP = Date.UTC(2026, 10, 21, 8, 0) / 1000;
const LIVE_FIXTURE = {
  success: true,
  terms: 'https://exchangerate.host/terms',
  privacy: 'https://exchangerate.host/privacy',
  timestamp: LIVE_TIMESTAMP,
  source: 'USD',
  quotes: {USDCNY: 7.2345, USDEUR: 0.8711, USDJPY: 156.02, USDGBP: 0.7702, USDHKD: 7.7801},
};

async function openSwap(page: Page) {
  await visit(page, '/swap');
}

const amount = (page: Page) => page.getByLabel('金额', {exact: true});
const fromSelect = (page: Page) => page.getByLabel('原币种');
const toSelect = (page: Page) => page.getByLabel('目标币种');
const value = (page: Page) => page.getByTestId('swap-value');
const result = (page: Page) => page.getByTestId('swap-result');

/** Answers like the real API, which sends CORS headers; without them the browser would reject the response. */
function fulfilJson(route: Route, body: unknown) {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: {'access-control-allow-origin': '*'},
    body: JSON.stringify(body),
  });
}

const keyInput = (page: Page) => page.getByLabel('exchangerate.host 访问密钥');

async function saveKey(page: Page, key = KEY, {remember = false} = {}) {
  await keyInput(page).fill(key);
  if (remember) await page.getByLabel('在此设备上记住').check();
  await page.getByRole('button', {name: '保存并使用实时汇率'}).click();
}

test('100 USD to CNY uses the snapshot, labelled as sample data', async ({page, problems}) => {
  await openSwap(page);
  await amount(page).fill('100');
  await expect(fromSelect(page)).toHaveValue('USD');
  await expect(toSelect(page)).toHaveValue('CNY');
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  await expect(page.getByTestId('swap-rate')).toContainText(`1 USD = ${rates.CNY} CNY`);
  await expect(page.getByTestId('swap-origin')).toContainText(SNAPSHOT_LABEL);
  await expect(page.getByTestId('swap-mode')).toContainText(SNAPSHOT_LABEL);

  // JPY has no decimals; crypto keeps its fractional digits.
  await toSelect(page).selectOption('JPY');
  await expect(value(page)).toHaveText(whole(100 * rates.JPY!));
  await fromSelect(page).selectOption('BTC');
  await toSelect(page).selectOption('USD');
  await amount(page).fill('0.5');
  await expect(value(page)).toHaveText(fiat(0.5 / rates.BTC!));
  await fromSelect(page).selectOption('USD');
  await toSelect(page).selectOption('BTC');
  await amount(page).fill('100');
  await expect(value(page)).toHaveText(/^0\.\d{1,8}$/);
  expect(Number(await value(page).textContent())).toBeCloseTo(100 * rates.BTC!, 7);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the swap button exchanges the two currencies', async ({page}) => {
  await openSwap(page);
  await amount(page).fill('100');
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  await page.getByRole('button', {name: '交换币种'}).click();
  await expect(fromSelect(page)).toHaveValue('CNY');
  await expect(toSelect(page)).toHaveValue('USD');
  await expect(value(page)).toHaveText(fiat(100 / rates.CNY!));
  await page.getByRole('button', {name: '交换币种'}).click();
  await expect(fromSelect(page)).toHaveValue('USD');
  await expect(toSelect(page)).toHaveValue('CNY');
});

test('bad amounts show a Chinese message and never NaN', async ({page}) => {
  await openSwap(page);
  const cases: [string, string][] = [
    ['', AMOUNT_ERRORS.empty],
    ['-5', AMOUNT_ERRORS.negative],
    ['abc', AMOUNT_ERRORS.invalid],
    ['12..5', AMOUNT_ERRORS.invalid],
    ['1234567890123456', AMOUNT_ERRORS.tooLong],
  ];
  for (const [input, message] of cases) {
    await amount(page).fill(input);
    await expect(page.getByTestId('swap-error')).toHaveText(message);
    await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(value(page)).toHaveCount(0);
    await expect(result(page)).not.toContainText('NaN');
  }
  await amount(page).fill('1,000');
  await expect(page.getByTestId('swap-error')).toHaveCount(0);
  await expect(amount(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(value(page)).toHaveText(fiat(1000 * rates.CNY!));
});

test('with a key, live rates from exchangerate.host are used and labelled', async ({page, context, problems}) => {
  const carriers = requestsCarrying(context, KEY);
  const requested: URL[] = [];
  await page.route(LIVE_HOST, (route) => {
    requested.push(new URL(route.request().url()));
    return fulfilJson(route, LIVE_FIXTURE);
  });
  await openSwap(page);
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  expect(requested).toHaveLength(0);
  await keyInput(page).fill(KEY);
  expect(await storedKey(page, API_ID), 'nothing is saved while typing').toEqual({session: null, local: null});
  expect(requested).toHaveLength(0);

  await saveKey(page);
  await expect(value(page)).toHaveText(fiat(100 * LIVE_FIXTURE.quotes.USDCNY));
  expect(requested).toHaveLength(1);
  expect(requested[0]!.pathname).toBe('/live');
  expect(requested[0]!.searchParams.get('access_key')).toBe(KEY);
  expect(requested[0]!.searchParams.get('source')).toBe('USD');
  expect(requested[0]!.origin).toBe('https://api.exchangerate.host');
  await expect(page.getByTestId('swap-origin')).toHaveText('实时汇率 · 更新于 2026-11-21 08:00 UTC');
  await expect(page.getByTestId('swap-mode')).toContainText('实时汇率');
  await expect(page.getByTestId('swap-key-status')).toContainText('0123…cdef');
  await expect(page.getByTestId('swap-key-status')).toContainText('只在本标签页有效');
  await expect(keyInput(page)).toHaveAttribute('type', 'password');
  expect(await storedKey(page, API_ID)).toEqual({session: KEY, local: null});

  // BTC is not in the live data, so it comes from the snapshot and the label says so.
  await fromSelect(page).selectOption('BTC');
  await amount(page).fill('1');
  await expect(value(page)).toHaveText(fiat(LIVE_FIXTURE.quotes.USDCNY / rates.BTC!));
  await expect(page.getByTestId('swap-origin')).toContainText('BTC 没有实时数据');

  // The key lasts for this tab: a reload uses it again straight away.
  await reload(page);
  await expect(value(page)).toHaveText(fiat(100 * LIVE_FIXTURE.quotes.USDCNY));
  expect(requested).toHaveLength(2);
  expect(carriers, 'only exchangerate.host, over HTTPS, ever got the key').toEqual([
    'https://api.exchangerate.host',
    'https://api.exchangerate.host',
  ]);

  await page.getByRole('button', {name: '清除密钥'}).click();
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  await expect(page.getByTestId('swap-origin')).toContainText(SNAPSHOT_LABEL);
  await expect(keyInput(page)).toHaveValue('');
  await expect(page.getByTestId('swap-key-status')).toHaveCount(0);
  expect(await storedKey(page, API_ID)).toEqual({session: null, local: null});
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a failing host falls back to the snapshot with a notice', async ({page, problems}) => {
  let calls = 0;
  await page.route(LIVE_HOST, (route) => {
    calls += 1;
    return route.abort('failed');
  });
  await openSwap(page);
  await saveKey(page);
  const notice = page.getByTestId('swap-fallback');
  await expect(notice).toContainText(`无法获取实时汇率，已改用${SNAPSHOT_LABEL}`);
  expect(calls).toBe(1);
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  await expect(page.getByTestId('swap-origin')).toContainText(SNAPSHOT_LABEL);
  // The aborted request itself is logged by the browser; anything else would be a bug.
  expect(problems.pageErrors).toEqual([]);
});

test('an error answer (success: false) shows the API’s error info and falls back', async ({page}) => {
  await page.route(LIVE_HOST, (route) =>
    fulfilJson(route, {
      success: false,
      error: {code: 101, type: 'invalid_access_key', info: 'You have not supplied a valid API Access Key.'},
    }),
  );
  await openSwap(page);
  await saveKey(page, 'not-a-real-key');
  const notice = page.getByTestId('swap-fallback');
  await expect(notice).toContainText('错误码 101');
  await expect(notice).toContainText('You have not supplied a valid API Access Key.');
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
});

test('an empty or malformed key is refused next to the field', async ({page}) => {
  await openSwap(page);
  await page.getByRole('button', {name: '保存并使用实时汇率'}).click();
  await expect(keyInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(keyInput(page)).toHaveAccessibleDescription(/请先粘贴你的 exchangerate.host 访问密钥/);
  await saveKey(page, 'two words');
  await expect(keyInput(page)).toHaveAccessibleDescription(/密钥里不能有空格或换行/);
  expect(await storedKey(page, API_ID)).toEqual({session: null, local: null});
  expect(await seriousViolations(page, {exclude: ['nav.navbar', 'footer']})).toEqual([]);
});

test('a remembered key is used in a new browser context with the same storage; a tab-only key is not', async ({page, context, browser, baseURL}) => {
  const requested: string[] = [];
  await context.route(LIVE_HOST, (route) => {
    requested.push(new URL(route.request().url()).searchParams.get('access_key')!);
    return fulfilJson(route, LIVE_FIXTURE);
  });
  await openSwap(page);
  await saveKey(page, KEY, {remember: true});
  await expect(value(page)).toHaveText(fiat(100 * LIVE_FIXTURE.quotes.USDCNY));
  await expect(page.getByTestId('swap-key-status')).toContainText('已在此设备上记住');
  expect(await storedKey(page, API_ID)).toEqual({session: null, local: KEY});

  const later = await browser.newContext({baseURL, storageState: await context.storageState()});
  try {
    await later.route(LIVE_HOST, (route) => {
      requested.push(new URL(route.request().url()).searchParams.get('access_key')!);
      return fulfilJson(route, LIVE_FIXTURE);
    });
    const laterPage = await later.newPage();
    await openSwap(laterPage);
    await expect(value(laterPage)).toHaveText(fiat(100 * LIVE_FIXTURE.quotes.USDCNY));
    await expect(keyInput(laterPage)).toHaveValue(KEY);
    await expect(laterPage.getByLabel('在此设备上记住')).toBeChecked();
    expect(requested).toEqual([KEY, KEY]);
    // Un-remembered, the key stays for this tab only; the next context starts without it.
    await laterPage.getByLabel('在此设备上记住').uncheck();
    expect(await storedKey(laterPage, API_ID)).toEqual({session: KEY, local: null});
    const third = await browser.newContext({baseURL, storageState: await later.storageState()});
    try {
      const thirdPage = await third.newPage();
      await openSwap(thirdPage);
      await expect(keyInput(thirdPage)).toHaveValue('');
      await expect(value(thirdPage)).toHaveText(fiat(100 * rates.CNY!));
    } finally {
      await third.close();
    }
  } finally {
    await later.close();
  }
  expect(requested).toHaveLength(2);
});

test('a key the converter stored before is kept, as remembered, and used', async ({page}) => {
  const requested: string[] = [];
  await page.route(LIVE_HOST, (route) => {
    requested.push(new URL(route.request().url()).searchParams.get('access_key')!);
    return fulfilJson(route, LIVE_FIXTURE);
  });
  await openSwap(page);
  await page.evaluate(([name, key]) => localStorage.setItem(name!, key!), [LEGACY_KEY_STORAGE, KEY]);
  await reload(page);
  await expect(value(page)).toHaveText(fiat(100 * LIVE_FIXTURE.quotes.USDCNY));
  await expect(keyInput(page)).toHaveValue(KEY);
  await expect(page.getByLabel('在此设备上记住')).toBeChecked();
  expect(await storedKey(page, API_ID)).toEqual({session: null, local: KEY});
  expect(await storedValue(page, LEGACY_KEY_STORAGE)).toBeNull();
  expect(requested).toEqual([KEY]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the converter fits the screen', async ({page}) => {
    await openSwap(page);
    await expect(value(page)).toBeVisible();
    await expect(page.getByRole('button', {name: '交换币种'})).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
