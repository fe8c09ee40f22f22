#!/usr/bin/env node
// Re-makes the screenshots of the site's own screens that blog posts show, from a production build:
//
//   npx docusaurus build --out-dir /tmp/shots && node scripts/screenshots.mjs --build /tmp/shots
//
// Run it after a change to one of the screens, then look at the images before committing them.
// The files are written next to the posts that import them (see SHOTS); ideal-image makes the
// 640/1030 px variants at build time, so every source is taken wider than 1030 px.
import {parseArgs} from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from './lib/static-server.mjs';
import {findChromium, chromiumArgs} from './lib/browser.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(values.build);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: build the site first (see the comment at the top of this script).`);
  process.exit(1);
}

const featured = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/featured-apis.json'), 'utf8')).apis;
/** /fo/9 is weatherstack: a request everybody understands, with a short documented response. */
const TRY_IT_INDEX = 9;

/** JPEG at this quality keeps UI text sharp; the build recompresses the variants at 70. */
const JPEG_QUALITY = 88;

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {{x: number, y: number, width: number, height: number}} Clip
 * @typedef {{file: string, path: string, scale: number, viewportHeight?: number, capture(page: Page): Promise<Clip>}} Shot
 */

/**
 * The box of an element that must be on screen.
 * @param {Locator} locator
 * @returns {Promise<Clip>}
 */
async function boxOf(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not visible');
  return box;
}

/** @type {Shot[]} */
const SHOTS = [
  {
    file: 'blog/2025-06-10-release-3-5/catalogue-explorer.jpg',
    path: '/community/public-apis?category=weather&auth=none&https=1&cors=yes',
    scale: 1.5,
    async capture(page) {
      const explorer = page.locator('[data-testid=api-explorer]');
      await explorer.locator('[data-testid=api-explorer-item]').first().waitFor();
      return clipOf(page, explorer, {maxHeight: 640});
    },
  },
  {
    file: 'blog/2025-06-10-release-3-5/search-dialog.jpg',
    path: '/blog',
    scale: 2,
    async capture(page) {
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.fill('天气预报');
      await page.locator('.DocSearch-Hit').first().waitFor();
      // The hits re-render while later index shards arrive; shoot once the list stops changing.
      await page.waitForFunction(() => {
        const seen = /** @type {Window & {__lastHitCount?: number}} */ (window);
        const count = document.querySelectorAll('.DocSearch-Hit').length;
        const stable = count > 0 && seen.__lastHitCount === count;
        seen.__lastHitCount = count;
        return stable;
      }, undefined, {polling: 250});
      // The dialog slides in and is fixed to the viewport: measure it once it has settled, in place.
      const modal = page.locator('.DocSearch-Modal');
      await modal.evaluate((element) => Promise.all(element.ownerDocument.getAnimations().map((animation) => animation.finished)));
      const box = await boxOf(modal);
      return {x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 620)};
    },
  },
  {
    file: 'blog/2024-07-09-cors-explained-through-a-real-failure/try-it-panel.jpg',
    path: `/fo/${TRY_IT_INDEX}`,
    scale: 1.5,
    viewportHeight: 1300,
    async capture(page) {
      const api = featured[TRY_IT_INDEX];
      const endpoint = api.endpoints[0];
      // No real key and no real network: the API answers with the response its docs publish.
      await page.route(`${api.baseUrl}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*'},
          body: JSON.stringify(endpoint.exampleResponse, null, 2),
        }),
      );
      const panel = page.getByRole('region', {name: '在线试用'});
      await panel.getByLabel('API 密钥').fill('demo-key-0000');
      await panel.getByRole('button', {name: '发送请求'}).click();
      const response = panel.getByRole('region', {name: '响应内容'});
      await response.waitFor();
      // From the parameters to the first lines of the response: the part the post talks about.
      const params = panel.locator('fieldset');
      await params.evaluate((element) => element.scrollIntoView({block: 'start'}));
      await page.evaluate(() => window.scrollBy(0, -80));
      const [panelBox, paramsBox, responseBox] = await Promise.all([boxOf(panel), boxOf(params), boxOf(response)]);
      const bottom = Math.min(panelBox.y + panelBox.height, responseBox.y + 300);
      return {x: panelBox.x - 12, y: paramsBox.y - 12, width: panelBox.width + 24, height: bottom - paramsBox.y + 24};
    },
  },
];

/**
 * A clip around the element, scrolled into view, cut at maxHeight CSS pixels.
 * @param {Page} page
 * @param {Locator} locator
 * @param {{maxHeight: number, pad?: number}} options
 * @returns {Promise<Clip>}
 */
async function clipOf(page, locator, {maxHeight, pad = 12}) {
  await locator.evaluate((element) => element.scrollIntoView({block: 'start'}));
  // The sticky navbar covers the top of the viewport: leave room above the element.
  await page.evaluate(() => window.scrollBy(0, -80));
  const box = await boxOf(locator);
  return {x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: Math.min(box.height, maxHeight) + 2 * pad};
}

const {origin, stop} = await serveBuild(buildDir);
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs()});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: {width: 1280, height: shot.viewportHeight ?? 1000},
      deviceScaleFactor: shot.scale,
      colorScheme: 'light',
      locale: 'zh-CN',
      serviceWorkers: 'block',
    });
    // Nothing but the local build; stubs a shot adds are registered later and take precedence.
    await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.goto(origin + shot.path);
    await page.locator('html[data-has-hydrated=true]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // With the announcement bar open the navbar reaches below the top of the search dialog.
    await page.locator('[class*=announcementBarClose]').click();
    const clip = await shot.capture(page);
    const out = path.join(ROOT, shot.file);
    fs.mkdirSync(path.dirname(out), {recursive: true});
    await page.screenshot({path: out, clip, type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled', caret: 'hide'});
    console.log(`${shot.file}: ${Math.round(clip.width * shot.scale)}×${Math.round(clip.height * shot.scale)} px, ${Math.round(fs.statSync(out).size / 1024)} KiB`);
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
