import type {Browser, BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect, expectNoProblems, openTryIt, reload, storedValue, visit} from './fixtures';
import {seriousViolations} from './helpers/axe';
import {
  EXCHANGERATE_HOST,
  FORWARD_OK,
  LIVE_100_USD_IN_CNY,
  LIVE_FIXTURE,
  POSITIONSTACK_HTTPS,
  SNAPSHOT_100_USD_IN_CNY,
  fulfilJson,
} from './helpers/demos';
import {apiById} from './helpers/featured-apis';
import {storedKey} from './helpers/visitor-keys';
import {keyName} from '../plugins/visitor-keys/shared/storage';

/**
 * The visitor's API key field (plugins/visitor-keys/theme/ApiKeyField) follows one set of storage rules
 * (plugins/visitor-keys/shared/storage.ts) on each of its three pages, tested here once per page: saved only on
 * submit, for this tab unless "在此设备上记住" is ticked, 清除 removes it everywhere, keys of the old
 * scheme are kept, malformed keys are refused, one key per API shared by that API's pages. What a key
 * does on each page is in e2e/try-it.spec.ts, e2e/map.spec.ts and e2e/swap.spec.ts.
 * Every API host is answered here; nothing leaves 127.0.0.1.
 */
interface KeyFieldPage {
  name: string;
  /** The featured API the key belongs to: stored as `apis.key.<id>`. */
  apiId: string;
  /** Where the page kept the key before (the old scheme). */
  legacyName: string;
  key: string;
  /** The key as the field's notices show it. */
  masked: string;
  path: string;
  /** Once the page is loaded and hydrated: waits until the field works and returns the part holding it. */
  ready(page: Page): Promise<Locator>;
  label: string;
  submit: string;
  /** The API host the page sends the key to (answered on the browser context). */
  host: string | RegExp;
  answer: unknown;
  /** Waits for what the page shows once the API answered a submitted key. */
  answered(field: Locator, remembered: boolean): Promise<void>;
  /** A try-it panel of another featured API: the same API shares the key, another has none. */
  other: {apiId: string; sharesKey: boolean};
  /** Pages that call the API as soon as they load with a saved key (the converter's live rates). */
  loadsWithKey?: {live(page: Page): Promise<void>; sample(page: Page): Promise<void>};
  axeExclude: string[];
}

const ipstack = apiById('ipstack');
const value = (page: Page) => page.getByTestId('swap-value');

const PAGES: KeyFieldPage[] = [
  {
    name: 'the try-it panel of /fo/N',
    apiId: 'ipstack',
    legacyName: 'apis.tryit.key.ipstack',
    key: 'e2e-key-7Hq2',
    masked: 'e2e-…7Hq2',
    path: `/fo/${ipstack.index}`,
    // Its code loads when it nears the viewport.
    ready: (page) => openTryIt(page),
    label: 'API 密钥',
    submit: '发送请求',
    host: `${new URL(ipstack.api.baseUrl).origin}/**`,
    answer: {ip: '134.201.250.155', city: 'Los Angeles'},
    answered: (field) => expect(field.getByRole('status').filter({hasText: 'HTTP 200'})).toBeVisible(),
    other: {apiId: 'exchangerates_data', sharesKey: false},
    axeExclude: ['nav.navbar', 'footer', 'aside', '.table-of-contents', 'pre'],
  },
  {
    name: 'the locate demo of /MapComponent',
    apiId: 'positionstack',
    legacyName: 'apis.map.key',
    key: 'e2e-map-key-5Tz',
    masked: 'e2e-…-5Tz',
    path: '/MapComponent',
    ready: async (page) => page.locator('body'),
    label: 'positionstack 访问密钥',
    submit: '定位',
    host: `${POSITIONSTACK_HTTPS}/**`,
    answer: FORWARD_OK,
    answered: (field) => expect(field.getByTestId('located-marker')).toHaveAttribute('data-sample', 'false'),
    other: {apiId: 'positionstack', sharesKey: true},
    axeExclude: ['nav.navbar', 'footer'],
  },
  {
    name: 'the currency swap of /swap',
    apiId: 'exchangerate_host',
    legacyName: 'apis.swap.key',
    key: '0123456789abcdef0123456789abcdef',
    masked: '0123…cdef',
    path: '/swap',
    ready: async (page) => page.locator('body'),
    label: 'exchangerate.host 访问密钥',
    submit: '保存并使用实时汇率',
    host: EXCHANGERATE_HOST,
    answer: LIVE_FIXTURE,
    answered: async (field, remembered) => {
      await expect(field.getByTestId('swap-value')).toHaveText(LIVE_100_USD_IN_CNY);
      await expect(field.getByTestId('swap-key-status')).toContainText(remembered ? '已在此设备上记住' : '只在本标签页有效');
      await expect(field.getByTestId('swap-key-status')).toContainText('0123…cdef');
    },
    other: {apiId: 'exchangerate_host', sharesKey: true},
    loadsWithKey: {
      live: (page) => expect(value(page)).toHaveText(LIVE_100_USD_IN_CNY),
      sample: (page) => expect(value(page)).toHaveText(SNAPSHOT_100_USD_IN_CNY),
    },
    axeExclude: ['nav.navbar', 'footer'],
  },
];

