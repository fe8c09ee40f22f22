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
