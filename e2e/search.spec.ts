import {test, expect, expectNoProblems, visit, reload} from './fixtures';
import type {Page, Route} from '@playwright/test';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './helpers/axe';

const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithShortcut(page: Page) {
  await visit(page, '/');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test('Ctrl+K opens the modal; a Chinese query shows grouped, highlighted results; Enter follows the first', async ({page, problems}) => {
  await openWithShortcut(page);
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await expect(page.locator('.DocSearch-Modal')).toContainText('没有最近搜索');
  // The dialog's stylesheet arrives with it (plugins/docsearch-modal-css), in DocSearch's layer.
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  // Nothing of the page covers the dialog, not even at its top edge, where the sticky navbar is.
  const modal = (await page.locator('.DocSearch-Modal').boundingBox())!;
  const topEdge = {x: modal.x + modal.width / 2, y: modal.y + 4};
  expect(await page.evaluate(({x, y}) => Boolean(document.elementFromPoint(x, y)?.closest('.DocSearch-Modal')), topEdge), 'the dialog is on top').toBe(true);
  await input(page).fill('汇率');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
  await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(/汇率|汇|率/);
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  const firstHref = await hits.first().locator('a').getAttribute('href');
  const expected = new URL(firstHref!, page.url()).href;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(expected);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expectNoProblems(problems);
});

test('a dialog opened while a link is still loading stays open on the new page', async ({page}) => {
  // The dialog's own code is loaded first, so only the next page's chunks are held back below.
  await openWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/assets/js/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: '博客', exact: true}).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();

  holding = false;
  await Promise.all(held.map((release) => release()));
  // The blog's own layout, with its own navbar and search box, has replaced the home page.
  await expect(page.locator('html')).toHaveClass(/blog-list-page/);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(input(page)).toBeFocused();
});

// The sweep (pages.spec.ts) sees pages with the dialog closed; here it is open, on its start screen
// and with results, in both colour modes. One rule is off for the results: DocSearch 3.9 draws each
// hit as a listbox option holding a link (nested-interactive). The link is what opens a hit in a new
// tab, the option what the arrow keys move through; changing that means replacing DocSearch's list.
test('the open dialog passes axe in light and dark mode, empty and with results', async ({page}) => {
  await openWithShortcut(page);
  await stopColourTransitions(page);
  const dialogOnly = {exclude: ['#__docusaurus']};
  expect(await seriousViolations(page, dialogOnly), 'start screen').toEqual([]);
  // The wrapper has no box of its own (the backdrop inside is fixed), so it is counted, not "visible".
  await expect(page.getByRole('dialog', {name: '搜索文档'})).toHaveCount(1);
  await input(page).fill('汇率');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const results = {...dialogOnly, disable: ['nested-interactive']};
  expect(await seriousViolations(page, results), 'results').toEqual([]);
  await switchColourMode(page, 'dark');
  expect(await seriousViolations(page, {...results, rules: COLOUR_RULES}), 'results, dark').toEqual([]);
});

test('the dialog shows at most 5 hits under one top-level heading (maxResultsPerGroup, the default)', async ({page}) => {
  await openWithShortcut(page);
  await input(page).fill('api');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const perGroup = await page.locator('.DocSearch-Hits').evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
  expect(Math.max(...perGroup)).toBe(5);
});

