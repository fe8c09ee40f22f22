import type {Locator, Page} from '@playwright/test';
import {test, expect, expectNoProblems, visit} from './fixtures';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './helpers/axe';

/**
 * Search terms marked on the page a hit leads to (plugins/search/client/searchTerms): the words of
 * the query in <mark>, the first in view, a bar with 清除高亮, nothing in the URL.
 */
const marks = (page: Page) => page.locator('main mark');

const termsBar = (page: Page) => page.getByRole('complementary', {name: '搜索词高亮'});

async function followFirstHit(page: Page, query: string): Promise<void> {
  await visit(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(marks(page).first()).toBeAttached();
}

/**
 * Marks are drawn in the microtask after the route rendered (the marking code is already loaded by
 * then): two frames later, marks that were coming are there.
 */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Whether one of the marks is inside the viewport, below the navbar and above the bar. */
function someMarkInView(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => {
    const top = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const bottom = document.querySelector('aside[aria-label="搜索词高亮"]')?.getBoundingClientRect().top ?? window.innerHeight;
    return elements.some((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= top && box.bottom <= bottom;
    });
  });
}

test('a hit chosen in the dialog: its page marks the words, shows the first, and keeps them out of the URL', async ({page, problems}) => {
  await followFirstHit(page, '汇率');
  const texts = await marks(page).allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  // As the index splits Chinese: the bigram 汇率, never its characters alone or other words.
  for (const text of texts) expect(text).toMatch(/^(汇率)+$/);
  expect(await someMarkInView(marks(page))).toBe(true);
  await expect(termsBar(page)).toContainText(`已标出与“汇率”相符的 ${texts.length} 处文字`);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => (window.history.state as {state?: unknown} | null)?.state)).toEqual({searchQuery: '汇率'});
  expectNoProblems(problems);
});

test('清除高亮 takes the marks away and puts the text back as it was; Back and Forward do not bring them again', async ({page, problems}) => {
  await followFirstHit(page, '汇率');
  const markedUrl = page.url();
  const textWithMarks = await page.locator('main').textContent();
  const clear = page.getByRole('button', {name: '清除高亮'});
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(marks(page)).toHaveCount(0);
  await expect(termsBar(page)).toHaveCount(0);
  // Focus stays in the text it marked, not lost with the button.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  expect(await page.locator('main').textContent()).toBe(textWithMarks);
  // React still owns the text it rendered: leaving and coming back through history renders cleanly.
  await page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: '博客', exact: true}).click();
  await expect(page.locator('html')).toHaveClass(/blog-list-page/);
  await page.goBack();
  await expect(page).toHaveURL(markedUrl);
  await expect(page.locator('main')).toContainText('汇率');
  await afterTwoFrames(page);
  await expect(marks(page)).toHaveCount(0);
  expectNoProblems(problems);
});

test('the next navigation takes the marks away; Back to the hit’s page brings them again', async ({page, problems}) => {
  await followFirstHit(page, '汇率');
  const count = await marks(page).count();
  await page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: '博客', exact: true}).click();
  await expect(page.locator('html')).toHaveClass(/blog-list-page/);
  await expect(page.locator('mark')).toHaveCount(0);
  await expect(termsBar(page)).toHaveCount(0);
  await page.goBack();
  await expect(marks(page)).toHaveCount(count);
  await expect(termsBar(page)).toBeVisible();
  expectNoProblems(problems);
});

test('a result of the /search page marks the words too, from the section it links to', async ({page, problems}) => {
  await visit(page, '/search?q=网关');
  const withAnchor = page.locator('main ol > li a[href*="#"]').first();
  await expect(withAnchor).toBeVisible();
  const href = (await withAnchor.getAttribute('href'))!;
  await withAnchor.click();
  // The bar is the target page's state: the results page has marks of its own in the snippets.
  await expect(termsBar(page)).toBeVisible();
  await expect(marks(page).first()).toBeAttached();
  expect(page.url()).toBe(new URL(href, page.url()).href);
  for (const text of await marks(page).allTextContents()) expect(text).toMatch(/^(网关)+$/);
  // The first mark at or after the section's heading is the one brought into view.
  const firstInSection = await page.evaluate(() => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    const all = Array.from(document.querySelectorAll('main mark'));
    const first = (target && all.find((mark) => target.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING)) || all[0];
    const box = first!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(firstInSection).toBe(true);
  expectNoProblems(problems);
});

test('a page with marks and the bar passes axe in light and dark mode, and at 390 px', async ({page}) => {
  await followFirstHit(page, '汇率');
  await stopColourTransitions(page);
  expect(await seriousViolations(page), 'light').toEqual([]);
  await switchColourMode(page, 'dark');
  expect(await seriousViolations(page, {rules: COLOUR_RULES}), 'dark').toEqual([]);
  await page.setViewportSize({width: 390, height: 800});
  const bar = (await termsBar(page).boundingBox())!;
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(390);
  // The theme's back-to-top button (shown once the page is scrolled) stays clear of the bar.
  const backToTop = (await page.locator('.theme-back-to-top-button').boundingBox())!;
  expect(backToTop.x >= bar.x + bar.width || backToTop.y >= bar.y + bar.height || backToTop.y + backToTop.height <= bar.y).toBe(true);
  await expect(page.getByRole('button', {name: '清除高亮'})).toBeInViewport();
  expect(await seriousViolations(page), '390 px').toEqual([]);
});
