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
export async function seriousViolations(page: Page, {rules, exclude = []}: {rules?: string[]; exclude?: string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG_TAGS},
    resultTypes: ['violations'],
    iframes: false,
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

/** Colour transitions would let axe sample colours halfway between the two themes. */
export async function stopColourTransitions(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
}

/** Switches the page to `mode` as the visitor's system setting would, and waits until the theme follows. */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: mode});
  await page.waitForFunction((target) => document.documentElement.dataset.theme === target, mode, {polling: 'raf'});
}
