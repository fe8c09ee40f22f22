import {Parser} from 'htmlparser2';
import type {BrowserContext, Page, Route} from '@playwright/test';
import {test, expect, visit, expectNoProblems} from './fixtures';
import {seriousViolations} from './helpers/axe';

/** A post with two screenshots that go through ideal-image (blog/2025-06-10-release-3-5/index.mdx). */
const POST = '/blog/releases/3.5';
const EXPLORER_SHOT = '**/assets/ideal-img/catalogue-explorer.*';
const SEARCH_SHOT = '**/assets/ideal-img/search-dialog.*';
/** docusaurus.config.ts: min 640, max 1030, steps 2. */
const WIDTHS = [640, 1030];

const RETRY_TEXT = '出错了，点击重试';
const OFFLINE_TEXT = '浏览器处于离线状态，图片未加载';
const NOT_FOUND_TEXT = '图片不存在';

interface ServerImage {
  alt: string;
  srcset: string;
  placeholderStyle: string;
  svgWidth: string;
  svgHeight: string;
}

/**
 * The ideal-image markup of server-rendered HTML: each placeholder <div> holds a sized <svg> and a
 * <noscript> fallback <img> carrying the srcset (production HTML leaves attributes unquoted, so
 * only a parser reads it reliably).
 */
function serverImages(html: string): ServerImage[] {
  const images: ServerImage[] = [];
  const divStyles: string[] = [];
  let current: Partial<ServerImage> | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'div') divStyles.push(attributes.style ?? '');
      if (name === 'svg' && divStyles.at(-1)?.includes('aspect-ratio')) {
        current = {placeholderStyle: divStyles.at(-1), svgWidth: attributes.width, svgHeight: attributes.height};
      }
      if (name === 'img' && current && attributes.srcset) {
        images.push({...current, alt: attributes.alt ?? '', srcset: attributes.srcset} as ServerImage);
        current = null;
      }
    },
    onclosetag(name) {
      if (name === 'div') divStyles.pop();
    },
  });
  parser.end(html);
  return images;
}

/** Scrolls the paragraph that introduces a screenshot to the top, which brings the image into view. */
async function scrollToShot(page: Page, intro: string): Promise<void> {
  await page.getByText(intro).evaluate((element) => element.scrollIntoView({block: 'start'}));
}

test('the built post offers each screenshot at the configured widths, with placeholder and fixed proportions', async ({request}) => {
  const response = await request.get(POST);
  expect(response.status()).toBe(200);
  const images = serverImages(await response.text());
  expect(images).toHaveLength(2);
  for (const image of images) {
    expect(image.alt, 'a Chinese description of the screenshot').toMatch(/[\u4e00-\u9fff]{10}/);
    const candidates = image.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.map(([, width]) => width)).toEqual(WIDTHS.map((width) => `${width}w`));
    for (const [url] of candidates) {
      expect(url).toMatch(/^\/assets\/ideal-img\/.+\.jpg$/);
      const file = await request.get(url!);
      expect(file.status(), url).toBe(200);
      expect(file.headers()['content-type']).toBe('image/jpeg');
    }
    expect(image.placeholderStyle).toContain('background-image:url("data:image/');
    expect(Number(image.svgWidth)).toBeGreaterThan(0);
    expect(Number(image.svgHeight)).toBeGreaterThan(0);
    expect(image.placeholderStyle).toContain(`aspect-ratio:${image.svgWidth} / ${image.svgHeight}`);
  }
});

