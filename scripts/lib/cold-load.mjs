// @ts-check
/**
 * What a visitor's browser downloads to show a page, as Chromium fetches it on a cold load (new
 * context, empty cache): every script and stylesheet it requests until the page has hydrated and the
 * network is idle, which is the runtime, the main bundle and the route's own chunks. Prefetches of
 * other routes (Docusaurus' link prefetching) are listed apart. Sizes are brotli at quality 11 of the
 * build's files, so the figures do not depend on how the server compresses or on timing.
 *
 * Shared by `npm run bench` (ours and the stock reference) and the byte budgets of e2e/page-weight.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One type of page per row of the bench and the budgets, at a path both sites have. */
export const PAGE_TYPES = /** @type {const} */ ([
  ['home', '/'],
  ['/google doc', '/google/ccxt'],
  ['/learn doc', '/learn/puppeteer'],
  ['featured API', '/fo/0'],
  ['blog post', '/blog/2025/11/04/chinese-search-and-ime'],
  ['catalogue category', '/google/api/development'],
]);

/** @type {Map<string, number>} */
const brotliSizes = new Map();

/** Brotli size at quality 11 of a file, cached. @param {string} file */
export function brotliSize(file) {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    const body = fs.readFileSync(file);
    size = zlib.brotliCompressSync(body, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length},
    }).length;
    brotliSizes.set(file, size);
  }
  return size;
}

/**
 * @typedef {{path: string, bytes: number}} Asset
 * @typedef {{scripts: Asset[], stylesheets: Asset[], prefetched: Asset[], js: number, css: number, prefetchedBytes: number}} ColdLoad
 */

/** @param {Asset[]} assets */
const total = (assets) => assets.reduce((sum, asset) => sum + asset.bytes, 0);

/**
 * Loads `origin + urlPath` in a new page of `context` (which must be fresh: its cache is part of the
 * measure) and returns what it fetched from the build in `buildDir`.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 * @param {string} urlPath
 * @param {string} buildDir
 * @returns {Promise<ColdLoad>}
 */
export async function coldLoad(context, origin, urlPath, buildDir) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  /** @type {{url: string, type: string, prefetch: boolean}[]} */
  const requests = [];
  session.on('Network.requestWillBeSent', ({request, type}) => {
    const purpose = request.headers['Sec-Purpose'] ?? request.headers['Purpose'] ?? '';
    requests.push({url: request.url, type: type ?? 'Other', prefetch: purpose.includes('prefetch')});
  });
  await session.send('Network.enable');
  await page.goto(`${origin}${urlPath}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await page.close();
  /** @param {string} url */
  const asset = (url) => {
    const pathname = decodeURIComponent(new URL(url).pathname);
    return {path: pathname, bytes: brotliSize(path.join(buildDir, pathname))};
  };
  const own = requests.filter((request) => new URL(request.url).origin === origin);
  const unique = (/** @type {Asset[]} */ assets) => [...new Map(assets.map((a) => [a.path, a])).values()];
  const scripts = unique(own.filter((r) => r.type === 'Script' && !r.prefetch).map((r) => asset(r.url)));
  const stylesheets = unique(own.filter((r) => r.type === 'Stylesheet' && !r.prefetch).map((r) => asset(r.url)));
  const prefetched = unique(own.filter((r) => r.prefetch && /\.(js|css)$/.test(new URL(r.url).pathname)).map((r) => asset(r.url)));
  return {scripts, stylesheets, prefetched, js: total(scripts), css: total(stylesheets), prefetchedBytes: total(prefetched)};
}