/** Answers the page's API host in `context` (every page of it) and returns the keys it was sent. */
async function answerApi(context: BrowserContext, target: KeyFieldPage): Promise<string[]> {
  const keys: string[] = [];
  await context.route(target.host, (route) => {
    // Playwright answers CORS preflights itself; should one arrive here, allow it without counting it.
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: {'access-control-allow-origin': '*'}});
    keys.push(new URL(route.request().url()).searchParams.get('access_key') ?? '');
    return fulfilJson(route, target.answer);
  });
  return keys;
}

async function open(page: Page, target: KeyFieldPage): Promise<Locator> {
  await visit(page, target.path);
  return target.ready(page);
}

async function reopen(page: Page, target: KeyFieldPage): Promise<Locator> {
  await reload(page);
  return target.ready(page);
}

/** A new browser context holding the device storage (localStorage) of `from`, as a later visit would. */
function laterVisit(browser: Browser, from: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  return from.storageState().then((storageState) => browser.newContext({baseURL, storageState}));
}

for (const target of PAGES) {
  const {apiId, key} = target;

  test.describe(target.name, () => {
    test('a malformed key is refused; nothing is saved or sent before a valid submit, which keeps the key for this tab only', async ({page, context, problems}) => {
      const sent = await answerApi(context, target);
      const field = await open(page, target);
      const keyInput = field.getByLabel(target.label);
      const remember = field.getByLabel('在此设备上记住');
      const submit = () => field.getByRole('button', {name: target.submit, exact: true}).click();
      await expect(keyInput).toHaveAttribute('type', 'password');
      await expect(remember).not.toBeChecked();

      await keyInput.fill('two words');
      await submit();
      await expect(keyInput).toHaveAttribute('aria-invalid', 'true');
      await expect(keyInput).toHaveAccessibleDescription(/密钥里不能有空格或换行/);
      expect(await seriousViolations(page, {exclude: target.axeExclude})).toEqual([]);
      expect(await storedKey(page, apiId), 'a malformed key is not saved').toEqual({session: null, local: null});
      expect(sent, 'a malformed key is not sent').toEqual([]);

      await keyInput.fill(key);
      expect(await storedKey(page, apiId), 'nothing is saved while typing').toEqual({session: null, local: null});
      expect(sent, 'nothing is sent while typing').toEqual([]);
      await reopen(page, target);
      await expect(keyInput).toHaveValue('');

      await keyInput.fill(key);
      await submit();
      await target.answered(field, false);
      expect(sent).toEqual([key]);
      expect(await storedKey(page, apiId)).toEqual({session: key, local: null});
      await expect(field.getByRole('status').filter({hasText: '只在本标签页有效'})).toContainText(target.masked);
      await expect(keyInput, 'still masked once saved').toHaveAttribute('type', 'password');

      // sessionStorage lasts as long as the tab: a reload keeps the key, another tab does not have it.
      await reopen(page, target);
      await expect(keyInput).toHaveValue(key);
      await expect(remember).not.toBeChecked();
      const secondTab = await context.newPage();
      const secondField = await open(secondTab, target);
      await expect(secondField.getByLabel(target.label)).toHaveValue('');
      expect(await storedKey(secondTab, apiId)).toEqual({session: null, local: null});
      await secondTab.close();

      // One key per API: the try-it panel of the same API has it in this tab, another API's has none.
      const other = apiById(target.other.apiId);
      await visit(page, `/fo/${other.index}`);
      await expect((await openTryIt(page)).getByLabel('API 密钥')).toHaveValue(target.other.sharesKey ? key : '');
      if (!target.other.sharesKey) expect(await storedKey(page, other.api.id)).toEqual({session: null, local: null});
      expectNoProblems(problems);
    });

    test('a remembered key is still there in a new browser context with the same storage; unticking takes it off the device', async ({page, context, browser, baseURL, problems}) => {
      const sent = await answerApi(context, target);
      const field = await open(page, target);
      await field.getByLabel(target.label).fill(key);
      await field.getByLabel('在此设备上记住').check();
      expect(await storedKey(page, apiId), 'ticking the box saves nothing before submit').toEqual({session: null, local: null});
      await field.getByRole('button', {name: target.submit, exact: true}).click();
      await target.answered(field, true);
      expect(await storedKey(page, apiId)).toEqual({session: null, local: key});
      await expect(field.getByRole('status').filter({hasText: '已在此设备上记住密钥'})).toContainText(target.masked);
      expect(sent).toEqual([key]);

      const later = await laterVisit(browser, context, baseURL);
      try {
        const laterSent = await answerApi(later, target);
        const laterPage = await later.newPage();
        const laterField = await open(laterPage, target);
        const keyInput = laterField.getByLabel(target.label);
        await expect(keyInput).toHaveValue(key);
        await expect(laterField.getByLabel('在此设备上记住')).toBeChecked();
        await target.loadsWithKey?.live(laterPage);
        expect(laterSent, 'only a page that uses the key at once sends it on load').toEqual(target.loadsWithKey ? [key] : []);
        // Masked until the visitor asks to see it; the toggle is a button named by its visible text.
        await expect(keyInput).toHaveAttribute('type', 'password');
        await laterField.getByRole('button', {name: '显示密钥'}).click();
        await expect(keyInput).toHaveAttribute('type', 'text');
        await laterField.getByRole('button', {name: '隐藏密钥'}).click();
        await expect(keyInput).toHaveAttribute('type', 'password');

        // Unticking takes the key off the device at once; it stays for this tab, and the next visit starts without it.
        await laterField.getByLabel('在此设备上记住').uncheck();
        expect(await storedKey(laterPage, apiId)).toEqual({session: key, local: null});
        const third = await laterVisit(browser, later, baseURL);
        try {
          const thirdSent = await answerApi(third, target);
          const thirdPage = await third.newPage();
          const thirdField = await open(thirdPage, target);
          await expect(thirdField.getByLabel(target.label)).toHaveValue('');
          await target.loadsWithKey?.sample(thirdPage);
          expect(thirdSent).toEqual([]);
        } finally {
          await third.close();
        }
      } finally {
        await later.close();
      }
      expectNoProblems(problems);
    });

    test('a key stored by the old scheme is kept, as remembered; 清除 removes it from this tab and this device, old entries included', async ({page, context, problems}) => {
      const sent = await answerApi(context, target);
      await open(page, target);
      await page.evaluate(([name, value]) => localStorage.setItem(name!, value!), [target.legacyName, key]);
      const field = await reopen(page, target);
      const keyInput = field.getByLabel(target.label);
      await expect(keyInput).toHaveValue(key);
      await expect(field.getByLabel('在此设备上记住')).toBeChecked();
      expect(await storedKey(page, apiId)).toEqual({session: null, local: key});
      expect(await storedValue(page, target.legacyName)).toBeNull();
      await target.loadsWithKey?.live(page);
      expect(sent).toEqual(target.loadsWithKey ? [key] : []);
      expect(await seriousViolations(page, {exclude: target.axeExclude})).toEqual([]);

      // A copy for this tab and an old entry besides, as a visitor could have them.
      await page.evaluate(
        ([name, legacyName, value]) => {
          sessionStorage.setItem(name!, value!);
          localStorage.setItem(legacyName!, value!);
        },
        [keyName(apiId), target.legacyName, key],
      );
      await field.getByRole('button', {name: '清除密钥'}).click();
      await expect(keyInput).toHaveValue('');
      await expect(field.getByRole('status').filter({hasText: '已清除密钥'})).toBeVisible();
      const left = await page.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((name) => name.includes('key')),
      );
      expect(left).toEqual([]);
      await target.loadsWithKey?.sample(page);
      await reopen(page, target);
      await expect(keyInput).toHaveValue('');
      expectNoProblems(problems);
    });
  });
}
