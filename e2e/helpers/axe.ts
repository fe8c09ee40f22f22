import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';

/** WCAG 2.x level A and AA, every version. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rules whose outcome depends on colours; the rest cannot change with the colour mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: {run(context: ElementContext, options: RunOptions): Promise<AxeResults>};
  }
}

/**
 * Serious and critical violations on the page, one line each. axe is injected once per document
 * and run in it directly: a client-side navigation keeps it, so a sweep pays the injection once.
 * Frames are left out: the only ones on the site embed third-party pages.
 */
export async function seriousViolations(
  page: Page,
  {rules, exclude = [], disable = []}: {rules?: string[]; exclude?: string[]; disable?: string[]} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG_TAGS},
    // Only violations are read. The default reporter still builds a selector for one node of every
    // passed rule; this one skips passes altogether, a quarter of axe's time on a docs page.
    reporter: 'no-passes',
    resultTypes: ['violations'],
    iframes: false,
    rules: Object.fromEntries(disable.map((id) => [id, {enabled: false}])),
  };
  const context: ElementContext = {exclude: exclude.map((selector) => [selector])};
  // Plain JSON across the boundary: Playwright's argument types recurse too deeply into axe's.
  const argument = JSON.stringify({context, options});
  return page.evaluate(
    async (json) => {
      const {context, options} = JSON.parse(json) as {context: ElementContext; options: RunOptions};
      const results = await window.axe!.run(context, options);
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    },
    argument,
  );
}

/**
 * Colour transitions would let axe sample colours halfway between the two themes. The rule goes in
 * a constructed stylesheet: the pages' security policy blocks a <style> element it has no hash for.
 */
export async function stopColourTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Mermaid diagrams, which the theme draws again (new SVG elements) in the colours of each mode. */
const MERMAID_SVG = '.docusaurus-mermaid-container > svg';

/**
 * Waits until `count` Mermaid diagrams are drawn. The theme draws them after the page rendered and
 * leaves no trace in the HTML before, so the caller knows how many a page has.
 */
export async function waitForDiagrams(page: Page, count: number): Promise<void> {
  await page.waitForFunction(({selector, wanted}) => document.querySelectorAll(selector).length >= wanted, {selector: MERMAID_SVG, wanted: count}, {polling: 'raf'});
}

/** How many Mermaid diagrams the page shows now. */
export function drawnDiagrams(page: Page): Promise<number> {
  return page.locator(MERMAID_SVG).count();
}

/**
 * Switches the page to `mode` as the visitor's system setting would, and waits until the theme
 * follows and every Mermaid diagram drawn in the old colours has been replaced by its redraw.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((selector) => {
    document.querySelectorAll(selector).forEach((svg) => svg.setAttribute('data-previous-mode', ''));
  }, MERMAID_SVG);
  await page.emulateMedia({colorScheme: mode});
  await page.waitForFunction(
    ({target, stale}) => document.documentElement.dataset.theme === target && document.querySelector(stale) === null,
    {target: mode, stale: `${MERMAID_SVG}[data-previous-mode]`},
    {polling: 'raf'},
  );
}
