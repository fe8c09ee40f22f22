#!/usr/bin/env node
// Performance numbers of the site: build time, page weight, search index size, index load time and
// as-you-type query latency. Timing lives only here, never in pass/fail tests.
//   node --import tsx scripts/bench.mjs [--skip-build] [--skip-load] [--dir build]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {measurePage} from './site-checks/page-weight.ts';
import {precachedUrls} from './site-checks/precache.mjs';
import {loadTest} from './bench/load.mjs';
import {benchSearch} from './bench/search.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
    'skip-load': {type: 'boolean', default: false},
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, values.dir);

/** Pages whose first-load weight is reported: one of each kind. */
const PAGES = ['/', '/google/gateway', '/learn/puppeteer', '/fo/0', '/blog/2025/11/04/chinese-search-and-ime'];

const rows = [];
const row = (group, metric, value) => rows.push([group, metric, value]);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

// --- build
if (!values['skip-build']) {
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status === 0) spawnSync(process.execPath, ['scripts/precompress.mjs', buildDir], {cwd: root, stdio: 'inherit'});
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}`.split('\n').slice(-40).join('\n'));
    console.error(`\ndocusaurus build failed (exit ${result.status}) after ${seconds.toFixed(1)} s`);
    process.exit(1);
  }
  row('build', 'docusaurus build', `${seconds.toFixed(1)} s`);
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in "${values.dir}": run "npm run build" first, or drop --skip-build.`);
  process.exit(1);
}

// --- page weight

// The same reading as the byte budgets of `npm test` (a parser over the minified HTML, brotli 11).
for (const page of PAGES) {
  try {
    const weight = measurePage(buildDir, page);
    row(
      'page weight',
      `${page} (HTML + ${weight.scripts.length} JS + ${weight.stylesheets.length} CSS)`,
      `HTML ${kib(weight.html)}, JS ${kib(weight.js)}, CSS ${kib(weight.css)}, total ${kib(weight.total)} brotli`,
    );
  } catch (error) {
    row('page weight', page, error.message);
  }
}

// --- search index
await benchSearch(buildDir, row);

// --- offline precache (plugins/pwa) against what the stock plugin-pwa globs would precache
const STOCK_GLOB = /\.(js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/i;
const STOCK_MAX_FILE_BYTES = 2 * 1024 * 1024;
function walk(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
const precached = precachedUrls(buildDir);
if (precached) {
  const precachedBytes = precached.reduce((sum, url) => sum + fs.statSync(path.join(buildDir, decodeURIComponent(url))).size, 0);
  const stock = walk(buildDir)
    .filter((file) => STOCK_GLOB.test(file) && path.basename(file) !== 'sw.js')
    .map((file) => fs.statSync(file).size)
    .filter((size) => size <= STOCK_MAX_FILE_BYTES);
  const stockBytes = stock.reduce((sum, size) => sum + size, 0);
  row('offline precache', 'files / size', `${precached.length} files, ${kib(precachedBytes)}`);
  row('offline precache', 'stock plugin globs, same build', `${stock.length} files, ${kib(stockBytes)}`);
  row('offline precache', 'ratio (target <= 0.3, issue #14)', (precachedBytes / stockBytes).toFixed(2));
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

// --- table
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), ['group', 'metric', 'value'][c].length));
const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
console.log(line(['group', 'metric', 'value']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(`\nNode ${process.version}, ${(await import('node:os')).cpus().length} CPUs, load average ${(await import('node:os')).loadavg()[0].toFixed(2)}`);
