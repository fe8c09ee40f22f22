import type {Locator, Page, Request, Route} from '@playwright/test';
import {test, expect, expectNoProblems, visit} from './fixtures';
import {requestsCarrying, storedKey} from './helpers/visitor-keys';
import {CORS, FORWARD_OK, POSITIONSTACK_HTTP as HTTP_ORIGIN, POSITIONSTACK_HTTPS as HTTPS_ORIGIN} from './helpers/demos';
import {MAP_MARKERS} from '../src/data/map-markers';

/**
 * /MapComponent: the server-rendered world map, its keyboard and zoom behaviour, and the positionstack locate
 * demo. positionstack is intercepted with page.route; nothing leaves 127.0.0.1. The demo's key field
 * follows the rules of every key field: e2e/api-key-field.spec.ts.
 */
const MAP_PATH = '/MapComponent';
const KEY = 'e2e-map-key-5Tz';
/** The positionstack key, shared with the try-it panel of /fo/8 (plugins/visitor-keys/shared/storage.ts). */
const API_ID = 'positionstack';

/** Waits for hydration: before it, key presses and clicks reach server-rendered HTML without handlers. */
async function openMap(page: Page): Promise<void> {
  await visit(page, MAP_PATH);
}

function worldMap(page: Page): Locator {
  return page.getByTestId('world-map');
}

function country(page: Page, label: string): Locator {
  return worldMap(page).getByRole('img', {name: label, exact: true});
}

