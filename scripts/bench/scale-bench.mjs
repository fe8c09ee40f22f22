// @ts-check
/**
 * How cost grows with the site (issue #25): our site and the stock reference built again with N generated
 * pages added (./scale.mjs), against their base builds; with several sizes, each size is built, so the
 * cost per added page can be compared between sizes (linear growth keeps it the same).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium, SEALED_NETWORK_ARG} from '../lib/browser.mjs';
import {coldLoad, brotliSize} from '../lib/cold-load.mjs';
import {copySourcesWithoutGit} from '../lib/source-copy.mjs';
import {listHtmlFiles} from '../../plugins/lib/site-html.mjs';
import {serveBuild} from '../lib/static-server.mjs';
import {precachedUrls} from '../site-checks/precache.mjs';
import {coldBuild, gib, timedBuild} from './builds.mjs';
import {kib} from './format.mjs';
import {addScalePages, marginalCosts} from './scale.mjs';
import {benchSearch, indexDir} from './search.mjs';
import {writeStockSite} from './stock-site.mjs';

/**
 * The scripts every page of a build starts with, raw and brotli bytes: the main bundle and webpack's
 * runtime. The stock build has the runtime in a file of its own (runtime~main); ours has it inside the
 * main bundle (plugins/lean-bundle), so main.js alone (the measure the target is set on) counts the
 * runtime's per-page chunk maps for ours only; runtime + main.js is reported beside it.
 * @param {string} buildDir
 * @returns {{main: {raw: number, brotli: number}, runtime: {raw: number, brotli: number}}}
 */
