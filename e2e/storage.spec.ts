import {test, expect, expectNoProblems, storedValue, stubAnalytics, visit} from './fixtures';
import {ALT_BUILD, hasBuild, mainSearchIndexVersion, serveSite} from './helpers/site-server';
import {indexUrlFor} from '../plugins/search-index';

/** build-alt is built with STORAGE_NAMESPACE=apis2 (scripts/test.mjs): its keys end in this suffix. */
const SUFFIX = '-apis2';

test("a release that adds a storage suffix keeps the visitor's theme, announcement and version choices", async ({page, context, problems}) => {
  test.skip(!hasBuild(ALT_BUILD), 'needs build-alt (built by npm test)');
  await stubAnalytics(context);
  const site = await serveSite('storage');
  // The page open during the deploy may still ask for files of its release that the new one no longer
  // has: route chunks it prefetches at idle time (plugins/idle-prefetch), and the local search index,
  // which it preloads when the pointer rests on the search button: dismissing the announcement bar moves
  // the navbar up under the pointer, and on a loaded machine the index request can leave after the
  // deploy. build-alt searches with Algolia, so any other /search/ 404 is still a failure.
  const oldIndex = indexUrlFor('/', mainSearchIndexVersion());
  const replaced = (pathname: string) => pathname.startsWith('/assets/js/') || pathname.startsWith(oldIndex);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  try {
    await visit(page, `${site.origin}/versions`);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /切换浅色\/暗黑模式/});
    // The toggle cycles system → light → dark.
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await page.getByRole('banner').filter({hasText: '公共 API 目录已收录'}).getByRole('button', {name: '关闭'}).click();
    await page.getByRole('button', {name: '设为首选：开发者文档'}).click();
    await expect(page.getByTestId('preferred-google')).toContainText('Next（已保存）');
    expect(await storedValue(page, 'theme')).toBe('dark');

    site.deploy(ALT_BUILD);
    await visit(page, `${site.origin}/versions`);
    await expect(page.locator('footer')).toContainText('当前版本：e2e-2');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await expect(page.getByText('公共 API 目录已收录')).toHaveCount(0);
    await expect(page.getByTestId('preferred-google')).toContainText('Next（已保存）');

    const keys = await page.evaluate(() => Object.keys(window.localStorage).sort());
    expect(keys).toEqual(
      expect.arrayContaining([`theme${SUFFIX}`, `docusaurus.announcement.dismiss${SUFFIX}`, `docs-preferred-version-google${SUFFIX}`]),
    );
    for (const old of ['theme', 'docusaurus.announcement.dismiss', 'docs-preferred-version-google']) expect(keys).not.toContain(old);
    expect(missing.filter((pathname) => !replaced(pathname)), 'no 404 other than a replaced route chunk or search index file').toEqual([]);
    const failedLoads = problems.consoleErrors.filter((message) => message.startsWith('Failed to load resource'));
    expect(failedLoads.length, 'failed loads are the replaced files').toBeLessThanOrEqual(missing.length);
    expectNoProblems(problems, {allowFailedLoads: true});
  } finally {
    await site.stop();
  }
});