test('a screenshot that fails to load offers a retry button, and the retry shows it', async ({page, problems}) => {
  const attempts: string[] = [];
  await page.route(EXPLORER_SHOT, (route: Route) => {
    attempts.push(route.request().url());
    return attempts.length === 1 ? route.abort('failed') : route.fallback();
  });
  await visit(page, POST);
  await scrollToShot(page, '下图是在目录浏览器中');
  const retry = page.getByRole('button', {name: RETRY_TEXT, exact: true});
  await expect(retry).toBeVisible();
  expect(await seriousViolations(page, {rules: ['label-content-name-mismatch', 'button-name', 'nested-interactive']})).toEqual([]);

  await retry.click();
  const image = page.locator('img[src*="/assets/ideal-img/catalogue-explorer."]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute('alt', /目录浏览器/);
  await expect(retry).toHaveCount(0);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  expectNoProblems(problems, {allowFailedLoads: true});
});

/**
 * Offline as the page itself finds it: a request from the page fails. `setOffline` returns when the
 * browser has acknowledged the emulation, which is not proof that the page's next request obeys it;
 * this waits for that state instead of trusting the return.
 */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await expect
    .poll(() => page.evaluate(() => fetch('/manifest.json', {cache: 'no-store'}).then(() => 'online', () => 'offline')))
    .toBe('offline');
}

test('going offline before a screenshot scrolls into view says it was not loaded', async ({page, context}) => {
  const requested: string[] = [];
  const delivered: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/ideal-img/')) requested.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/ideal-img/')) delivered.push(request.url());
  });
  await visit(page, POST);
  const intro = page.getByText('下图是在目录浏览器中');
  await expect(intro).not.toBeInViewport();
  await goOffline(page, context);
  expect(requested, 'no screenshot is requested before it nears the viewport').toEqual([]);
  await scrollToShot(page, '下图是在目录浏览器中');
  await expect(page.getByText(OFFLINE_TEXT).first()).toBeVisible();
  expect(delivered.filter((url) => url.includes('catalogue-explorer.'))).toEqual([]);
  await expect(page.locator('img[src*="/assets/ideal-img/"]')).toHaveCount(0);
  await context.setOffline(false);
});

test('a missing screenshot says it does not exist, without a retry button', async ({page, problems}) => {
  await page.route(SEARCH_SHOT, (route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'not found'}));
  await visit(page, POST);
  await scrollToShot(page, '下图是在当前版本的搜索框中');
  await expect(page.getByText(NOT_FOUND_TEXT, {exact: true})).toBeVisible();
  await expect(page.getByRole('button', {name: RETRY_TEXT})).toHaveCount(0);
  expectNoProblems(problems, {allowFailedLoads: true});
});

test('loading the screenshots while scrolling through the post shifts nothing in the page content', async ({page}) => {
  // Counts the shifts that move something inside <main>: where a late image would push the text.
  // (Shifts of the navbar alone are a matter for the navbar's own tests.)
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: {node?: Node | null}[]};
    const shifts: {value: number; nodes: string[]}[] = [];
    (window as unknown as {contentShifts: typeof shifts}).contentShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const main = document.querySelector('main');
        const moved = (entry.sources ?? []).map((source) => source.node).filter((node): node is Node => !!node && !!main?.contains(node));
        if (!entry.hadRecentInput && moved.length > 0) {
          shifts.push({value: entry.value, nodes: moved.map((node) => (node as Element).outerHTML?.slice(0, 120) ?? node.nodeName)});
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await visit(page, POST);
  const {innerHeight, scrollHeight} = await page.evaluate(() => ({innerHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight}));
  for (let y = 0; y < scrollHeight; y += Math.floor(innerHeight / 2)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Each step waits for the screenshots in view to finish, so a shift cannot happen after the check.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[src*="/assets/ideal-img/"]')).every((img) => img.complete),
    );
  }
  // A screenshot passed while scrolling may not have started loading (the library loads what stays
  // in view): bring each into view and wait until it has loaded, so every load happens under the observer.
  for (const [intro, file] of [
    ['下图是在目录浏览器中', 'catalogue-explorer'],
    ['下图是在当前版本的搜索框中', 'search-dialog'],
  ] as const) {
    await scrollToShot(page, intro);
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img[src*="/assets/ideal-img/"]')).some(
          (img) => img.src.includes(name) && img.complete && img.naturalWidth > 0,
        ),
      file,
    );
  }
  const images = page.locator('img[src*="/assets/ideal-img/"]');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // Layout-shift entries are delivered after the frame that caused them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as {contentShifts: unknown[]}).contentShifts);
  expect(shifts).toEqual([]);
});
