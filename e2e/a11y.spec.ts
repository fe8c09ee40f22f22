import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {sitemapPaths} from './sitemap';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules whose outcome depends on colours; the rest cannot change with the colour mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are read; skipping the collection of passing nodes roughly halves the run time.
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

// One visit per page, checked in both colour modes: the site follows the system
// preference while nothing is stored, so switching the emulated scheme re-themes it.
for (const path of sitemapPaths()) {
  test(`accessibility of ${path} in light and dark mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    const light = await seriousViolations(page);
    // Colour transitions would let axe sample colours halfway between the two themes.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const dark = await seriousViolations(page, COLOUR_RULES);
    expect({light, dark}).toEqual({light: [], dark: []});
  });
}
