import fs from 'node:fs';
import path from 'node:path';
import {test, expect, visit} from './fixtures';
import {coldLoad} from '../scripts/lib/cold-load.mjs';
import {FIRST_LOAD_BUDGETS, firstLoadProblems} from '../scripts/site-checks/budgets';
import {firstLoadAssets} from '../scripts/site-checks/page-weight';
import {resolveUrlPath} from '../plugins/lib/site-html.mjs';
import {ENTRY_SCRIPT} from '../plugins/lean-bundle/ssr-template';

const BUILD = path.resolve('build');

/**
 * The byte budgets of a first view, counted as Chromium fetches it on a cold load (issue #25): the
 * runtime, the main bundle and the route's own chunks, not just the two scripts a page's HTML used to name.
 */
for (const budget of FIRST_LOAD_BUDGETS) {
  test(`cold load of ${budget.type} ${budget.path} stays within its script and CSS budget`, async ({browser, baseURL}) => {
    const context = await browser.newContext();
    try {
      const load = await coldLoad(context, new URL(baseURL!).origin, budget.path, BUILD);
      // Honest: every script and stylesheet the HTML names is counted, and more than the two entry scripts.
      const named = firstLoadAssets(fs.readFileSync(resolveUrlPath(BUILD, budget.path)!, 'utf8'));
      expect(load.scripts.map((s) => s.path)).toEqual(expect.arrayContaining(named.scripts));
      expect(load.stylesheets.map((s) => s.path)).toEqual(expect.arrayContaining(named.stylesheets));
      if (budget.path !== '/') expect(load.scripts.length, 'route chunks are counted').toBeGreaterThan(2);
      expect(firstLoadProblems(load, budget)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// The main bundle does not share the connection with the HTML and stylesheets the first paint needs
// (plugins/lean-bundle/ssr-template.ts): its request starts after the first contentful paint, and the page still hydrates.
test('the main bundle is requested after the first contentful paint, and the page hydrates', async ({page}) => {
  await visit(page, '/google/api/development');
  const timing = await page.evaluate((entryScript) => {
    const isEntry = new RegExp(entryScript);
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      main: performance.getEntriesByType('resource').find((entry) => isEntry.test(new URL(entry.name).pathname))?.startTime,
    };
  }, ENTRY_SCRIPT.source);
  expect(timing.paint, 'a first contentful paint').toBeDefined();
  expect(timing.main, 'the main bundle was requested').toBeDefined();
  expect(timing.main!).toBeGreaterThan(timing.paint!);
});
