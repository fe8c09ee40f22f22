import type {Page} from '@playwright/test';
import {test, expect, stubAnalytics, visit} from './fixtures';
import {ALT_BUILD, hasBuild, serveSite, type Site} from './helpers/site-server';

/**
 * Analytics on the integrations build (build-alt has GTAG_ID=G-TEST0000; the main build has no
 * analytics). gtag.js is stubbed (fixtures.ts stubAnalytics).
 */
test.skip(!hasBuild(ALT_BUILD), 'needs build-alt (built by npm test)');

let site: Site;
test.beforeAll(async () => {
  site = await serveSite('analytics', ALT_BUILD);
});
test.afterAll(async () => {
  await site.stop();
});

/** Arguments of every `gtag(...)` call so far (Docusaurus' inline snippet queues them in dataLayer). */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

/** Paths of the page_view events, each preceded by `set page_path`. */
async function pageViews(page: Page): Promise<string[]> {
  const views: string[] = [];
  let path = '';
  for (const args of await gtagCalls(page)) {
    if (args[0] === 'set' && args[1] === 'page_path') path = String(args[2]);
    if (args[0] === 'event' && args[1] === 'page_view') views.push(path);
  }
  return views;
}

test('each client-side route change sends exactly one page view', async ({page, context}) => {
  const scripts = await stubAnalytics(context);
  await visit(page, `${site.origin}/`);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]!.url()).toContain('id=G-TEST0000');
  const before = (await pageViews(page)).length;
  await page.locator('nav.navbar').getByRole('link', {name: '博客'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => pageViews(page)).toHaveLength(before + 1);
  await page.locator('nav.navbar').getByRole('link', {name: '案例展示'}).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect.poll(() => pageViews(page)).toHaveLength(before + 2);
  expect((await pageViews(page)).slice(-2)).toEqual(['/blog', '/showcase']);
});

test('the analytics test page sends a custom event to gtag and shows it', async ({page, context}) => {
  await stubAnalytics(context);
  await visit(page, `${site.origin}/tests/pages/analytics`);
  await page.getByRole('button', {name: '发送测试事件'}).click();
  await expect(page.locator('main')).toContainText('apis_test_click');
  await expect.poll(async () => (await gtagCalls(page)).some((args) => args[0] === 'event' && args[1] === 'apis_test_click')).toBe(true);
});

test('without an analytics id no analytics script is requested', async ({page, context}) => {
  const scripts = await stubAnalytics(context);
  await visit(page, '/');
  await page.locator('nav.navbar').getByRole('link', {name: '博客'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});
