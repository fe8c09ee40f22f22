import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';
import {isolateNetwork} from './fixtures';
import {sitemapPaths} from './sitemap';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules whose outcome depends on colours; the rest cannot change with the colour mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The site chrome (navbar, sidebars, TOC, footer) and highlighted code are the same on every page of
 * a layout: they are checked in full on one page of each layout below (and the code themes on the
 * code-block test page), and left out elsewhere so the run over every page stays affordable.
 */
const SHARED_PARTS = ['nav.navbar', 'footer', '.theme-doc-sidebar-container', 'aside', '.table-of-contents', 'pre'];
const FULL_CHECK_PAGES = new Set([
  '/',
  '/google',
  '/google/ccxt',
  '/learn',
  '/learn/getting-started',
  '/community',
  '/docs',
  '/blog',
  '/blog/archive',
  '/blog/preparing-your-site-for-docusaurus-v3',
  '/fo/0',
  '/showcase',
  '/google/api/animals',
  '/tests/docs',
  '/tests/pages/code-block-tests',
]);

async function seriousViolations(page: Page, path: string, rules?: string[]): Promise<string[]> {
  // Only violations are read; skipping the collection of passing nodes roughly halves the run time.
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  builder = rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS);
  if (!FULL_CHECK_PAGES.has(path)) for (const selector of SHARED_PARTS) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * One page per worker, reused by every test: a fresh browser context per page would cost about as
 * much as the checks themselves. Nothing is stored between tests (the colour mode is emulated).
 */
const test = base.extend<object, {axePage: Page}>({
  axePage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      await isolateNetwork(page);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

// One visit per page, checked in both colour modes: the site follows the system
// preference while nothing is stored, so switching the emulated scheme re-themes it.
const paths = [...new Set([...sitemapPaths(), ...FULL_CHECK_PAGES])];
for (const path of paths) {
  test(`accessibility of ${path} in light and dark mode`, async ({axePage: page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    const light = await seriousViolations(page, path);
    // Colour transitions would let axe sample colours halfway between the two themes.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const dark = await seriousViolations(page, path, COLOUR_RULES);
    expect({light, dark}).toEqual({light: [], dark: []});
  });
}
