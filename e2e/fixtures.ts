import {test as base, expect, type BrowserContext, type Locator, type Page, type Request, type Response} from '@playwright/test';

/** The only server a test may talk to without saying so: the one serving the build on loopback. */
export function isLocalUrl(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:';
}

/**
 * The browser resolves no host name but the local server's address (SEALED_NETWORK_ARG, passed in
 * playwright.config.ts), so nothing a page asks of another host can leave the machine. A test that
 * expects a third-party call stubs that host with `page.route` / `context.route`, which answers
 * before any lookup. Interception is not the seal: routing every request turns the HTTP cache off.
 */
const UNRESOLVED = 'net::ERR_NAME_NOT_RESOLVED';

/** Requests to other hosts, failed and recorded since the current test started (one list per worker). */
const leaks: string[] = [];

/** Takes the recorded leaks, leaving none for the end-of-test check. */
export function takeNetworkLeaks(): string[] {
  return leaks.splice(0);
}

/** The end-of-test check of every test: fails with the URLs of the requests that left the local server. */
export function expectNoNetworkLeaks(): void {
  expect(takeNetworkLeaks(), 'requests to hosts other than the local server: stub them in the test').toEqual([]);
}

/**
 * Content-Security-Policy violations the pages reported since the current test started (one list per
 * worker): Chromium logs each as a console error naming the directive. Every test ends with none
 * (plugins/security-headers); a test that provokes one on purpose takes it.
 */
const policyViolations: string[] = [];

/**
 * Violations recorded since the current test started. Chromium logs each refusal twice, and the copy
 * can come after a test has already taken the first (a CI run saw one left over for the test's end
 * check), so a text seen once in a test is not recorded again.
 */
const seenViolations = new Set<string>();

export function takePolicyViolations(): string[] {
  return policyViolations.splice(0);
}

/** Records a violation the first time its text appears in the current test. */
export function recordPolicyViolation(entry: string): void {
  if (seenViolations.has(entry)) return;
  seenViolations.add(entry);
  policyViolations.push(entry);
}

const POLICY_VIOLATION = /Content Security Policy/;

/** Address literals are never looked up, so the resolver rule cannot stop them: any such request is a leak. */
function isAddressLiteral(url: URL): boolean {
  return /^\d+\.\d+\.\d+\.\d+$|^\[/.test(url.hostname);
}

/**
 * Records every request and WebSocket of the context that went for another host, so the test
 * fails with the URL: lookups the resolver rule refused, address literals, sockets. Requests a
 * test answers or aborts itself through a route are not lookups and are not recorded. Records the
 * pages' policy violations too.
 */
function sealContext(context: BrowserContext): void {
  const record = (entry: string) => leaks.push(entry);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!isLocalUrl(url) && isAddressLiteral(url)) record(`${request.method()} ${request.url()}`);
  });
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (!isLocalUrl(url) && !isAddressLiteral(url) && request.failure()?.errorText === UNRESOLVED) record(`${request.method()} ${request.url()}`);
  });
  const watchPage = (page: Page) => {
    page.on('websocket', (socket) => {
      if (!isLocalUrl(new URL(socket.url()))) record(`WebSocket ${socket.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && POLICY_VIOLATION.test(message.text())) recordPolicyViolation(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** gtag.js, loaded by builds with GTAG_ID (build-alt). */
export const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/;

/**
 * Answers gtag.js with an empty script and returns the requests for it. The page-view calls still
 * land in `dataLayer`, which is what the site controls. Routed on the context, so requests a
 * service worker makes are answered too.
 */
export async function stubAnalytics(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route(GTAG_SCRIPT, (route) => {
    requests.push(route.request());
    return route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
  });
  return requests;
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

export const test = base.extend<{problems: PageProblems; staticPage: Page; sealedNetwork: void; keptPolicy: void}>({
  /**
   * Every browser context is sealed before the test can use it, including the ones a test opens
   * itself with `browser.newContext()`: Playwright's own `context` and `page` are made that way too.
   */
  browser: [
    async ({browser}, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        sealContext(context);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    {scope: 'worker'},
  ],
  sealedNetwork: [
    async ({}, use) => {
      leaks.length = 0;
      await use();
      expectNoNetworkLeaks();
    },
    {auto: true},
  ],
  keptPolicy: [
    async ({}, use) => {
      policyViolations.length = 0;
      seenViolations.clear();
      await use();
      expect(takePolicyViolations(), 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  /** A page with JavaScript disabled: it shows exactly the server-rendered HTML. */
  staticPage: async ({browser, baseURL}, use) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  problems: async ({page}, use) => {
    const problems: PageProblems = {consoleErrors: [], pageErrors: []};
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

/** Text of the theme's not-found page: one home for the serving test and these (scripts/lib/testing/not-found.ts). */
export {NOT_FOUND_TEXT} from '../scripts/lib/testing/not-found';

/**
 * The try-it panel of a /fo/N page, live: its code loads when it nears the viewport, so scroll to it
 * as a reader would and wait for it. Until then the server's copy is shown (src/components/HydrateWhenVisible):
 * it is visible too, but what is typed into it is lost when the live panel takes its place. The copy
 * sits in an `inert` wrapper and is plain HTML that React does not own (builds before the wrapper
 * became inert have only the second mark); the live panel is neither.
 */
export async function openTryIt(page: Page): Promise<Locator> {
  await page.locator('h2#try-it').scrollIntoViewIfNeeded();
  const panel = page.getByRole('region', {name: '在线试用'});
  await expect(panel).toBeVisible();
  await expect(panel.locator('xpath=ancestor::*[@inert]'), 'the live panel, not the inert server copy').toHaveCount(0);
  await expect
    .poll(() => panel.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the live panel, rendered by React, not the server copy',
    })
    .toBe(true);
  return panel;
}

export {expect};
