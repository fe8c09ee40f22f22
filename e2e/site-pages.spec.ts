import {test, expect, storedValue, visit} from './fixtures';

test('home: one h1, featured grid of 29 and links that reach their targets', async ({page, problems}) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  const cards = page.locator('main ul a[href^="/fo/"]');
  await expect(cards).toHaveCount(29);
  await expect(cards.first()).toHaveAttribute('href', '/fo/0');
  await expect(cards.last()).toHaveAttribute('href', '/fo/28');
  const homeTitle = await page.getByRole('heading', {level: 1}).textContent();
  const targets = ['/community/public-apis', '/google', '/learn', '/community', '/docs', '/blog'];
  // Each link is followed by a click and the visitor comes back with the browser's back button:
  // client-side navigation both ways, as in the browser.
  for (const target of targets) {
    await page.locator(`main a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading, `one h1 on ${target}`).toHaveCount(1);
    await expect(heading, `h1 of ${target}`).not.toHaveText(homeTitle!);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(homeTitle!);
  }
  const latest = page.locator('main section').filter({hasText: '最新文章'}).locator('a[href^="/blog/"]');
  await expect(latest).toHaveCount(3);
  await latest.first().click();
  await expect(page.locator('article header h1')).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('home headings are in order and images have sizes', async ({page}) => {
  await visit(page, '/');
  const levels = await page.locator('main h1, main h2, main h3, section h1').evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  const unsized = await page.locator('main img, section img').evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length);
  expect(unsized).toBe(0);
});

test('ThemeImage switches its picture with the colour mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await visit(page, '/components/ThemeImage');
  const visible = page.locator('main img[alt="随主题切换的站点示意图"]:visible');
  await expect(visible).toHaveCount(1);
  await expect(visible).toHaveAttribute('src', /theme-card-light\.svg$/);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(visible).toHaveAttribute('src', /theme-card-dark\.svg$/);
});

test('the noIndex example carries a robots noindex meta tag, other pages do not', async ({staticPage}) => {
  await staticPage.goto('/examples/noIndex');
  await expect(staticPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await staticPage.goto('/examples/markdownPageExample');
  await expect(staticPage.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(staticPage.getByRole('heading', {level: 1})).toHaveText('Markdown 页面示例');
});

test('versions lists each section as Next and stores the preferred version per section', async ({page}) => {
  await visit(page, '/versions');
  const rows = page.locator('main tbody tr');
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) await expect(row.locator('td').first()).toHaveText('Next');
  await expect(page.getByTestId('preferred-google')).toContainText('未保存');
  await page.getByRole('button', {name: '设为首选：开发者文档'}).click();
  await expect(page.getByTestId('preferred-google')).toContainText('Next（已保存）');
  expect(await storedValue(page, 'docs-preferred-version-google')).toBe('current');
  await page.reload();
  await expect(page.getByTestId('preferred-google')).toContainText('Next（已保存）');
  await expect(page.getByTestId('preferred-learn')).toContainText('未保存');
});

test('feature requests: the template and the issues link', async ({page}) => {
  await visit(page, '/feature-requests/new-api');
  await expect(page.getByRole('link', {name: '仓库的问题列表'})).toHaveAttribute('href', /\/issues\/new$/);
  await expect(page.locator('pre')).toContainText('### 需求类型');
});
