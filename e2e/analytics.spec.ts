import {test, expect, visit} from './fixtures';

type DataLayerEntry = unknown[];

/** Paths of the page_view events in gtag's dataLayer (each preceded by `set page_path`). */
async function pageViews(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const views: string[] = [];
    let path = '';
    for (const entry of (window as unknown as {dataLayer?: DataLayerEntry[]}).dataLayer ?? []) {
      const args = Array.from(entry as ArrayLike<unknown>);
      if (args[0] === 'set' && args[1] === 'page_path') path = String(args[2]);
      if (args[0] === 'event' && args[1] === 'page_view') views.push(path);
    }
    return views;
  });
}

test('each client-side route change sends exactly one page view', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com/gtag/js')) scripts.push(request.url());
  });
  await visit(page, '/');
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]).toContain('id=G-TEST0000');
  const before = (await pageViews(page)).length;
  await page.locator('nav.navbar').getByRole('link', {name: '博客'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => pageViews(page)).toHaveLength(before + 1);
  await page.locator('nav.navbar').getByRole('link', {name: '案例展示'}).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect.poll(() => pageViews(page)).toHaveLength(before + 2);
  expect((await pageViews(page)).slice(-2)).toEqual(['/blog', '/showcase']);
});
