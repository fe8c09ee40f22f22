// @ts-check
/**
 * How cost grows with the site (issue #25): our site and the stock reference built again with N generated
 * pages added (./scale.mjs), against their base builds. Our base is built here from the same kind of copy
 * as the scaled one (sources without .git, like the stock reference), so the difference is the pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium, SEALED_NETWORK_ARG} from '../lib/browser.mjs';
import {coldLoad, brotliSize} from '../lib/cold-load.mjs';
import {copySourcesWithoutGit} from '../lib/source-copy.mjs';
import {serveBuild} from '../lib/static-server.mjs';
import {precachedUrls} from '../site-checks/precache.mjs';
import {gib, timedBuild} from './builds.mjs';
import {kib} from './format.mjs';
import {addScalePages} from './scale.mjs';
import {benchSearch, indexDir} from './search.mjs';
import {writeStockSite} from './stock-site.mjs';

/** The main bundle of a build: raw bytes and brotli bytes. @param {string} buildDir */
function mainBundle(buildDir) {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs.readdirSync(dir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no main bundle in ${dir}`);
  return {raw: fs.statSync(path.join(dir, file)).size, brotli: brotliSize(path.join(dir, file))};
}

/** Bytes the offline precache holds. @param {string} buildDir */
function precacheBytes(buildDir) {
  return (precachedUrls(buildDir) ?? []).reduce((sum, url) => sum + fs.statSync(path.join(buildDir, decodeURIComponent(url))).size, 0);
}

/** The largest term shard of the search index, in brotli bytes. @param {string} buildDir */
function largestShard(buildDir) {
  const dir = indexDir(buildDir);
  if (!dir) return null;
  const termsDir = path.join(dir, 'terms');
  if (!fs.existsSync(termsDir)) return null;
  return Math.max(...fs.readdirSync(termsDir).filter((name) => name.endsWith('.json')).map((name) => brotliSize(path.join(termsDir, name))));
}

/**
 * @param {{root: string, count: number, stockBase: {dir: string, cost: {build: import('./builds.mjs').StepCost} | null}, row: (group: string, metric: string, value: string) => void}} options
 */
export async function benchScale({root, count, stockBase, row}) {
  if (!stockBase.cost) throw new Error('--scale needs the stock reference built in the same run');
  const group = `growth: +${count} generated pages`;
  const oursBaseDir = copySourcesWithoutGit(root, 'apis-scale-base-');
  const oursScaledDir = copySourcesWithoutGit(root, 'apis-scale-');
  if (!oursBaseDir || !oursScaledDir) throw new Error('--scale copies the sources Git tracks: run it in a Git worktree');
  const stockScaledDir = path.join(os.tmpdir(), 'apis-stock-scaled');
  writeStockSite(root, stockScaledDir);
  addScalePages(oursScaledDir, count);
  addScalePages(stockScaledDir, count);
  const out = (/** @type {string} */ dir) => path.join(dir, 'build');
  try {
    const oursBase = timedBuild(root, oursBaseDir, out(oursBaseDir));
    const oursScaled = timedBuild(root, oursScaledDir, out(oursScaledDir));
    const stockScaled = timedBuild(root, stockScaledDir, out(stockScaledDir));
    const stockBaseBuild = stockBase.cost.build;

    const perPage = (/** @type {number} */ base, /** @type {number} */ scaled) => ((scaled - base) * 1000) / count;
    const oursMs = perPage(oursBase.build.seconds, oursScaled.build.seconds);
    const stockMs = perPage(stockBaseBuild.seconds, stockScaled.build.seconds);
    row(group, 'docusaurus build, ours: base → scaled', `${oursBase.build.seconds.toFixed(1)} → ${oursScaled.build.seconds.toFixed(1)} s, ${oursMs.toFixed(1)} ms per page`);
    row(group, 'docusaurus build, stock: base → scaled', `${stockBaseBuild.seconds.toFixed(1)} → ${stockScaled.build.seconds.toFixed(1)} s, ${stockMs.toFixed(1)} ms per page`);
    row(group, 'build time per added page, ours ÷ stock (target <= 1)', (oursMs / stockMs).toFixed(2));
    row(
      group,
      'peak memory, ours: build / precompress (target <= 4 GiB)',
      `base ${gib(oursBase.build.peakRssBytes)} / ${gib(oursBase.precompress.peakRssBytes)}, scaled ${gib(oursScaled.build.peakRssBytes)} / ${gib(oursScaled.precompress.peakRssBytes)}`,
    );
    row(group, 'precompress time, ours: base → scaled', `${oursBase.precompress.seconds.toFixed(1)} → ${oursScaled.precompress.seconds.toFixed(1)} s`);
    row(group, 'peak memory, stock build: base → scaled', `${gib(stockBaseBuild.peakRssBytes)} → ${gib(stockScaled.build.peakRssBytes)}`);

    const [mainOursBase, mainOursScaled, mainStockBase, mainStockScaled] = [out(oursBaseDir), out(oursScaledDir), path.join(stockBase.dir, 'build'), out(stockScaledDir)].map(mainBundle);
    const growth = (/** @type {{brotli: number, raw: number}} */ a, /** @type {{brotli: number, raw: number}} */ b) =>
      `${((b.raw - a.raw) / count).toFixed(1)} B raw, ${((b.brotli - a.brotli) / count).toFixed(1)} B brotli per page`;
    row(group, 'main.js growth, ours', growth(mainOursBase, mainOursScaled));
    row(group, 'main.js growth, stock (target: ours <= stock)', growth(mainStockBase, mainStockScaled));

    const browser = await chromium.launch({executablePath: findChromium(), args: [...chromiumArgs(), SEALED_NETWORK_ARG]});
    try {
      for (const [label, dir] of [['ours', out(oursScaledDir)], ['stock', out(stockScaledDir)]]) {
        const site = await serveBuild(dir);
        const context = await browser.newContext();
        try {
          const load = await coldLoad(context, site.origin, '/google/ccxt', dir);
          row(group, `first-load script of /google/ccxt, ${label}`, `${kib(load.js)} in ${load.scripts.length} files, CSS ${kib(load.css)}`);
        } finally {
          await context.close();
          await site.stop();
        }
      }
    } finally {
      await browser.close();
    }

    const shard = largestShard(out(oursScaledDir));
    row(group, 'search: largest term shard (target <= 250 KiB)', shard === null ? 'no index' : kib(shard));
    await benchSearch(out(oursScaledDir), (/** @type {string} */ searchGroup, /** @type {string} */ metric, /** @type {string} */ value) =>
      row(`${group}, ${searchGroup}`, metric, value),
    );
    row(group, 'offline precache, ours: base → scaled', `${kib(precacheBytes(out(oursBaseDir)))} → ${kib(precacheBytes(out(oursScaledDir)))}`);
  } finally {
    for (const dir of [oursBaseDir, oursScaledDir, stockScaledDir]) fs.rmSync(dir, {recursive: true, force: true});
  }
}
