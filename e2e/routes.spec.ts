import {test, expect, NOT_FOUND_TEXT, visit} from './fixtures';
import {ALL_ROUTES} from './routes';

for (const route of ALL_ROUTES) {
  test(`route ${route} renders without errors`, async ({page, problems}) => {
    const response = await visit(page, route);
    expect(response?.status(), 'HTTP status').toBeLessThan(400);
    await expect(page.locator('main, [role="main"], .main-wrapper').first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
    // Docusaurus' own debug pages declare English; everything else is Chinese.
    if (!route.startsWith('/__docusaurus/')) await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(problems.pageErrors, 'uncaught page errors').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });
}
