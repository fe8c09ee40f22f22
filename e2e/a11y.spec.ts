import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';
import {sitemapPaths} from './sitemap';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.use({colorScheme: mode});
    for (const path of sitemapPaths()) {
      test(`${path} (${mode})`, async ({page}) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
