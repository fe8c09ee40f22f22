import type {Page} from '@playwright/test';
import {test, expect, expectNoProblems, visit} from './fixtures';
import {COLOUR_RULES, seriousViolations, stopColourTransitions, switchColourMode} from './helpers/axe';
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
 * The catalogue's permalinks (?api=<id>), row anchors, verified facts and link status (#29); the
 * explorer's filters and the category pages are e2e/catalogue.spec.ts.
 */

/** The site's URL and repository as this build has them: the canonical link and the footer's issue link. */
async function siteAndRepo(page: Page): Promise<{siteUrl: string; repoUrl: string}> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const issues = await page.locator('footer a', {hasText: '问题反馈'}).getAttribute('href');
  return {siteUrl: new URL(canonical!).origin, repoUrl: issues!.replace(/\/issues$/, '')};
}

const details = (page: Page) => page.getByTestId('api-explorer-details');

/** A sample across the catalogue: the first API of categories spread over the list, and Fixer (verified HTTPS). */
const SAMPLE: Row[] = [...[0, 13, 26, 39, categories.length - 1].map((index) => ({...categories[index]!.apis[0]!, slug: categories[index]!.slug})), rows.find((row) => row.id === 'fixer')!];

test('?api=<id> opens one API’s details, for a sample across categories', async ({page, problems}) => {
  expect(new Set(SAMPLE.map((row) => row.slug)).size).toBe(SAMPLE.length);
  for (const api of SAMPLE) {
    await openExplorer(page, `?api=${api.id}`);
    const panel = details(page);
    await expect(panel).toHaveAttribute('data-id', api.id);
    const {siteUrl, repoUrl} = await siteAndRepo(page);
    await expect(panel.getByRole('heading', {level: 3})).toHaveText(new RegExp(`^${api.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(panel.getByRole('heading', {level: 3})).toBeFocused();
    await expect(panel).toContainText(api.descriptionZh);
    await expect(panel.locator('[lang="en"]')).toHaveText(api.description);
    const item = (label: string) => panel.locator('dl > div').filter({has: page.locator('dt', {hasText: new RegExp(`^${label}$`)})}).locator('dd');
    await expect(item('认证')).toContainText(api.auth === null ? '无需认证' : api.auth === 'apiKey' ? 'API 密钥' : api.auth);
    await expect(item('HTTPS')).toContainText(api.https ? '是' : '否');
    await expect(item('CORS')).toContainText({yes: '支持', no: '不支持', unknown: '未知'}[api.cors]);
    await expect(item('分类').locator(`a[href="/google/api/${api.slug}"]`)).toHaveCount(1);
    await expect(item('分类').locator(`a[href="/google/api/${api.slug}#${api.id}"]`)).toHaveCount(1);
    await expect(item('链接').locator('a')).toHaveAttribute('href', api.url);
    await expect(panel.getByLabel('固定链接')).toHaveValue(`${siteUrl}/community/public-apis?api=${api.id}`);
    const report = new URL((await panel.getByRole('link', {name: /报告问题/}).getAttribute('href'))!);
    expect(`${report.origin}${report.pathname}`).toBe(`${repoUrl}/issues/new`);
    expect(report.searchParams.get('title')).toBe(`目录条目问题：${api.name}（${api.id}）`);
    expect(report.searchParams.get('body')).toContain(`- 固定链接：${siteUrl}/community/public-apis?api=${api.id}`);
  }
  // Fixer's HTTPS is the verified value, with its source.
  const fixerHttps = details(page).locator('dl > div').filter({has: page.locator('dt', {hasText: /^HTTPS$/})}).locator('dd');
  await expect(fixerHttps).toHaveText('是 已核对');
  await expect(fixerHttps.getByRole('link', {name: '已核对'})).toHaveAttribute('href', '/fo/3');
  await expect(details(page)).toContainText('2026 年 11 月对照服务商的官方文档核对');
  expectNoProblems(problems);
});

test('the permalink copies; details open from a result and close again; an unknown id says so', async ({page, context, problems}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = rows.find((row) => row.slug === 'animals')!;
  await openExplorer(page, `?category=animals`);
  await page.locator(`[data-testid="api-explorer-item"][data-id="${api.id}"]`).getByRole('link', {name: /详情与固定链接/}).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('api') === api.id && url.searchParams.get('category') === 'animals');
  await expect(details(page)).toHaveAttribute('data-id', api.id);
  await expect(details(page).getByRole('heading', {level: 3})).toBeFocused();
  await details(page).getByRole('button', {name: '复制链接'}).click();
  await expect(details(page).getByRole('status')).toHaveText('已复制');
  const {siteUrl} = await siteAndRepo(page);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}/community/public-apis?api=${api.id}`);
  await details(page).getByRole('button', {name: '关闭详情'}).click();
  await expect(details(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => !url.searchParams.has('api') && url.searchParams.get('category') === 'animals');
  await expect(control(page, '搜索名称或说明')).toBeFocused();

  await openExplorer(page, '?api=no-such-api');
  await expect(page.getByTestId('api-explorer-details-missing')).toContainText('没有找到 id 为“no-such-api”的 API');
  await expect(details(page)).toHaveCount(0);
  expectNoProblems(problems);
});

test('each row of a category page carries its id as an anchor', async ({page, problems}) => {
  const animals = category('animals');
  const last = animals.apis.at(-1)!;
  await visit(page, `/google/api/animals#${last.id}`);
  const row = page.locator(`main table tbody tr[id="${last.id}"]`);
  await expect(row.locator('th')).toHaveText(last.name);
  await expect(row).toBeInViewport();
  expect(await row.evaluate((element) => element.matches(':target'))).toBe(true);
  const ids = await page.locator('main table tbody tr').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids).toEqual(animals.apis.map((api) => api.id));
  expectNoProblems(problems);
});

test('a category page shows the verified value, marked, with its source and month', async ({page, problems}) => {
  await visit(page, '/google/api/currency-exchange');
  const fixer = page.locator('main table tbody tr[id="fixer"]');
  await expect(fixer.locator('td').nth(2)).toHaveText('是 已核对');
  await expect(fixer.locator('td').nth(2).getByRole('link')).toHaveAttribute('href', '/fo/3');
  await expect(page.locator('main')).toContainText('Fixer：HTTPS 为“是”，依据 Fixer API 的精选 API 页（2026 年 11 月对照服务商的官方文档核对）；上游清单记为“否”。');
  await expect(page.getByTestId('catalogue-stats-verified')).toContainText('其中 2 个接口的 HTTPS 或认证方式采用本站精选 API 页核对过的值');
  expectNoProblems(problems);
});

/** What the build's own JSON API says about the link check: null when it was built without a status file. */
async function builtLinkCheck(page: Page): Promise<{checkedAt: string; dead: {id: string; slug: string}[]} | null> {
  const response = await page.request.get('/catalogue/v1/apis.json');
  const apis = (await response.json()) as {linkCheckedAt: string | null; apis: {id: string; category: {slug: string}; link: {status: string} | null}[]};
  if (apis.linkCheckedAt === null) return null;
  return {checkedAt: apis.linkCheckedAt, dead: apis.apis.filter((api) => api.link?.status === 'dead').map((api) => ({id: api.id, slug: api.category.slug}))};
}

test('built without a status file, the site shows no link status at all', async ({page, problems}) => {
  test.skip((await builtLinkCheck(page)) !== null, 'this build has a link status file (CATALOGUE_STATUS_FILE)');
  await openExplorer(page);
  await expect(explorer(page)).not.toContainText('最近核对');
  await expect(explorer(page).getByLabel('隐藏链接失效的接口')).toHaveCount(0);
  // The page's prose mentions dead links; the explorer itself marks none.
  await expect(explorer(page)).not.toContainText('链接失效');
  await visit(page, '/google/api/animals');
  await expect(page.locator('main')).not.toContainText('最近核对');
  await expect(page.locator('main table')).not.toContainText('链接失效');
  await expect(page.getByTestId('catalogue-link-check')).toHaveCount(0);
  expectNoProblems(problems);
});

test('with a status file: 最近核对 with its date, dead links marked, and the explorer can hide them', async ({page, problems}) => {
  const status = await builtLinkCheck(page);
  test.skip(status === null, 'this build has no link status file: build with CATALOGUE_STATUS_FILE=<fixture> to run it');
  const date = status!.checkedAt.slice(0, 10);
  expect(status!.dead.length).toBeGreaterThan(0);
  const {slug} = status!.dead[0]!;
  const deadHere = status!.dead.filter((api) => api.slug === slug);

  await visit(page, `/google/api/${slug}`);
  await expect(page.getByTestId('catalogue-link-check')).toContainText(`最近核对：${date}。本分类有 ${deadHere.length} 个链接失效`);
  await expect(page.getByTestId('catalogue-stats-link-check')).toContainText(`最近核对：${date}`);
  const marked = await page.locator('main table tbody tr').filter({hasText: '链接失效'}).evaluateAll((elements) => elements.map((element) => element.id));
  expect(marked.sort()).toEqual(deadHere.map((api) => api.id).sort());

  await openExplorer(page, `?category=${slug}`);
  await expect(page.getByTestId('api-explorer-link-check')).toContainText(`最近核对：${date}，${status!.dead.length} 个链接失效`);
  const inCategory = count((row) => row.slug === slug);
  await expectResults(page, inCategory);
  await expect(items(page).filter({hasText: '链接失效'})).toHaveCount(Math.min(deadHere.length, PAGE_SIZE));
  await control(page, '隐藏链接失效的接口').check();
  await expect(page).toHaveURL((url) => url.searchParams.get('live') === '1');
  await expect(countLine(page)).toHaveText(countText(inCategory - deadHere.length));
  await expect(items(page).filter({hasText: '链接失效'})).toHaveCount(0);
  const shown = await items(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
  expect(shown.filter((id) => deadHere.some((api) => api.id === id))).toEqual([]);
  expectNoProblems(problems);
});

test('the open details, the verified marks and the link status pass axe in light and dark mode', async ({page, problems}) => {
  const status = await builtLinkCheck(page);
  // With a status file, open a dead API so its mark is checked too.
  const id = status?.dead[0]?.id ?? 'fixer';
  for (const target of [`/community/public-apis?api=${id}`, '/google/api/currency-exchange']) {
    if (target.startsWith('/community')) await openExplorer(page, target.slice('/community/public-apis'.length));
    else await visit(page, target);
    if (target.startsWith('/community')) await expect(details(page)).toHaveAttribute('data-id', id);
    await stopColourTransitions(page);
    await switchColourMode(page, 'light');
    expect(await seriousViolations(page), `${target} light`).toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await seriousViolations(page, {rules: COLOUR_RULES}), `${target} dark`).toEqual([]);
  }
  expectNoProblems(problems);
});