function entryScripts(buildDir) {
  const dir = path.join(buildDir, 'assets/js');
  const names = fs.readdirSync(dir);
  const file = (/** @type {RegExp} */ pattern) => names.find((name) => pattern.test(name));
  const main = file(/^main\.[0-9a-f]+\.js$/);
  if (!main) throw new Error(`no main bundle in ${dir}`);
  const runtime = file(/^runtime~main\.[0-9a-f]+\.js$/);
  const size = (/** @type {string | undefined} */ name) =>
    name ? {raw: fs.statSync(path.join(dir, name)).size, brotli: brotliSize(path.join(dir, name))} : {raw: 0, brotli: 0};
  return {main: size(main), runtime: size(runtime)};
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

/** Bytes of every HTML file of a build: what the sidebar of a long category makes grow faster than the page count. @param {string} buildDir */
function htmlBytes(buildDir) {
  return listHtmlFiles(buildDir).reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

/**
 * @typedef {{build: import('./builds.mjs').StepCost, precompress: import('./builds.mjs').StepCost | null}} BuildCost
 * @typedef {{pages: number, cost: BuildCost, html: number, entry: ReturnType<typeof entryScripts>, precache: number}} SizePoint
 */

/**
 * A copy of a site with `count` generated pages added, built and, with `precompress`, precompressed;
 * the copy is removed unless `keep`, once measured.
 * @param {string} root
 * @param {string} siteDir a fresh copy of the site's sources, owned by this call
 * @param {number} count
 * @param {{keep: boolean, precompress: boolean}} options
 * @returns {SizePoint}
 */
function measuredSize(root, siteDir, count, {keep, precompress}) {
  const outDir = path.join(siteDir, 'build');
  try {
    if (count > 0) addScalePages(siteDir, count);
    const cost = precompress ? timedBuild(root, siteDir, outDir) : {build: coldBuild(root, siteDir, outDir), precompress: null};
    return {pages: count, cost, html: htmlBytes(outDir), entry: entryScripts(outDir), precache: precacheBytes(outDir)};
  } finally {
    if (!keep) fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

/** The precompression cost of a build that was precompressed (every size of ours). @param {BuildCost} cost */
function precompressed(cost) {
  if (!cost.precompress) throw new Error('this build was not precompressed');
  return cost.precompress;
}

/**
 * The rows of how each step's cost grows over the measured sizes (./scale.mjs marginalCosts).
 * @param {string} label
 * @param {SizePoint[]} points base first
 * @param {(point: SizePoint) => number} value
 * @param {(perPage: number) => string} format
 * @returns {[string, string]}
 */
function growthRow(label, points, value, format) {
  const {perPage, ratio} = marginalCosts(points.map((point) => ({pages: point.pages, value: value(point)})));
  const intervals = points.slice(1).map((point, index) => `+${points[index].pages}→+${point.pages}: ${format(perPage[index])}`);
  return [label, `${intervals.join(', ')}; last ÷ first ${ratio === null ? 'n/a' : ratio.toFixed(2)}`];
}

/**
 * @param {{root: string, counts: number[], stockBase: {dir: string, cost: BuildCost | null}, row: (group: string, metric: string, value: string) => void}} options
 *   `counts` ascending (./scale.mjs parseScaleCounts): every figure of the largest, and with several,
 *   how each step's cost per added page changes from one size to the next (linear: the same).
 */
export async function benchScale({root, counts, stockBase, row}) {
  if (!stockBase.cost) throw new Error('--scale needs the stock reference built in the same run');
  const count = counts[counts.length - 1];
  const group = `growth: +${count} generated pages`;
  const copyOurs = () => {
    const dir = copySourcesWithoutGit(root, 'apis-scale-');
    if (!dir) throw new Error('--scale copies the sources Git tracks: run it in a Git worktree');
    return dir;
  };
  const copyStock = () => writeStockSite(root, fs.mkdtempSync(path.join(os.tmpdir(), 'apis-stock-scaled-')));
  // Our base is built here from the same kind of copy as the scaled ones (sources without .git, like the
  // stock reference), so the difference is the pages.
  const ours = [measuredSize(root, copyOurs(), 0, {keep: false, precompress: true})];
  const stockBuildDir = path.join(stockBase.dir, 'build');
  const stock = [{pages: 0, cost: stockBase.cost, html: htmlBytes(stockBuildDir), entry: entryScripts(stockBuildDir), precache: precacheBytes(stockBuildDir)}];
  /** @type {string[]} the largest size's copies, kept for the browser and search rows */
  const kept = [];
  try {
    for (const size of counts) {
      const keep = size === count;
      const oursDir = copyOurs();
      const stockDir = copyStock();
      if (keep) kept.push(oursDir, stockDir);
      ours.push(measuredSize(root, oursDir, size, {keep, precompress: true}));
      // No target concerns the stock site's precompression, and it is the slowest step of the run: the
      // stock sidebar puts a whole category on each of its pages, so brotli 11 of its HTML takes over
      // ten minutes at +1000 pages and grows with the square of the count.
      stock.push(measuredSize(root, stockDir, size, {keep, precompress: false}));
    }
    const [oursScaledDir, stockScaledDir] = kept;
    const out = (/** @type {string} */ dir) => path.join(dir, 'build');
    const oursBase = ours[0].cost;
    const oursScaled = ours[ours.length - 1].cost;
    const stockBaseBuild = stockBase.cost.build;
    const stockScaled = stock[stock.length - 1].cost;

    /** The increase per added page from the base to the largest size. */
    const perPage = (/** @type {number} */ base, /** @type {number} */ scaled) => marginalCosts([{pages: 0, value: base}, {pages: count, value: scaled}]).perPage[0];
    const oursMs = perPage(oursBase.build.seconds, oursScaled.build.seconds) * 1000;
    const stockMs = perPage(stockBaseBuild.seconds, stockScaled.build.seconds) * 1000;
    row(group, 'docusaurus build, ours: base → scaled', `${oursBase.build.seconds.toFixed(1)} → ${oursScaled.build.seconds.toFixed(1)} s, ${oursMs.toFixed(1)} ms per page`);
    row(group, 'docusaurus build, stock: base → scaled', `${stockBaseBuild.seconds.toFixed(1)} → ${stockScaled.build.seconds.toFixed(1)} s, ${stockMs.toFixed(1)} ms per page`);
    row(group, 'build time per added page, ours ÷ stock (target <= 1)', (oursMs / stockMs).toFixed(2));
    row(
      group,
      'peak memory, ours: build / precompress (target <= 4 GiB)',
      `base ${gib(oursBase.build.peakRssBytes)} / ${gib(precompressed(oursBase).peakRssBytes)}, scaled ${gib(oursScaled.build.peakRssBytes)} / ${gib(precompressed(oursScaled).peakRssBytes)}`,
    );
    row(group, 'precompress time, ours: base → scaled', `${precompressed(oursBase).seconds.toFixed(1)} → ${precompressed(oursScaled).seconds.toFixed(1)} s`);
    row(group, 'precompress, stock: scaled copies', 'not run (no target; brotli 11 of HTML that grows with the square of the count)');
    row(group, 'peak memory, stock build: base → scaled', `${gib(stockBaseBuild.peakRssBytes)} → ${gib(stockScaled.build.peakRssBytes)}`);

    /** @param {SizePoint[]} points @param {(entry: SizePoint['entry']) => {raw: number, brotli: number}} bytes */
    const growth = (points, bytes) => {
      const [a, b] = [bytes(points[0].entry), bytes(points[points.length - 1].entry)];
      return `${perPage(a.raw, b.raw).toFixed(1)} B raw, ${perPage(a.brotli, b.brotli).toFixed(1)} B brotli per page`;
    };
    const mainOnly = (/** @type {SizePoint['entry']} */ entry) => entry.main;
    const runtimeAndMain = (/** @type {SizePoint['entry']} */ entry) => ({raw: entry.main.raw + entry.runtime.raw, brotli: entry.main.brotli + entry.runtime.brotli});
    row(group, 'main.js growth, ours (runtime inside)', growth(ours, mainOnly));
    row(group, 'main.js growth, stock (runtime apart; target: ours <= stock)', growth(stock, mainOnly));
    row(group, 'runtime + main.js growth, ours', growth(ours, runtimeAndMain));
    row(group, 'runtime + main.js growth, stock (for comparison, no target)', growth(stock, runtimeAndMain));

    if (counts.length > 1) {
      const linearity = `growth: linearity over +${counts.join(', +')} pages (per added page; last ÷ first: 1 = linear)`;
      const msPerPage = (/** @type {number} */ seconds) => `${(seconds * 1000).toFixed(1)} ms`;
      for (const [site, points] of /** @type {[string, SizePoint[]][]} */ ([['ours', ours], ['stock', stock]])) {
        row(linearity, ...growthRow(`docusaurus build time, ${site}`, points, (point) => point.cost.build.seconds, msPerPage));
        row(linearity, ...growthRow(`HTML bytes, ${site}`, points, (point) => point.html, kib));
        row(linearity, `peak memory of docusaurus build, ${site}`, points.map((point) => `+${point.pages}: ${gib(point.cost.build.peakRssBytes)}`).join(', '));
      }
      row(linearity, ...growthRow('precompress time, ours', ours, (point) => precompressed(point.cost).seconds, msPerPage));
      row(linearity, 'peak memory of precompress, ours', ours.map((point) => `+${point.pages}: ${gib(precompressed(point.cost).peakRssBytes)}`).join(', '));
    }

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
    row(group, 'offline precache, ours: base → scaled', `${kib(ours[0].precache)} → ${kib(ours[ours.length - 1].precache)}`);
  } finally {
    for (const dir of kept) fs.rmSync(dir, {recursive: true, force: true});
  }
}
