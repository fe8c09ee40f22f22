import {test, expect, visit, waitForHydration} from './fixtures';

/**
 * After a new deploy, an open tab may ask for chunks that no longer exist. Spec: a failed route
 * preload makes the browser reload the whole page, so the visitor lands on the new release
 * instead of a broken or blank view.
 */
test('a route chunk that fails to load makes the browser reload into the target page', async ({page}) => {
  await visit(page, '/learn/concepts');

  // Every chunk request fails (the old release is gone) until the browser starts a full reload.
  let oldReleaseGone = true;
  let reloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      oldReleaseGone = false;
      reloaded = true;
    }
  });
  await page.route('**/assets/js/*.js', (route) => (oldReleaseGone ? route.abort() : route.continue()));

  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '入门教程'}).click();
  await expect(page).toHaveURL(/\/learn\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('完整入门教程：搭建一个阅读清单服务');
  await waitForHydration(page);
  expect(reloaded, 'the browser reloaded the page').toBe(true);
});

/**
 * A site built for one base URL and served under another: every asset path misses, so neither the
 * scripts nor the stylesheet (which hides the banner) load, and the inline script in the HTML says
 * so in Chinese with the base URL to set.
 */
test('served under another path than its baseUrl, the home page explains it in Chinese and names the base URL to set', async ({page, baseURL}) => {
  await page.route('**/assets/**', (route) => route.abort());
  await page.route('**/docs-site/', async (route) => {
    // The real home page with its real headers (the Content-Security-Policy must let the script run);
    // the body arrives decoded, so the encoding headers go.
    const home = await route.fetch({url: `${baseURL}/`});
    const {'content-encoding': _encoding, 'content-length': _length, ...headers} = home.headers();
    await route.fulfill({status: home.status(), headers, body: await home.body()});
  });
  await page.goto(`${baseURL}/docs-site/`);
  const banner = page.getByRole('alert').filter({hasText: '本站没有正确加载'});
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('当前配置的 baseUrl：/');
  await expect(banner).toContainText('请试试把 baseUrl 设为：/docs-site/');
});