async function intercept(page: Page, origin: string, respond: (route: Route) => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${origin}/**`, async (route, request) => {
    seen.push(request);
    await respond(route);
  });
  return seen;
}

async function centreOf(locator: Locator): Promise<{x: number; y: number}> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return {x: box!.x + box!.width / 2, y: box!.y + box!.height / 2};
}


test.describe('world map', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('the server HTML already holds the countries and the markers', async ({staticPage}) => {
    const response = await staticPage.goto(MAP_PATH);
    expect(response?.ok()).toBe(true);
    expect(await staticPage.locator('path[tabindex="0"][role="img"][aria-label]').count()).toBeGreaterThanOrEqual(150);
    await expect(staticPage.locator('path[aria-label="中国（China）"]')).toHaveCount(1);
    for (const marker of MAP_MARKERS) {
      await expect(staticPage.locator(`a[data-marker="${marker.id}"]`), `marker ${marker.id}`).toHaveAttribute('href', `/fo/${marker.fo}`);
    }
  });

  test('countries are focusable and labelled, markers link to their pages', async ({page, problems}) => {
    await openMap(page);
    const map = worldMap(page);
    const countries = map.locator('path[role="img"]');
    expect(await countries.count()).toBeGreaterThanOrEqual(150);
    const attributes = await countries.evaluateAll((paths) =>
      paths.map((path) => ({tabindex: path.getAttribute('tabindex'), label: path.getAttribute('aria-label') ?? ''})),
    );
    expect(attributes.filter((a) => a.tabindex !== '0' || a.label.trim() === '')).toEqual([]);
    await expect(country(page, '中国（China）')).toHaveCount(1);
    await expect(country(page, 'Dem. Rep. Congo')).toHaveCount(1);

    const markers = map.locator('a[data-marker]');
    await expect(markers).toHaveCount(MAP_MARKERS.length);
    for (const marker of MAP_MARKERS) {
      const link = map.locator(`a[data-marker="${marker.id}"]`);
      await expect(link).toHaveAttribute('href', `/fo/${marker.fo}`);
      await expect(link).toHaveAttribute('aria-label', marker.label);
    }

    const provider = MAP_MARKERS.find((m) => m.kind === 'provider')!;
    await map.getByRole('link', {name: provider.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/fo/${provider.fo}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ipstack');
    expectNoProblems(problems);
  });

  test('focus and hover announce the country in the live region', async ({page, problems}) => {
    await openMap(page);
    const status = page.getByTestId('map-country');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText('当前国家：未选择');

    await country(page, '中国（China）').focus();
    await expect(status).toHaveText('当前国家：中国（China）');

    // Tab from the map itself reaches the countries in English name order.
    await worldMap(page).focus();
    await page.keyboard.press('Tab');
    await expect(worldMap(page).locator('path[role="img"]').first()).toBeFocused();
    await expect(status).toHaveText('当前国家：Afghanistan');

    await country(page, '巴西（Brazil）').hover();
    await expect(status).toHaveText('当前国家：巴西（Brazil）');
    expectNoProblems(problems);
  });

  test('keyboard zoom and pan change the viewBox, reset restores it', async ({page, problems}) => {
    await openMap(page);
    const map = worldMap(page);
    const zoom = page.getByTestId('map-zoom');
    await expect(map).toHaveAttribute('viewBox', '0 0 960 500');
    await expect(zoom).toHaveText('缩放：1×');

    await map.focus();
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('缩放：2×');
    await expect(map).toHaveAttribute('viewBox', '240 125 480 250');
    await page.keyboard.press('ArrowRight');
    await expect(map).toHaveAttribute('viewBox', '336 125 480 250');
    await page.keyboard.press('ArrowUp');
    await expect(map).toHaveAttribute('viewBox', '336 75 480 250');

    // The keys also work while a country has focus.
    await country(page, '中国（China）').focus();
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('缩放：4×');
    await page.keyboard.press('-');
    await expect(zoom).toHaveText('缩放：2×');

    await page.getByRole('button', {name: '重置', exact: true}).click();
    await expect(map).toHaveAttribute('viewBox', '0 0 960 500');
    await expect(zoom).toHaveText('缩放：1×');

    await page.getByRole('button', {name: '放大', exact: true}).click();
    await page.getByRole('button', {name: '放大', exact: true}).click();
    await expect(zoom).toHaveText('缩放：4×');
    await expect(map).toHaveAttribute('viewBox', '360 187.5 240 125');
    await page.getByRole('button', {name: '缩小', exact: true}).click();
    await expect(zoom).toHaveText('缩放：2×');
    await page.getByRole('button', {name: '重置', exact: true}).click();
    await expect(map).toHaveAttribute('viewBox', '0 0 960 500');
    expectNoProblems(problems);
  });
});

test.describe('locate demo', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('with a key it asks positionstack over HTTPS only and draws the result on the map', async ({page, context, problems}) => {
    const carriers = requestsCarrying(context, KEY);
    const seenHttp = await intercept(page, HTTP_ORIGIN, (route) => route.abort());
    const seen = await intercept(page, HTTPS_ORIGIN, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('access_key') !== KEY) {
        await route.fulfill({status: 401, headers: CORS, json: {error: {code: 'invalid_access_key', message: 'wrong key'}}});
        return;
      }
      await route.fulfill({status: 200, headers: CORS, json: FORWARD_OK});
    });
    await openMap(page);
    await expect(page.getByTestId('located-marker')).toHaveCount(0);
    await expect(page.getByLabel('使用 HTTPS')).toHaveCount(0);
    await page.getByLabel('positionstack 访问密钥').fill(KEY);
    await page.getByLabel('地址或地名').fill('Wien');
    await page.getByRole('button', {name: '定位', exact: true}).click();

    const marker = page.getByTestId('located-marker');
    await expect(marker).toHaveAttribute('data-sample', 'false');
    await expect(marker).toHaveAttribute('aria-label', /^定位结果：Wien, Österreich/);
    const result = page.getByTestId('locate-result');
    await expect(result).toContainText('定位结果');
    await expect(result).toContainText('北纬 48.2082°，东经 16.3738°');
    await expect(result).not.toContainText('示例坐标');

    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url());
    expect(url.origin).toBe(HTTPS_ORIGIN);
    expect(url.pathname).toBe('/v1/forward');
    expect(url.searchParams.get('access_key')).toBe(KEY);
    expect(url.searchParams.get('query')).toBe('Wien');
    expect(seenHttp).toHaveLength(0);
    expect(carriers, 'only positionstack, over HTTPS, ever got the key').toEqual([HTTPS_ORIGIN]);

    // Same coordinates as the APILayer marker in Vienna, so both are drawn at the same spot.
    const here = await centreOf(marker);
    const vienna = await centreOf(worldMap(page).locator('a[data-marker="apilayer"]'));
    expect(Math.abs(here.x - vienna.x)).toBeLessThan(3);
    expect(Math.abs(here.y - vienna.y)).toBeLessThan(3);
    expectNoProblems(problems);
  });

  test('without a key it shows labelled sample coordinates and sends nothing', async ({page, problems}) => {
    const seen = await intercept(page, HTTP_ORIGIN, (route) => route.abort());
    const seenHttps = await intercept(page, HTTPS_ORIGIN, (route) => route.abort());
    await openMap(page);
    await page.getByLabel('地址或地名').fill('东京');
    await page.getByRole('button', {name: '定位', exact: true}).click();

    const result = page.getByTestId('locate-result');
    await expect(result).toContainText('示例坐标');
    await expect(result).toContainText('日本东京');
    const marker = page.getByTestId('located-marker');
    await expect(marker).toHaveAttribute('data-sample', 'true');
    await expect(marker).toHaveAttribute('aria-label', /^示例坐标：日本东京/);
    expect(seen).toHaveLength(0);
    expect(seenHttps).toHaveLength(0);
    expect(await storedKey(page, API_ID)).toEqual({session: null, local: null});
    expectNoProblems(problems);
  });

  test('a rejected key over HTTPS falls back to sample coordinates with the reason', async ({page, problems}) => {
    const seen = await intercept(page, HTTPS_ORIGIN, (route) =>
      route.fulfill({status: 401, headers: CORS, json: {error: {code: 'invalid_access_key', message: 'wrong key'}}}),
    );
    await openMap(page);
    await page.getByLabel('positionstack 访问密钥').fill(KEY);
    await page.getByLabel('地址或地名').fill('Paris');
    await page.getByRole('button', {name: '定位', exact: true}).click();

    const result = page.getByTestId('locate-result');
    await expect(result).toContainText('访问密钥缺失或无效');
    await expect(result).toContainText('示例坐标');
    await expect(result).toContainText('法国巴黎');
    await expect(page.getByTestId('located-marker')).toHaveAttribute('data-sample', 'true');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url()).protocol).toBe('https:');
    expect(new URL(seen[0]!.url()).searchParams.get('access_key')).toBe(KEY);
    expectNoProblems(problems, {allowFailedLoads: true});
  });
});

test.describe('small screens', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the map fits a 390 px wide screen without horizontal scrolling', async ({page, problems}) => {
    await openMap(page);
    const box = await worldMap(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expectNoProblems(problems);
  });
});
