import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request, Response} from '@playwright/test';
import {test, expect, expectNoProblems, visit} from './fixtures';
import {MAIN_BUILD} from './helpers/site-server';
import {
  category,
  categories,
  control,
  count,
  countLine,
  countText,
  expectResults,
  explorer,
  items,
  openExplorer,
  PAGE_SIZE,
  rows,
  type Row,
} from './helpers/catalogue';

/**
 * The catalogue: category pages and the explorer on /community/public-apis (e2e/helpers/catalogue.ts
 * computes the expected counts from the data). Permalinks, verified facts and link status:
 * e2e/catalogue-details.spec.ts.
 */

/** Every whitespace-separated word must occur, case-insensitively, in the name or one of the descriptions. */
function textMatches(row: Row, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => [row.name, row.description, row.descriptionZh].some((field) => field.toLowerCase().includes(word)));
}

/**
 * English descriptions (ASCII, so minifiers leave them readable in the chunk) of APIs in three
 * different categories: only the explorer's data set contains all three.
 */
const MARKERS = ['animals', 'weather', 'development'].map((slug) => {
  const unique = (text: string) => rows.filter((row) => row.description === text).length === 1;
  const api = category(slug).apis.find((a) => /^[A-Za-z0-9 ,]{20,}$/.test(a.description) && unique(a.description));
  if (!api) throw new Error(`no marker description in ${slug}`);
  return api.description;
});
/** Production names it assets/js/api-explorer-data.<hash>.js, the dev server api-explorer-data.js. */

for (const slug of ['animals', 'development']) {
  test(`/google/api/${slug} lists exactly the APIs of ${slug}.json`, async ({page, problems}) => {
    const data = category(slug);
    await visit(page, `/google/api/${slug}`);
    const table = page.locator('main table').filter({has: page.locator('caption', {hasText: `共 ${data.apis.length} 个 API`})});
    await expect(table).toHaveCount(1);
    await expect(table.locator('tbody tr')).toHaveCount(data.apis.length);
    await expect(table.locator('tbody th[scope="row"] > a')).toHaveText(data.apis.map((api) => api.name));
    expectNoProblems(problems);
  });
}

test('the server-rendered explorer lists every category with its count before the data arrives', async ({staticPage}) => {
  await staticPage.goto('/community/public-apis');
  const root = explorer(staticPage);
  await expect(root).toHaveAttribute('data-status', 'loading');
  await expect(root).toContainText(`全部 ${rows.length.toLocaleString('en-US')} 个 API（${categories.length} 个分类）`);
  const links = root.locator('a[href^="/google/api/"]');
  await expect(links).toHaveCount(categories.length);
  const animals = category('animals');
  await expect(root.locator('li').filter({has: staticPage.locator('a[href="/google/api/animals"]')})).toContainText(`${animals.nameZh} ${animals.category} · ${animals.apis.length} 个`);
  // Every control is labelled, even before hydration.
  for (const label of ['搜索名称或说明', '分类', '认证方式', 'CORS', '排序', '仅 HTTPS']) {
    await expect(root.getByLabel(label, {exact: true})).toHaveCount(1);
  }
});

