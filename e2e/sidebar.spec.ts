import fs from 'node:fs';
import path from 'node:path';
import {test, expect, visit, expectNoProblems} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * A sidebar list longer than src/theme/DocSidebarItems/window.ts renders whole shows 50 items around
 * the current page; the fixture's category “长列表” has 121 items, the page being item 71.
 */
const PAGE = '/tests/docs/long-list';

/** The items (`li`) directly under the long category's list. */
const longListItems = (page: Page) =>
  page.locator('.theme-doc-sidebar-menu li.menu__list-item').filter({has: page.locator(':scope > div > a', {hasText: /^长列表$/})}).locator(':scope > ul > li');

test('the server-rendered page lists 50 items around the current one, with a button for each hidden side', async ({staticPage}) => {
  await staticPage.goto(PAGE);
  const items = longListItems(staticPage);
  await expect(items).toHaveCount(52);
  await expect(items.first()).toHaveText('显示前面的 45 项');
  await expect(items.nth(1)).toHaveText('列表项 46');
  await expect(items.nth(26).getByRole('link')).toHaveAttribute('aria-current', 'page');
  await expect(items.nth(26)).toHaveText('长列表中的一页');
  await expect(items.nth(50)).toHaveText('列表项 95');
  await expect(items.last()).toHaveText('显示后面的 26 项');
});

test('each button shows the rest of its side from the keyboard and moves focus to the first item shown', async ({page, problems}) => {
  await visit(page, PAGE);
  const items = longListItems(page);
  await expect(items).toHaveCount(52);

  await page.getByRole('button', {name: '显示后面的 26 项'}).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(51 + 26);
  await expect(items.last()).toHaveText('列表项 121');
  await expect(page.getByRole('link', {name: '列表项 96', exact: true})).toBeFocused();

  await page.getByRole('button', {name: '显示前面的 45 项'}).focus();
  await page.keyboard.press('Space');
  await expect(items).toHaveCount(121);
  await expect(items.first()).toHaveText('列表项 1');
  await expect(page.getByRole('link', {name: '列表项 1', exact: true})).toBeFocused();
  await expect(page.getByRole('button', {name: /^显示(前面|后面)的/})).toHaveCount(0);
  // The window was drawn the same on the server and in the browser: no hydration error.
  expectNoProblems(problems);
});

test('a list within the limit renders whole: the category of /google/api', async ({staticPage}) => {
  await staticPage.goto('/google/api/animals');
  const sidebar = staticPage.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.getByRole('button', {name: /^显示(前面|后面)的/})).toHaveCount(0);
  // Every page of the folder but its index, which is the category's own link.
  const pages = fs.readdirSync(path.resolve(__dirname, '../google/api')).filter((file) => /\.mdx?$/.test(file) && !/^index\./.test(file));
  expect(pages.length).toBeGreaterThan(50);
  await expect(sidebar.locator('ul:has(> li > a[aria-current="page"]) > li')).toHaveCount(pages.length);
});
