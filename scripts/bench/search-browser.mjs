// Time to the first search result in Chromium under Lighthouse's "slow 4G" profile (CDP network
// emulation), and the bytes the query fetched. The page loads at full speed in a fresh context (no
// cache); the network is throttled just before the visitor opens search and types.
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium, SEALED_NETWORK_ARG} from '../lib/browser.mjs';
import {serveBuild} from '../lib/static-server.mjs';
import {kib} from './format.mjs';

/** Lighthouse's mobile "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (DevTools applies 90 %). */
export const SLOW_4G = {offline: false, latency: 150, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9};

/** Queries typed as one IME commit each. */
const QUERIES = ['汇率换算', 'kong', 'puppeteer', '地理编码', '网页抓取'];

/** The index before issue #14: one file, 1.27 MB gzip, fetched whole before the first result. */
const MONOLITHIC_INDEX_BYTES = 1.27e6;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} query
 * @returns {Promise<{ms: number, indexBytes: number, allBytes: number}>}
 */
async function firstResult(browser, origin, query) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const session = await context.newCDPSession(page);
    const urls = new Map();
    let indexBytes = 0;
    let allBytes = 0;
    session.on('Network.requestWillBeSent', ({requestId, request}) => urls.set(requestId, request.url));
    session.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      allBytes += encodedDataLength;
      if (new URL(urls.get(requestId) ?? origin).pathname.startsWith('/search/')) indexBytes += encodedDataLength;
    });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_4G);
    const started = performance.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.insertText(query);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
    return {ms: performance.now() - started, indexBytes, allBytes};
  } finally {
    await context.close();
  }
}

/**
 * Adds the rows of the throttled search measurement to the bench table.
 * @param {string} buildDir
 * @param {import('./format.mjs').Row} row
 */
export async function benchSearchInBrowser(buildDir, row) {
  const site = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: findChromium(), args: [...chromiumArgs(), SEALED_NETWORK_ARG]});
  try {
    for (const query of QUERIES) {
      const {ms, indexBytes, allBytes} = await firstResult(browser, site.origin, query);
      row('search in Chromium, slow 4G', `"${query}": open + type → first result`, `${(ms / 1000).toFixed(2)} s, index ${kib(indexBytes)}, all requests ${kib(allBytes)} (dialog code included)`);
    }
    const before = SLOW_4G.latency / 1000 + MONOLITHIC_INDEX_BYTES / SLOW_4G.downloadThroughput;
    row('search in Chromium, slow 4G', 'before (one 1.27 MB gzip index, issue #14)', `>= ${before.toFixed(1)} s: the index transfer alone at this profile`);
  } finally {
    await browser.close();
    await site.stop();
  }
}
