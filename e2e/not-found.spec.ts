import {test, expect, NOT_FOUND_TEXT, visit} from './fixtures';
import {NOT_FOUND_ADVICE, NOT_FOUND_TITLE} from '../scripts/lib/testing/not-found';

test('an unknown path shows the Chinese not-found page', async ({page, problems}) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', {level: 1, name: NOT_FOUND_TITLE})).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByText(NOT_FOUND_ADVICE)).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('/docs/support and /docs/next/support redirect to /community/support', async ({page}) => {
  for (const from of ['/docs/support', '/docs/next/support']) {
    await visit(page, from);
    await expect(page).toHaveURL(/\/community\/support$/);
  }
});

test('/home/ redirects to the home page', async ({page}) => {
  await visit(page, '/home/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('公共 API 目录');
});

test('test redirects keep a query string and an anchor, and allow an absolute target', async ({page, request}) => {
  await visit(page, '/tests/redirects/query');
  await expect(page).toHaveURL(/\/tests\/pages\/link-tests\?from=redirect$/);
  await visit(page, '/tests/redirects/anchor');
  await expect(page).toHaveURL(/\/tests\/pages\/link-tests#redirect-target$/);
  const html = await (await request.get('/tests/redirects/absolute')).text();
  expect(html).toContain('https://apis.example.com/blog');
});

test('.html and /index.html suffixes are normalised when no exact route exists', async ({page}) => {
  await visit(page, '/google/support.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('获取帮助');
  await visit(page, '/showcase/index.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('案例展示');
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
});

test('/feature-requests matches every path below it', async ({page, problems}) => {
  await visit(page, '/feature-requests/a/b');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('功能建议');
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});
