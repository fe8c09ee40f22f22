import fs from 'node:fs';
import path from 'node:path';
import {test, expect, visit, reload} from './fixtures';
import {MAIN_BUILD} from './helpers/site-server';
import {FEATURED_PAGES} from './helpers/routes';
import {seriousViolations} from './helpers/axe';

const LEFT_ITEMS = ['精选 API', '学习', '案例展示', '地图', '社区', '文档', '博客'];

test.describe('desktop navbar', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('items and their order match the spec', async ({page}) => {
    await visit(page, '/');
    const navbar = page.locator('nav.navbar');
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    const labels = await left.evaluateAll((items) =>
      items.map((item) => (item.matches('.dropdown') ? item.querySelector('.navbar__link')! : item).textContent?.trim()),
    );
    expect(labels).toEqual(LEFT_ITEMS);
    const links = navbar.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/learn/support',
      '/showcase',
      '/MapComponent',
      '/community/support',
      '/google/support',
      '/blog',
    ]);
    const right = navbar.locator('.navbar__items--right');
    await expect(right.getByRole('link', {name: '兑换'})).toHaveAttribute('href', '/swap');
    await expect(right.locator('.dropdown > .navbar__link')).toContainText('中文');
    await expect(right.getByRole('link', {name: /源代码/})).toHaveAttribute('href', /^https:\/\//);
    await expect(right.getByRole('button', {name: /切换浅色\/暗黑模式/})).toBeVisible();
  });

  test('the featured APIs dropdown lists /fo/0 … /fo/28 in order', async ({page}) => {
    await visit(page, '/');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: '精选 API'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveCount(29);
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(FEATURED_PAGES);
    await expect(items.first()).toHaveText('ipstack');
    await expect(items.last()).toHaveText('picwish');
    await items.nth(3).click();
    await expect(page).toHaveURL(/\/fo\/3$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Fixer API');
  });

  test('a closed dropdown prefetches none of its pages; opening it does', async ({page}) => {
    // Docusaurus' Link prefetches a route when its link enters the viewport (window.docusaurus.prefetch).
    await page.addInitScript(() => {
      const prefetched: string[] = [];
      let client: {prefetch(path: string): unknown} | undefined;
      Object.defineProperty(window, 'prefetchedRoutes', {value: prefetched});
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => client,
        // The client object itself cannot be changed: the page gets a recording copy.
        set(value: {prefetch(path: string): unknown}) {
          client = {...value, prefetch: (path) => (prefetched.push(path), value.prefetch(path))};
        },
      });
    });
    const prefetched = () => page.evaluate(() => (window as unknown as {prefetchedRoutes: string[]}).prefetchedRoutes);
    await visit(page, '/learn/getting-started');
    // The links in view are observed in one commit and reported in one rendering step: once the
    // navbar's 博客 link was prefetched, so would have been any dropdown item in view.
    await expect.poll(prefetched).toContain('/blog');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await prefetched()).filter((path) => path.startsWith('/fo/'))).toEqual([]);

    await page.locator('.navbar .dropdown').filter({hasText: '精选 API'}).hover();
    await expect.poll(prefetched).toContain('/fo/0');
  });

  test('the routes of the links in view are prefetched a few chunks per task, each chunk once', async ({page}) => {
    // Counts the <link rel=prefetch> elements added before a message posted at the first of them
    // arrives: that is, per task (idle callbacks wait for posted messages).
    await page.addInitScript(() => {
      const perTask: number[] = [];
      const urls: string[] = [];
      let count = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        perTask.push(count);
        count = 0;
      };
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLLinkElement && child.rel === 'prefetch') {
          if (count++ === 0) channel.port2.postMessage(null);
          urls.push(child.href);
        }
        return append.call(this, child) as T;
      };
      Object.defineProperty(window, 'prefetchLog', {value: {perTask, urls}});
    });
    type PrefetchLog = {perTask: number[]; urls: string[]};
    const log = () => page.evaluate(() => (window as unknown as {prefetchLog: PrefetchLog}).prefetchLog);
    await visit(page, '/google/ccxt');
    // The sidebar's links in view name some twenty routes and dozens of chunks.
    await expect.poll(async () => (await log()).urls.length).toBeGreaterThan(20);
    const {perTask, urls} = await log();
    expect(Math.max(...perTask), `prefetch links added per task: ${perTask.join(', ')}`).toBeLessThanOrEqual(12);
    expect(new Set(urls).size, 'no chunk is prefetched twice').toBe(urls.length);
    // The prefetcher finds a chunk's file from its name alone (plugins/lean-bundle/chunk-url.ts).
    const missing = urls.filter((url) => !fs.existsSync(path.join(MAIN_BUILD, decodeURIComponent(new URL(url).pathname))));
    expect(missing, 'every prefetched URL names a file of the build').toEqual([]);
    const ownScripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
    expect(urls.filter((url) => ownScripts.includes(url)), 'the page’s own scripts are not prefetched').toEqual([]);
  });

  test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
    await visit(page, '/learn/getting-started');
    const navbar = page.locator('nav.navbar');
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.keyboard.press('PageDown');
    await expect(navbar).toHaveClass(/navbarHidden/);
    // Keyboard scrolling is animated: wait until it has come to rest before scrolling back.
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      })
      .toBe(true);
    const scrolled = last;
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the skip link moves focus to the main content', async ({page}) => {
    await visit(page, '/google/support');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: '跳到主要内容'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moves to <main>: the next Tab lands inside it, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container'))).toBe(false);
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens, closes, and closes itself when the window becomes desktop width', async ({page}) => {
    await visit(page, '/');
    const navbar = page.locator('nav.navbar');
    const toggle = page.getByRole('button', {name: '切换导航栏'});
    await toggle.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: '博客'})).toBeVisible();
    await page.locator('.navbar-sidebar__close').click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1200, height: 844});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });

  // The sweep (pages.spec.ts) runs at desktop width; this is the narrow layout of a docs page.
  test('a docs page passes axe at 390 px, the search button named by its hidden label', async ({page}) => {
    await visit(page, '/google/ccxt');
    await expect(page.getByRole('button', {name: '搜索', exact: true})).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('colour mode persists across reloads and syncs to a second tab', async ({page, context}) => {
  await visit(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const second = await context.newPage();
  await visit(second, '/blog');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  // The toggle cycles system → light → dark.
  const toggle = page.getByRole('button', {name: /切换浅色\/暗黑模式/});
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  // Let the other tab take the first change before making the second: theme-common's storage
  // listener writes the value it receives back, so two changes inside one cross-tab round trip
  // can echo the older one last.
  await expect(second.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('colour mode follows the system preference when nothing is stored', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await visit(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test.describe('announcement bar', () => {
  test('dismissal persists across reloads', async ({page}) => {
    await visit(page, '/');
    const bar = page.getByRole('banner').filter({hasText: '公共 API 目录已收录'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: '关闭'}).click();
    await expect(bar).toBeHidden();
    await reload(page);
    await expect(page.getByText('公共 API 目录已收录')).toHaveCount(0);
    // The pre-hydration CSS hiding is never lifted for a dismissed bar, so it cannot flash.
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  });

  test('returns when the announcement id changes', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await visit(page, '/');
    await expect(page.getByText('公共 API 目录已收录')).toBeVisible();
  });
});

test('the footer has five link columns, a logo and a copyright line', async ({page}) => {
  await visit(page, '/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['文档', 'GitHub', '团队', 'React', 'apis']);
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('apis 团队');
  expect(await footer.locator('a[href^="https://"]').count()).toBeGreaterThan(3);
});

test('a client-side navigation announces the new page to screen readers', async ({page}) => {
  await visit(page, '/');
  await page.locator('nav.navbar').getByRole('link', {name: '博客'}).click();
  const announcer = page.locator('#route-announcer');
  await expect(announcer).toHaveText('已打开页面：博客');
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  await expect(announcer).toHaveAttribute('data-path', '/blog');
  await page.locator('nav.navbar').getByRole('link', {name: '案例展示'}).click();
  await expect(announcer).toHaveAttribute('data-path', '/showcase');
  await expect(announcer).toHaveText(`已打开页面：${await page.getByRole('heading', {level: 1}).textContent()}`);
});
