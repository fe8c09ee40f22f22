import {test as base, expect, type Page, type Response} from '@playwright/test';

/** Analytics requests are answered locally: tests never reach the network. */
export const ANALYTICS_HOST = 'www.googletagmanager.com';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/** Answers analytics with an empty script and aborts any other request that leaves 127.0.0.1. */
export async function isolateNetwork(page: Page): Promise<void> {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const url = new URL(route.request().url());
    if (url.host === ANALYTICS_HOST) return route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
    return route.abort('blockedbyclient');
  });
}

export const test = base.extend<{problems: PageProblems; staticPage: Page}>({
  /** A page with JavaScript disabled: it shows exactly the server-rendered HTML. */
  staticPage: async ({browser, baseURL}, use) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await isolateNetwork(page);
    await use(page);
    await context.close();
  },
  problems: async ({page}, use) => {
    const problems: PageProblems = {consoleErrors: [], pageErrors: []};
    await isolateNetwork(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
});

/**
 * Asserts no uncaught error and no console error. Where a test makes a request fail on purpose,
 * Chromium itself logs "Failed to load resource"; `allowFailedLoads` tolerates only that line.
 */
export function expectNoProblems(problems: PageProblems, {allowFailedLoads = false} = {}): void {
  const errors = allowFailedLoads
    ? problems.consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))
    : problems.consoleErrors;
  expect(problems.pageErrors, 'uncaught page errors').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
}

/**
 * Opens a page and waits until React has hydrated it. Before hydration the server-rendered
 * buttons have no handlers and the theme ignores system colour changes, so a click or an
 * emulated media change made earlier is silently lost.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Reloads the page and waits for hydration (see `visit`). */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** A localStorage entry of the page's origin (null when absent). */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Text of the theme's not-found page (zh-Hans translations). */
export const NOT_FOUND_TEXT = '我们找不到您要找的页面。';

export {expect};
