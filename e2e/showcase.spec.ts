import {test, expect, visit, reload} from './fixtures';
import type {Page} from '@playwright/test';
import {SHOWCASE_SITES, SHOWCASE_TAGS, type ShowcaseSite, type ShowcaseTag} from '../src/data/showcase';

// Expected results are computed here from the data, independently of src/components/Showcase/filter.ts.
const hasAll = (site: ShowcaseSite, tags: ShowcaseTag[]) => tags.every((tag) => site.tags.includes(tag));
const hasAny = (site: ShowcaseSite, tags: ShowcaseTag[]) => tags.some((tag) => site.tags.includes(tag));
const nameMatches = (site: ShowcaseSite, name: string) =>
  site.title.toLowerCase().includes(name.toLowerCase()) || site.description.toLowerCase().includes(name.toLowerCase());
const titlesOf = (sites: ShowcaseSite[]) => sites.map((site) => site.title).sort();

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

const countText = (n: number) => `共 ${n} 个项目`;

async function openShowcase(page: Page, search = '') {
  await visit(page, `/showcase${search}`);
}

const cards = (page: Page) => page.getByTestId('showcase-card');
const count = (page: Page) => page.getByTestId('showcase-count');
const pill = (page: Page, tag: ShowcaseTag) => page.locator(`button[data-tag="${tag}"]`);

async function shownTitles(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-title') ?? ''));
}