test('/ opens the modal when no input has focus; Escape closes it', async ({page}) => {
  await visit(page, '/');
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('pages carry no DocSearch dialog code or styles until the visitor points at or focuses the search button', async ({page}) => {
  const scripts: Promise<string>[] = [];
  const modalStyled = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.DocSearch-Modal'))),
    );
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  const loadedModal = async () => (await Promise.all(scripts)).some((body) => body.includes('DocSearch-Modal'));
  await visit(page, '/');
  // Hydrated, and every chunk of this route has arrived: an eagerly imported modal would be among them.
  await page.evaluate(() => (window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}).docusaurus.preload('/'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(await loadedModal()).toBe(false);
  expect(await modalStyled()).toBe(false);
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(loadedModal).toBe(true);
  await expect.poll(modalStyled).toBe(true);
});

test('a letter typed on the focused search button opens the modal with that letter', async ({page}) => {
  await visit(page, '/');
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('k');
});

test('what is typed after Ctrl+K while the dialog is still loading becomes its query', async ({page}) => {
  await visit(page, '/');
  // Hold every script the page asks for from now on: the dialog's code is among them.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/js/**', (route) => (holding ? void held.push(route) : route.continue()));
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kong');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(input(page)).toHaveCount(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('kong');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('recent searches persist across reloads and can become favourites', async ({page}) => {
  await openWithShortcut(page);
  await input(page).fill('ccxt');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/google\/ccxt/);
  await reload(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  const recent = page.locator('.DocSearch-Hit-source', {hasText: '最近搜索'});
  await expect(recent).toBeVisible();
  await page.getByTitle('收藏此搜索').first().click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: '收藏'})).toBeVisible();
});

test('no-results and See-all screens; the query is capped at 64 characters and rendered as text', async ({page}) => {
  await openWithShortcut(page);
  await input(page).fill('<zzqq>xxvv</zzqq>');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('没有找到以下内容的结果');
  await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('<zzqq>xxvv</zzqq>');
  await expect(page.locator('.DocSearch-NoResults img')).toHaveCount(0);
  await input(page).fill('x'.repeat(80));
  expect((await input(page).inputValue()).length).toBe(64);
  await input(page).fill('网关');
  const seeAll = page.getByRole('link', {name: /查看全部 \d+ 个结果/});
  await expect(seeAll).toBeVisible();
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=%E7%BD%91%E5%85%B3$/);
  await expect(page.locator('main')).toContainText(`共有 ${count} 个结果`);
});

test('the search page keeps its query in the URL and loads more results', async ({page, problems}) => {
  await visit(page, '/search?q=api');
  await expect(page.locator('main')).toContainText(/共有 \d+ 个结果/);
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', {name: '加载更多结果'}).click();
  await expect(results).toHaveCount(40);
  await page.getByLabel('搜索关键词').fill('天气');
  await expect(page).toHaveURL(/\?q=%E5%A4%A9%E6%B0%94$/);
  // A new query starts again at one page.
  await expect(page.locator('main')).toContainText(/“天气”共有 \d+ 个结果/);
  await expect(results).toHaveCount(20);
  expectNoProblems(problems);
});

test('the selection becomes the initial query', async ({page}) => {
  await visit(page, '/google/support');
  await page.locator('article h1').selectText();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveValue('获取帮助');
});

test('Enter during an IME composition does not navigate', async ({page}) => {
  await openWithShortcut(page);
  await input(page).fill('汇率');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', {text: 'hui', selectionStart: 3, selectionEnd: 3});
  await page.evaluate(() =>
    document.querySelector('.DocSearch-Input')!.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', keyCode: 229, isComposing: true, bubbles: true}),
    ),
  );
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Control: the same synthetic Enter outside a composition does follow the active hit.
  await page.evaluate(() =>
    document.querySelector('.DocSearch-Input')!.dispatchEvent(
      new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true}),
    ),
  );
  await expect(page).not.toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('when the index cannot load, the modal shows the error screen; emptying the query shows the start screen', async ({page, problems}) => {
  await page.route('**/search/*/**', (route) => route.abort());
  await openWithShortcut(page);
  await input(page).fill('汇率');
  const errorScreen = page.locator('.DocSearch-ErrorScreen');
  await expect(errorScreen).toContainText('无法获取结果');
  await expect(errorScreen).toContainText('请检查你的网络连接。');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await input(page).fill('');
  await expect(errorScreen).toHaveCount(0);
  await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('a slow index shows the stalled state, then the results', async ({page}) => {
  let releaseIndex!: () => void;
  const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
  await page.route('**/search/*/meta.json', async (route) => {
    await indexReleased;
    await route.continue();
  });
  await openWithShortcut(page);
  await input(page).fill('汇率');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  releaseIndex();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});
