import fs from 'node:fs';
import path from 'node:path';
import {test, expect, visit} from './fixtures';

/** Listed posts of a blog folder: dated files or folders, minus drafts and unlisted posts. */
function listedPostCount(folder: string): number {
  const dir = path.resolve(__dirname, '..', folder);
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      if (!fs.statSync(file).isDirectory()) return fs.readFileSync(file, 'utf8');
      const index = ['index.md', 'index.mdx'].map((name) => path.join(file, name)).find((candidate) => fs.existsSync(candidate));
      if (!index) throw new Error(`${file}: a post folder needs index.md or index.mdx`);
      return fs.readFileSync(index, 'utf8');
    })
    .filter((source) => !/^(draft|unlisted):\s*true/m.test(source)).length;
}

const blogs = [
  {base: '/blog', folder: 'blog', perPage: 5},
  {base: '/tests/blog', folder: 'tests/blog', perPage: 3},
];

for (const {base, folder, perPage} of blogs) {
  test(`${base} paginates ${perPage} posts per page and the sidebar lists every post by year`, async ({page, problems}) => {
    const total = listedPostCount(folder);
    const pages = Math.ceil(total / perPage);
    await visit(page, base);
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(perPage);
    await expect(page.locator('aside nav a')).toHaveCount(total);
    await expect(page.locator('aside nav [role="group"] h3').first()).toHaveText(/^\d{4}$/);
    await page.getByRole('link', {name: /较旧的博文/}).first().click();
    await expect(page).toHaveURL(new RegExp(`${base}/page/2$`));
    await visit(page, `${base}/page/${pages}`);
    await expect(posts).toHaveCount(total - perPage * (pages - 1));
    await expect(page.getByRole('link', {name: /较旧的博文/})).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the RSS feed is valid XML listing the posts', async ({page, request}) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  await visit(page, '/blog');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {error: doc.querySelector('parsererror')?.textContent ?? null, items: doc.querySelectorAll('item').length};
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.items).toBe(listedPostCount('blog'));
  expect(xml).toContain('/blog/preparing-your-site-for-docusaurus-v3');
});

test('tags, authors and the archive of the main blog', async ({page}) => {
  await visit(page, '/blog/tags');
  await expect(page.getByRole('link', {name: /维护/})).toBeVisible();
  await visit(page, '/blog/tags/release');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('3.5');
  await visit(page, '/blog/authors');
  await expect(page.locator('main').getByRole('link').filter({has: page.locator('img')})).toHaveCount(6);
  await visit(page, '/blog/archive');
  await expect(page.locator('main')).toContainText('2024');
  await expect(page.locator('main')).toContainText('2026');
});

test.describe('test blog visibility', () => {
  test('an unlisted post is reachable, marked noindex, and absent from lists and feeds', async ({page, request}) => {
    await visit(page, '/tests/blog/unlisted-post');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('未列出的测试文章');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (let n = 1; n <= 7; n++) {
      const html = await (await request.get(n === 1 ? '/tests/blog' : `/tests/blog/page/${n}`)).text();
      expect(html).not.toContain('/tests/blog/unlisted-post"');
    }
    expect(await (await request.get('/tests/blog/rss.xml')).text()).not.toContain('unlisted-post');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('unlisted-post');
  });

  test('a draft is absent from the production build', async ({page}) => {
    const response = await visit(page, '/tests/blog/draft-post');
    expect(response?.status()).toBe(404);
  });

  test('a post whose path ends in .html opens directly', async ({page}) => {
    await visit(page, '/tests/blog/legacy/old-post.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('以 .html 结尾的文章地址');
  });

  test('a tag with ten posts paginates to page 4', async ({page}) => {
    await visit(page, '/tests/blog/tags/paginated-tag/page/4');
    await expect(page.locator('main article')).toHaveCount(1);
    await visit(page, '/tests/blog/tags/paginated-tag');
    await expect(page.locator('main article')).toHaveCount(3);
  });

  test('footnotes link to their notes and back', async ({page}) => {
    await visit(page, '/tests/blog/footnotes');
    await page.locator('sup a').first().click();
    await expect(page).toHaveURL(/#user-content-fn-1(-[\w]+)?$/);
    const note = page.locator('li[id^="user-content-fn-1"]');
    await expect(note).toBeInViewport();
    await note.locator('a[data-footnote-backref]').click();
    await expect(page).toHaveURL(/#user-content-fnref-1(-[\w]+)?$/);
  });
});

test('long tag variants (Chinese, one unbroken word, mixed) wrap at 390 px on the post, the tags index and their tag pages', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const longTags = ['/tests/blog/tags/long-tag-name', '/tests/blog/tags/long-unbroken-tag', '/tests/blog/tags/long-mixed-tag'];
  for (const target of ['/tests/blog/tags-variety', '/tests/blog/tags', ...longTags]) {
    await visit(page, target);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${target} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await visit(page, '/tests/blog/tags-variety');
  for (const href of longTags) {
    const tag = page.locator(`article footer a[href="${href}"]`);
    await expect(tag, href).toBeVisible();
    const box = (await tag.boundingBox())!;
    expect(box.x + box.width, `${href} stays inside the viewport`).toBeLessThanOrEqual(390);
  }
});