test('every site is listed with its preview, links and tag counts', async ({page, problems}) => {
  await openShowcase(page);
  await expect(count(page)).toHaveText(countText(SHOWCASE_SITES.length));
  await expect(cards(page)).toHaveCount(SHOWCASE_SITES.length);
  const first = cards(page).first();
  const image = first.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect(first.getByRole('link', {name: /访问网站/})).toHaveAttribute('href', /^https:\/\//);
  for (const tag of Object.keys(SHOWCASE_TAGS) as ShowcaseTag[]) {
    const n = SHOWCASE_SITES.filter((site) => site.tags.includes(tag)).length;
    await expect(pill(page, tag)).toContainText(`${SHOWCASE_TAGS[tag].label}${n}`);
  }
  const closed = SHOWCASE_SITES.find((site) => site.source === null);
  if (closed) {
    const card = page.locator(`[data-testid="showcase-card"][data-title="${closed.title}"]`);
    await expect(card.getByRole('link', {name: /源代码/})).toHaveCount(0);
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('AND requires every selected tag, OR any of them', async ({page, problems}) => {
  const tags: ShowcaseTag[] = ['weather', 'mobile'];
  const any = SHOWCASE_SITES.filter((site) => hasAny(site, tags));
  const all = SHOWCASE_SITES.filter((site) => hasAll(site, tags));
  // Guard: the chosen tags must tell the operators apart, or this test would prove nothing.
  expect(all.length).toBeGreaterThan(0);
  expect(all.length).toBeLessThan(any.length);
  expect(any.length).toBeLessThan(SHOWCASE_SITES.length);

  await openShowcase(page);
  await pill(page, 'weather').click();
  await pill(page, 'mobile').click();
  await expect(pill(page, 'weather')).toHaveAttribute('aria-pressed', 'true');
  await expect(pill(page, 'news')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('radio', {name: /OR/})).toBeChecked();
  await expect(count(page)).toHaveText(countText(any.length));
  expect((await shownTitles(page)).sort()).toEqual(titlesOf(any));
  await expect(page).toHaveURL(/\/showcase\?tags=weather,mobile$/);

  await page.getByRole('radio', {name: /AND/}).check();
  await expect(count(page)).toHaveText(countText(all.length));
  await expect(cards(page)).toHaveCount(all.length);
  expect((await shownTitles(page)).sort()).toEqual(titlesOf(all));
  await expect(page).toHaveURL(/\/showcase\?tags=weather,mobile&operator=AND$/);

  // Un-selecting a tag under AND widens the list again.
  await pill(page, 'mobile').click();
  await expect(count(page)).toHaveText(countText(SHOWCASE_SITES.filter((s) => hasAll(s, ['weather'])).length));
  expect(problems.pageErrors).toEqual([]);
});

test('name search matches titles and Chinese descriptions, case-insensitively', async ({page}) => {
  await openShowcase(page);
  const search = page.getByLabel('按名称或介绍搜索');

  await search.fill('GITHUB');
  const github = SHOWCASE_SITES.filter((site) => nameMatches(site, 'github'));
  expect(github.length).toBeGreaterThan(1);
  await expect(count(page)).toHaveText(countText(github.length));
  expect((await shownTitles(page)).sort()).toEqual(titlesOf(github));
  await expect(page).toHaveURL(/[?&]name=GITHUB$/);

  await search.fill('天气');
  const weather = SHOWCASE_SITES.filter((site) => nameMatches(site, '天气'));
  // Some matches come only from the description, proving the description is searched.
  expect(weather.some((site) => !site.title.includes('天气'))).toBe(true);
  await expect(count(page)).toHaveText(countText(weather.length));
  expect((await shownTitles(page)).sort()).toEqual(titlesOf(weather));

  await search.fill('没有这样的项目zzz');
  await expect(count(page)).toHaveText(countText(0));
  await expect(page.getByText('没有符合条件的项目')).toBeVisible();

  await page.getByRole('button', {name: '清除筛选'}).click();
  await expect(count(page)).toHaveText(countText(SHOWCASE_SITES.length));
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/showcase$/);
});

test('the filter lives in the URL: it is restored on load and survives a reload', async ({page, problems}) => {
  const tags: ShowcaseTag[] = ['favorite', 'opensource'];
  const name = 'git';
  const expected = SHOWCASE_SITES.filter((site) => hasAll(site, tags) && nameMatches(site, name));
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(SHOWCASE_SITES.filter((site) => hasAll(site, tags)).length);

  await openShowcase(page, `?tags=${tags.join(',')}&operator=AND&name=${name}`);
  await expect(count(page)).toHaveText(countText(expected.length));
  expect((await shownTitles(page)).sort()).toEqual(titlesOf(expected));
  await expect(pill(page, 'favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(pill(page, 'opensource')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', {name: /AND/})).toBeChecked();
  await expect(page.getByLabel('按名称或介绍搜索')).toHaveValue(name);

  // Changes replace the current history entry instead of piling up new ones.
  const historyLength = await page.evaluate(() => window.history.length);
  await page.getByRole('radio', {name: /OR/}).check();
  await page.getByLabel('按名称或介绍搜索').fill('');
  await pill(page, 'opensource').click();
  const favourites = SHOWCASE_SITES.filter((site) => hasAny(site, ['favorite']));
  await expect(count(page)).toHaveText(countText(favourites.length));
  await expect(page).toHaveURL(/\/showcase\?tags=favorite$/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  await reload(page);
  await expect(count(page)).toHaveText(countText(favourites.length));
  await expect(pill(page, 'favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(pill(page, 'opensource')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('radio', {name: /OR/})).toBeChecked();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('following the navbar link while a search is still pending clears the filter for good', async ({page}) => {
  await page.clock.install();
  await openShowcase(page, '?tags=favorite');
  // Stop the clock: the debounced URL write of the typing below stays pending until runFor.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel('按名称或介绍搜索').fill('git');
  await page.locator('nav.navbar').getByRole('link', {name: '案例展示'}).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(count(page)).toHaveText(countText(SHOWCASE_SITES.length));
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(count(page)).toHaveText(countText(SHOWCASE_SITES.length));
  await expect(page.getByLabel('按名称或介绍搜索')).toHaveValue('');
});

test('favourites come first, then titles in alphabetical order', async ({page}) => {
  const favourites = SHOWCASE_SITES.filter((site) => site.tags.includes('favorite'));
  const others = SHOWCASE_SITES.filter((site) => !site.tags.includes('favorite'));
  expect(favourites.length).toBeGreaterThan(0);
  const expectedOrder = [
    ...favourites.map((site) => site.title).sort(collator.compare),
    ...others.map((site) => site.title).sort(collator.compare),
  ];
  // Guard: the data file's own order is different, so a page that ignores sorting would fail.
  expect(SHOWCASE_SITES.map((site) => site.title)).not.toEqual(expectedOrder);

  await openShowcase(page);
  await expect(cards(page)).toHaveCount(SHOWCASE_SITES.length);
  expect(await shownTitles(page)).toEqual(expectedOrder);
  await expect(cards(page).first().getByRole('heading', {level: 3})).toContainText('精选');
  await expect(cards(page).last().getByRole('heading', {level: 3})).not.toContainText('精选');

  // Still favourites first inside a filtered list.
  await pill(page, 'developer').click();
  const developer = SHOWCASE_SITES.filter((site) => site.tags.includes('developer'));
  await expect(count(page)).toHaveText(countText(developer.length));
  const flags = (await shownTitles(page)).map((title) => favourites.some((site) => site.title === title));
  expect(flags).toContain(true);
  expect(flags).toContain(false);
  expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('cards and filters fit the screen', async ({page}) => {
    await openShowcase(page);
    await expect(cards(page)).toHaveCount(SHOWCASE_SITES.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
