#!/usr/bin/env node
// Performance numbers of the site, side by side with the stock reference (the same content built by
// plain preset-classic, scripts/bench/stock-site.mjs): build time, first-load weight and Lighthouse
// of six page types, search index size and latency, precache size, serving under load, and the
// MDN HTTP Observatory's grade of the security headers. Timing lives only here, never in pass/fail tests.
//   node --import tsx scripts/bench.mjs [--skip-build] [--skip-stock] [--skip-lighthouse] [--lighthouse-runs N]
//     [--build-runs N] [--skip-load] [--skip-observatory] [--dir build] [--scale N[,N…]]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {precacheWeight} from './site-checks/precache.mjs';
import {loadTest} from './bench/load.mjs';
import {benchSearch} from './bench/search.mjs';
import {writeStockSite} from './bench/stock-site.mjs';
import {gib, interleavedBuilds, medianCost, precompressBuild} from './bench/builds.mjs';
import {benchScale} from './bench/scale-bench.mjs';
import {parseScaleCounts} from './bench/scale.mjs';
import {benchObservatory} from './bench/observatory.mjs';
import {lighthouse, medianRun} from './bench/lighthouse.mjs';
import {serveBuild} from './lib/static-server.mjs';
import {kib} from './bench/format.mjs';
import {benchSearchInBrowser} from './bench/search-browser.mjs';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium, SEALED_NETWORK_ARG} from './lib/browser.mjs';
import {coldLoad, PAGE_TYPES} from './lib/cold-load.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
    'skip-load': {type: 'boolean', default: false},
    'skip-observatory': {type: 'boolean', default: false},
    'skip-stock': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'lighthouse-runs': {type: 'string', default: '5'},
    'build-runs': {type: 'string', default: '3'},
    scale: {type: 'string'},
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, values.dir);
// Read before any build, so a mistyped value stops the run at once rather than after the builds.
/** @type {number[] | null} */
let scaleCounts = null;
try {
  if (values.scale !== undefined) scaleCounts = parseScaleCounts(values.scale);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

/** @type {[group: string, metric: string, value: string][]} */
const rows = [];
/** @type {import('./bench/format.mjs').Row} */
const row = (group, metric, value) => void rows.push([group, metric, value]);


// --- builds: both cold (no persistent bundler cache), so the ratio is what our plugins and theme add
const stockDir = path.join(os.tmpdir(), 'apis-stock-reference');
const stockBuildDir = path.join(stockDir, 'build');
const buildRuns = Number(values['build-runs']);
const builtSites = [
  ...(values['skip-build'] ? [] : [{name: 'ours', siteDir: root, outDir: buildDir}]),
  ...(values['skip-stock'] ? [] : [{name: 'stock reference', siteDir: writeStockSite(root, stockDir), outDir: stockBuildDir}]),
];
const builds = interleavedBuilds(root, builtSites, buildRuns);
/** @param {import('./bench/builds.mjs').StepCost} cost */
const seconds = (cost) => `${cost.seconds.toFixed(1)} s`;
/** @param {import('./bench/builds.mjs').StepCost[]} runs */
const medianOf = (runs) => {
  const median = medianCost(runs);
  return `${seconds(median)} (median of ${runs.map((run) => run.seconds.toFixed(1)).join(', ')}), peak ${gib(median.peakRssBytes)}`;
};
builtSites.forEach((site, index) => row('build (cold)', `docusaurus build, ${site.name}`, medianOf(builds[index])));
// Every site this run built is served as `npm run build` leaves it, precompressed: the stock build too,
// or its pages would go out uncompressed against our brotli ones (serveBuild below refuses that).
const precompressCosts = builtSites.map((site) => {
  const precompress = precompressBuild(root, site.outDir);
  row('build (cold)', `precompress, ${site.name} (brotli 11)`, `${seconds(precompress)}, peak ${gib(precompress.peakRssBytes)}`);
  return precompress;
});
if (builds.length === 2) row('build (cold)', 'ours ÷ stock, medians (target <= 1.3)', (medianCost(builds[0]).seconds / medianCost(builds[1]).seconds).toFixed(2));
const stockRuns = values['skip-stock'] ? null : builds[builds.length - 1];
const stockPrecompress = values['skip-stock'] ? null : precompressCosts[precompressCosts.length - 1];
const PRECOMPRESSED = {requirePrecompressed: true};

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in "${values.dir}": run "npm run build" first, or drop --skip-build.`);
  process.exit(1);
}

// --- first load as Chromium fetches it on a cold load (scripts/lib/cold-load.mjs): runtime, main and
// the route's chunks; prefetches of other routes apart. Same reading as the budgets of `npm test`.
/** @type {(a: number, b: number) => string} */
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
{
  const sites = [await serveBuild(buildDir, PRECOMPRESSED), ...(values['skip-stock'] ? [] : [await serveBuild(stockBuildDir, PRECOMPRESSED)])];
  const browser = await chromium.launch({executablePath: findChromium(), args: [...chromiumArgs(), SEALED_NETWORK_ARG]});
  try {
    /** @type {(site: {origin: string}, dir: string, page: string) => Promise<import('./lib/cold-load.mjs').ColdLoad>} */
    const measure = async (site, dir, page) => {
      const context = await browser.newContext();
      try {
        return await coldLoad(context, site.origin, page, dir);
      } finally {
        await context.close();
      }
    };
    for (const [type, page] of PAGE_TYPES) {
      const ours = await measure(sites[0], buildDir, page);
      const stock = sites[1] ? await measure(sites[1], stockBuildDir, page) : null;
      /** @param {'js' | 'css' | 'prefetchedBytes'} key */
      const versus = (key) => (stock ? `${kib(ours[key])} / ${kib(stock[key])} (${ratio(ours[key], stock[key])})` : kib(ours[key]));
      row(
        'cold load, brotli: ours / stock (ratio)',
        `${type} ${page}`,
        `script ${versus('js')} in ${ours.scripts.length}${stock ? ` / ${stock.scripts.length}` : ''} files, CSS ${versus('css')}, later prefetches ${versus('prefetchedBytes')}`,
      );
    }
    if (sites[1]) row('cold load, brotli: ours / stock (ratio)', 'targets', 'script <= 0.9, CSS <= 1.2 on every page type');
  } finally {
    await browser.close();
    await Promise.all(sites.map((site) => site.stop()));
  }
}

// --- Lighthouse (mobile), median of N runs, ours and stock interleaved so machine load hits both
if (!values['skip-stock'] && !values['skip-lighthouse']) {
  const runs = Number(values['lighthouse-runs']);
  const [ourSite, stockSite] = [await serveBuild(buildDir, PRECOMPRESSED), await serveBuild(stockBuildDir, PRECOMPRESSED)];
  try {
    /** @typedef {import('./bench/lighthouse.mjs').LighthouseRun} LighthouseRun */
    /** @type {Map<string, {ours: LighthouseRun[], stock: LighthouseRun[]}>} */
    const results = new Map(PAGE_TYPES.map(([, page]) => [page, {ours: [], stock: []}]));
    /** @param {string} page */
    const resultsOf = (page) => /** @type {{ours: LighthouseRun[], stock: LighthouseRun[]}} */ (results.get(page));
    for (let run = 0; run < runs; run += 1) {
      for (const [, page] of PAGE_TYPES) {
        resultsOf(page).ours.push(await lighthouse(`${ourSite.origin}${page}`));
        resultsOf(page).stock.push(await lighthouse(`${stockSite.origin}${page}`));
      }
    }
    for (const [type, page] of PAGE_TYPES) {
      const [a, b] = [medianRun(resultsOf(page).ours), medianRun(resultsOf(page).stock)];
      row(
        `Lighthouse mobile, median of ${runs}: ours / stock`,
        `${type} ${page}`,
        `performance ${a.performance} / ${b.performance}, TBT ${a.tbt.toFixed(0)} / ${b.tbt.toFixed(0)} ms (${ratio(a.tbt, b.tbt)}), ` +
          `LCP ${a.lcp.toFixed(0)} / ${b.lcp.toFixed(0)} ms (${ratio(a.lcp, b.lcp)}), ours a11y ${a.accessibility} BP ${a.bestPractices} SEO ${a.seo}`,
      );
    }
  } finally {
    await Promise.all([ourSite.stop(), stockSite.stop()]);
  }
}

// --- search index
await benchSearch(buildDir, row);
if (fs.existsSync(path.join(buildDir, 'search'))) await benchSearchInBrowser(buildDir, row);

// --- offline precache (plugins/pwa) against what the stock plugin-pwa globs would precache
const precache = precacheWeight(buildDir);
if (precache) {
  row('offline precache', 'files / size', `${precache.files} files, ${kib(precache.bytes)}`);
  row('offline precache', 'stock plugin globs, same build', `${precache.stockFiles} files, ${kib(precache.stockBytes)}`);
  row('offline precache', 'ratio (target <= 0.3, issue #14)', (precache.bytes / precache.stockBytes).toFixed(3));
} else {
  row('offline precache', 'sw.js', 'not in build');
}

// --- serving under load: our server against `docusaurus serve` (which cannot take non-ASCII paths)
if (!values['skip-load']) {
  const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const servers = [
    {name: 'scripts/serve.mjs', command: [process.execPath, 'scripts/serve.mjs', '--dir', buildDir, '--port', '{port}']},
    {name: 'docusaurus serve', command: [process.execPath, docusaurusBin, 'serve', '--dir', buildDir, '--port', '{port}', '--host', '127.0.0.1', '--no-open']},
  ];
  for (const server of servers) {
    const result = await loadTest({...server, buildDir});
    row(
      'load: 50 connections, 20 s',
      server.name,
      `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors + result.unexpectedStatus}, ` +
        `RSS ${(result.rssBefore / 1024).toFixed(0)} → ${(result.rssAfter / 1024).toFixed(0)} MiB`,
    );
  }
}

// --- security headers: the MDN HTTP Observatory's grade of the nginx recipe (HTTPS) and of `npm start`
if (!values['skip-observatory']) await benchObservatory({root, buildDir, row});

// --- growth: both sites again with N generated pages (scripts/bench/scale-bench.mjs)
if (scaleCounts) {
  if (values['skip-stock']) console.error('--scale compares with the stock reference: drop --skip-stock');
  else {
    const stockBaseCost = stockRuns && stockPrecompress ? {build: medianCost(stockRuns), precompress: stockPrecompress} : null;
    await benchScale({root, counts: scaleCounts, stockBase: {dir: stockDir, cost: stockBaseCost}, row});
  }
}

// --- table
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), ['group', 'metric', 'value'][c].length));
/** @param {string[]} cells */
const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
console.log(line(['group', 'metric', 'value']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(`\nNode ${process.version}, ${(await import('node:os')).cpus().length} CPUs, load average ${(await import('node:os')).loadavg()[0].toFixed(2)}`);