test('unfiltered: all APIs, 50 at a time, with working links', async ({page, problems}) => {
  await openExplorer(page);
  await expectResults(page, rows.length);
  const first = items(page).first();
  const external = first.locator('a[target="_blank"]');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAttribute('href', /^https?:\/\//);
  await expect(first.locator('a[href^="/google/api/"]')).toHaveCount(1);

  // "Show more" by keyboard: 50 more, and focus lands on the first new result.
  const more = explorer(page).getByRole('button', {name: /显示更多/});
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(items(page)).toHaveCount(2 * PAGE_SIZE);
  await expect(items(page).nth(PAGE_SIZE).locator('a[target="_blank"]')).toBeFocused();
  // Changing a filter starts again at the first page.
  await control(page, '排序').selectOption('name-desc');
  await expect(items(page)).toHaveCount(PAGE_SIZE);
  expectNoProblems(problems);
});

test('filter combinations give the counts computed from the data', async ({page, problems}) => {
  await openExplorer(page);

  // 1. Category + HTTPS only.
  const dev = (row: Row) => row.slug === 'development';
  const devHttps = (row: Row) => dev(row) && row.https;
  expect(count(devHttps)).toBeLessThan(count(dev)); // guard: the checkbox must make a difference
  await control(page, '分类').selectOption('development');
  await expectResults(page, count(dev), dev);
  await control(page, '仅 HTTPS').check();
  await expectResults(page, count(devHttps), devHttps);
  await expect(page).toHaveURL((url) => url.search === '?category=development&https=1');

  // 2. No authentication + CORS supported.
  await explorer(page).getByRole('button', {name: '清除筛选'}).click();
  await expectResults(page, rows.length);
  await expect(page).toHaveURL((url) => url.search === '');
  const noneYes = (row: Row) => row.auth === null && row.cors === 'yes';
  expect(count(noneYes)).toBeLessThan(Math.min(count((r) => r.auth === null), count((r) => r.cors === 'yes')));
  await control(page, '认证方式').selectOption('none');
  await control(page, 'CORS').selectOption('yes');
  await expectResults(page, count(noneYes), noneYes);

  // 3. OAuth + HTTPS only.
  const oauthHttps = (row: Row) => row.auth === 'OAuth' && row.https;
  expect(count(oauthHttps)).toBeLessThan(count((r) => r.auth === 'OAuth'));
  await control(page, 'CORS').selectOption('');
  await control(page, '认证方式').selectOption('OAuth');
  await control(page, '仅 HTTPS').check();
  await expectResults(page, count(oauthHttps), oauthHttps);
  await expect(page).toHaveURL((url) => url.search === '?auth=OAuth&https=1');

  // 4. "Other" authentication groups X-Mashape-Key and User-Agent.
  await control(page, '仅 HTTPS').uncheck();
  await control(page, '认证方式').selectOption('other');
  const other = (row: Row) => row.auth === 'X-Mashape-Key' || row.auth === 'User-Agent';
  await expectResults(page, count(other), other);
  expect(count(other)).toBeGreaterThan(count((r) => r.auth === 'User-Agent'));
  expectNoProblems(problems);
});

test('text search: Chinese and English, case-insensitive, over names and descriptions', async ({page, problems}) => {
  await openExplorer(page);
  const search = control(page, '搜索名称或说明');

  const zh = '天气';
  const zhMatch = (row: Row) => textMatches(row, zh);
  expect(count(zhMatch)).toBeGreaterThan(0);
  await search.fill(zh);
  await expectResults(page, count(zhMatch), zhMatch);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === zh);

  const en = 'WEATHER';
  const enMatch = (row: Row) => textMatches(row, en);
  // Guard: some matches come only from the English description, proving it is searched.
  expect(rows.some((row) => enMatch(row) && !row.name.toLowerCase().includes('weather') && !row.descriptionZh.toLowerCase().includes('weather'))).toBe(true);
  await search.fill(en);
  await expectResults(page, count(enMatch), enMatch);

  // Two words narrow the list: both must match.
  const both = (row: Row) => textMatches(row, 'weather 预报');
  expect(count(both)).toBeLessThan(count(enMatch));
  await search.fill('weather 预报');
  await expectResults(page, count(both), both);

  // Text combines with the other filters.
  const zhCors = (row: Row) => zhMatch(row) && row.cors === 'unknown';
  await search.fill(zh);
  await control(page, 'CORS').selectOption('unknown');
  await expectResults(page, count(zhCors), zhCors);

  await search.fill('没有这样的接口zzz');
  await expect(countLine(page)).toHaveText(countText(0));
  await expect(explorer(page).getByText('没有符合条件的 API')).toBeVisible();
  expectNoProblems(problems);
});

test('sorting by name both ways and by category', async ({page, problems}) => {
  const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});
  const animals = category('animals').apis.map((api) => api.name);
  await openExplorer(page, '?category=animals');
  const shownNames = () => items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));
  await expectResults(page, animals.length);
  expect(await shownNames()).toEqual([...animals].sort(collator.compare));
  await control(page, '排序').selectOption('name-desc');
  await expect(page).toHaveURL((url) => url.search === '?category=animals&sort=name-desc');
  await expect.poll(shownNames).toEqual([...animals].sort((a, b) => collator.compare(b, a)));

  // By category: the categories appear in the order of their English names.
  await visit(page, '/community/public-apis?sort=category&auth=other');
  await expect(explorer(page)).toHaveAttribute('data-status', 'ready');
  const other = rows.filter((row) => row.auth === 'X-Mashape-Key' || row.auth === 'User-Agent');
  await expectResults(page, other.length);
  const shownCategories = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
  const englishName = (slug: string | null) => category(slug ?? '').category;
  expect(shownCategories.map(englishName)).toEqual(other.map((row) => category(row.slug).category).sort((a, b) => a.localeCompare(b, 'en')));
  expectNoProblems(problems);
});

