import {test, expect, visit, reload} from './fixtures';
import {requestsCarrying} from './helpers/visitor-keys';
import type {Page} from '@playwright/test';
import {EXCHANGERATE_HOST as LIVE_HOST, LIVE_FIXTURE, SNAPSHOT_LABEL, SNAPSHOT_RATES as rates, fiat, fulfilJson, whole} from './helpers/demos';
import {AMOUNT_ERRORS} from '../src/components/CurrencySwap/convert';

/**
 * /swap: the converter with snapshot rates, and live rates from exchangerate.host with the visitor's
 * key (answered with page.route; nothing leaves 127.0.0.1). The key field follows the rules of every
 * key field: e2e/api-key-field.spec.ts.
 */
const KEY = '0123456789abcdef0123456789abcdef';

async function openSwap(page: Page) {
  await visit(page, '/swap');
}

const amount = (page: Page) => page.getByLabel('金额', {exact: true});
const fromSelect = (page: Page) => page.getByLabel('原币种');
const toSelect = (page: Page) => page.getByLabel('目标币种');
const value = (page: Page) => page.getByTestId('swap-value');
const result = (page: Page) => page.getByTestId('swap-result');

const keyInput = (page: Page) => page.getByLabel('exchangerate.host 访问密钥');

async function saveKey(page: Page, key = KEY) {
  await keyInput(page).fill(key);
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

test('live rates need a key; with one, rates from exchangerate.host are used and labelled', async ({page, context, problems}) => {
  const carriers = requestsCarrying(context, KEY);
  const requested: URL[] = [];
  await page.route(LIVE_HOST, (route) => {
    requested.push(new URL(route.request().url()));
    return fulfilJson(route, LIVE_FIXTURE);
  });
  await openSwap(page);
  await expect(value(page)).toHaveText(fiat(100 * rates.CNY!));
  expect(requested).toHaveLength(0);
  // Unlike the map's demo, the live mode cannot work without a key: an empty field is refused.
  await page.getByRole('button', {name: '保存并使用实时汇率'}).click();
  await expect(keyInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(keyInput(page)).toHaveAccessibleDescription(/请先粘贴你的 exchangerate.host 访问密钥/);
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
  await expect(page.getByTestId('swap-key-status')).toHaveCount(0);
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
