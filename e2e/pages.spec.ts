import {test as base, expect, NOT_FOUND_TEXT, waitForHydration, type PageProblems} from './fixtures';
import type {Page} from '@playwright/test';
import {ALL_ROUTES} from './helpers/routes';
import {sitemapPaths} from './helpers/sitemap';
import fs from 'node:fs';
import path from 'node:path';
import {COLOUR_RULES, drawnDiagrams, seriousViolations, stopColourTransitions, switchColourMode, waitForDiagrams} from './helpers/axe';

/**
 * Every page of the site, each checked the same way: it answers 200, renders without errors or the
 * not-found text, is Chinese, and passes axe (WCAG 2.x A/AA) in light and dark mode.
 *
 * One page per worker moves through the list by client-side navigation, as a visitor does: a full
 * load per page would cost about as much as the checks. Server rendering and hydration are covered
 * by the first page each worker loads and by the feature specs, which load their pages in full.
 */
const PAGES = [...new Set([...ALL_ROUTES, ...sitemapPaths()])];

/**
 * The site chrome (navbar, sidebars, TOC, footer) and highlighted code are the same on every page of
 * a layout: they are checked in full on one page of each layout below (and the code themes on the
 * code-block test page), and left out elsewhere so the sweep stays affordable.
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
  '/google/api/development',
  '/tests/docs',
  '/tests/docs/long-list',
  '/tests/pages/code-block-tests',
]);

/**
 * Parts checked in full only on FULL_CHECK_PAGES: the site chrome and highlighted code, and the
 * rows of the catalogue tables after the first ten, which repeat one component over the data.
 */
function excludedParts(path: string): string[] {
  if (FULL_CHECK_PAGES.has(path)) return [];
  return [...SHARED_PARTS, 'table tbody tr:nth-child(n + 11)'];
}

/**
 * Pages with Mermaid diagrams, and their source: the diagrams are drawn after the route rendered, so
 * the sweep waits for all of them (counted in the source) before axe looks at the page. Mermaid is
 * not precached for offline reading (config/pwa.ts, runtimeOnlyPackages): a diagram outside the
 * test area needs that setting changed too.
 */
const DIAGRAM_SOURCES: Record<string, string> = {'/tests/pages/diagrams': 'tests/pages/diagrams.mdx'};
const DIAGRAMS = new Map(
  Object.entries(DIAGRAM_SOURCES).map(([route, file]) => [
    route,
    fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8').split('\n').filter((line) => line.trim() === '```mermaid').length,
  ]),
);

interface Sweep {
  page: Page;
  problems: PageProblems;
  /** False until a page has been loaded in full, and again after a test failed mid-way. */
  ready: boolean;
}

const test = base.extend<object, {sweep: Sweep}>({
  sweep: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL, colorScheme: 'light'});
      const page = await context.newPage();
      const sweep: Sweep = {page, problems: {consoleErrors: [], pageErrors: []}, ready: false};
      page.on('console', (message) => {
        if (message.type() === 'error') sweep.problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => sweep.problems.pageErrors.push(error.message));
      await use(sweep);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test.afterEach(({sweep}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) sweep.ready = false;
});

/** Opens `path` the way a visitor's click does (history push), and waits until its route rendered. */
async function open(sweep: Sweep, path: string): Promise<void> {
  const {page} = sweep;
  const current = sweep.ready ? await page.evaluate(() => decodeURI(window.location.pathname)) : null;
  // A page drawing runtime styles loads again as itself when reached by a link (@theme/RuntimeStyles): load it so.
  if (current === null || current === path || DIAGRAMS.has(path)) {
    await page.goto(path);
    await waitForHydration(page);
    await stopColourTransitions(page);
    sweep.ready = true;
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState({key: Math.random().toString(36).slice(2, 8)}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, path);
  // src/clientModules/routeAnnouncer.ts marks the announcement with the path once the route
  // rendered. Polled every frame: expect's back-off would add up to a second to each page.
  await page.waitForFunction((target) => document.getElementById('route-announcer')?.dataset.path === target, path, {polling: 'raf'});
}

/**
 * What the sweep reads of a page once its main content is visible, in one round trip: four
 * locator checks cost about 50 ms a page, most of it Playwright's own protocol.
 */
async function renderedState(page: Page): Promise<{notFound: boolean; lang: string | null; theme: string | undefined}> {
  const state = await page.waitForFunction(
    (notFoundText) => {
      const main = document.querySelector('main, [role="main"], .main-wrapper');
      if (!main?.checkVisibility()) return null;
      const html = document.documentElement;
      return {notFound: document.body.innerText.includes(notFoundText), lang: html.getAttribute('lang'), theme: html.dataset.theme};
    },
    NOT_FOUND_TEXT,
    {polling: 'raf', timeout: 10_000},
  ).catch((error: Error) => {
    throw new Error(`the main content did not become visible: ${error.message}`);
  });
  return (await state.jsonValue())!;
}

for (const path of PAGES) {
  const docusaurusOwn = path.startsWith('/__docusaurus/');
  test(`page ${path}`, async ({sweep}) => {
    const {page, problems} = sweep;
    problems.consoleErrors.length = 0;
    problems.pageErrors.length = 0;

    const response = await page.request.get(path);
    expect(response.status(), 'HTTP status').toBe(200);

    await open(sweep, path);
    const shown = await renderedState(page);
    expect(shown.notFound, 'the not-found text').toBe(false);
    expect(problems.pageErrors, 'uncaught page errors').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    // Docusaurus' own debug pages are in English and outside what visitors read.
    if (docusaurusOwn) return;
    expect(shown.lang, 'html lang').toBe('zh');

    const first = shown.theme === 'dark' ? 'dark' : 'light';
    const second = first === 'dark' ? 'light' : 'dark';
    const exclude = excludedParts(path);
    const diagrams = DIAGRAMS.get(path) ?? 0;
    if (diagrams) await waitForDiagrams(page, diagrams);
    const inFirst = await seriousViolations(page, {exclude});
    expect(await drawnDiagrams(page), 'Mermaid diagrams (a new page with diagrams goes into DIAGRAM_SOURCES; read its note)').toBe(diagrams);
    await switchColourMode(page, second);
    const inSecond = await seriousViolations(page, {exclude, rules: COLOUR_RULES});
    expect({[first]: inFirst, [second]: inSecond}).toEqual({[first]: [], [second]: []});
  });
}