test('the filter lives in the URL: read on load, written while filtering, kept on reload', async ({page, problems}) => {
  const q = '图片';
  const expected = (row: Row) => textMatches(row, q) && row.auth === null && row.https && row.cors === 'yes';
  expect(count(expected)).toBeGreaterThan(0);
  expect(count(expected)).toBeLessThan(count((row) => textMatches(row, q)));

  await openExplorer(page, `?q=${encodeURIComponent(q)}&auth=none&https=1&cors=yes&sort=name-desc`);
  await expectResults(page, count(expected), expected);
  await expect(control(page, '搜索名称或说明')).toHaveValue(q);
  await expect(control(page, '认证方式')).toHaveValue('none');
  await expect(control(page, '仅 HTTPS')).toBeChecked();
  await expect(control(page, 'CORS')).toHaveValue('yes');
  await expect(control(page, '排序')).toHaveValue('name-desc');

  // Change it in the page, then reload: the new state comes back from the URL.
  const animalsNoHttps = (row: Row) => row.slug === 'animals' && textMatches(row, q) && row.auth === null && row.cors === 'yes';
  await control(page, '仅 HTTPS').uncheck();
  await control(page, '分类').selectOption('animals');
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'animals' && !url.searchParams.has('https'));
  await expectResults(page, count(animalsNoHttps), animalsNoHttps);
  await page.reload();
  await expect(explorer(page)).toHaveAttribute('data-status', 'ready');
  await expect(control(page, '分类')).toHaveValue('animals');
  await expect(control(page, '仅 HTTPS')).not.toBeChecked();
  await expect(control(page, '搜索名称或说明')).toHaveValue(q);
  await expectResults(page, count(animalsNoHttps), animalsNoHttps);
  expectNoProblems(problems);
});

test('typing writes the URL once, after a pause, not on every keystroke', async ({page, problems}) => {
  await page.addInitScript(() => {
    const original = history.replaceState.bind(history);
    (window as unknown as {replaced: string[]}).replaced = [];
    history.replaceState = (data, unused, url) => {
      (window as unknown as {replaced: string[]}).replaced.push(String(url ?? ''));
      original(data, unused, url);
    };
  });
  const written = () => page.evaluate(() => (window as unknown as {replaced: string[]}).replaced.filter((url) => url.includes('q=')));
  await page.clock.install();
  await openExplorer(page);
  // The page clock stands still while the word is typed: keystrokes come within the pause however
  // slow the machine is, and the pause is then let run out.
  await page.clock.pauseAt(Date.now() + 60_000);
  await control(page, '搜索名称或说明').pressSequentially('weather');
  expect(await written()).toEqual([]);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'weather');
  const writes = await written();
  expect(writes).toHaveLength(1);
  expect(writes[0]).toContain('q=weather');
  expectNoProblems(problems);
});

test('usable at 390 px: nothing overflows sideways', async ({page, problems}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openExplorer(page);
  for (const label of ['搜索名称或说明', '分类', '认证方式', 'CORS', '排序', '仅 HTTPS']) {
    await expect(control(page, label)).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await explorer(page).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expectNoProblems(problems);
});

/**
 * Records the JavaScript files a page requests until `stop`, with their contents read from the
 * build the server serves: Chromium keeps no body for prefetches or for a page that navigated away.
 */
function recordScripts(page: Page): {stop: () => {url: string; body: string}[]} {
  const urls: string[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) urls.push(response.url());
  };
  page.on('response', onResponse);
  return {
    stop: () => {
      page.off('response', onResponse);
      return urls.map((url) => ({url, body: fs.readFileSync(path.join(MAIN_BUILD, decodeURIComponent(new URL(url).pathname)), 'utf8')}));
    },
  };
}

/** Scripts whose body carries every marker of the data set. */
function scriptsWithAllMarkers(scripts: readonly {url: string; body: string}[]): string[] {
  return scripts.filter(({body}) => MARKERS.every((marker) => body.includes(marker))).map(({url}) => url);
}

test('the data set is its own chunk, loaded by the explorer only', async ({page, problems}) => {
  // Positive control: on the explorer, exactly one script carries the data set, and it is the named chunk.
  const onExplorer = recordScripts(page);
  await openExplorer(page);
  const explorerScripts = onExplorer.stop();
  const carriers = scriptsWithAllMarkers(explorerScripts);
  expect(carriers).toHaveLength(1);
  const datasetChunk = new URL(carriers[0]!).pathname;
  // Its own chunk: the explorer's code (its test ids) is elsewhere.
  expect(explorerScripts.find(({url}) => url === carriers[0])!.body).not.toContain('api-explorer-item');

  // Other pages. Each links to the explorer (footer, home hero), and Docusaurus prefetches linked pages; preloading
  // the explorer route explicitly, and awaiting it, makes sure the explorer page's own chunks have all arrived:
  // the data chunk would be among them if the page imported it eagerly.
  for (const target of ['/google', '/google/api/animals', '/']) {
    const recording = recordScripts(page);
    const requested: string[] = [];
    const onRequest = (request: Request) => requested.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    await visit(page, target);
    await expect(page.locator('footer a[href="/community/public-apis"]')).not.toHaveCount(0);
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}).docusaurus.preload('/community/public-apis'),
    );
    page.off('request', onRequest);
    const scripts = recording.stop();
    expect(requested.filter((pathname) => pathname === datasetChunk), target).toEqual([]);
    expect(scriptsWithAllMarkers(scripts), target).toEqual([]);
  }
  expectNoProblems(problems);
});
