#!/usr/bin/env node
// Performance numbers of the site: build time, page weight, search index size, index load time and
// as-you-type query latency. Timing lives only here, never in pass/fail tests.
//   node scripts/bench.mjs [--skip-build] [--skip-load] [--dir build] [--runs 5]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {tsImport} from 'tsx/esm/api';
import {resolveUrlPath} from './lib/site-html.mjs';
import {loadTest} from './bench/load.mjs';

const {values} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '5'},
    'skip-load': {type: 'boolean', default: false},
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, values.dir);
const runs = Math.max(1, Number(values.runs) || 5);

/** Pages whose first-load weight is reported: one of each kind. */
const PAGES = ['/', '/google/gateway', '/learn/puppeteer', '/fo/0', '/blog/2025/11/04/chinese-search-and-ime'];

/** Each prefix of these, as typed, is one measured query (Chinese arrives per IME commit). */
const TYPED_QUERIES = [
  'kong', 'puppeteer', 'createTRPCClient', 'json-server', 'weatherstack', 'ccxt 交易所', 'API网关', 'rate limit',
  'superjson', '浏览器自动化', '网页抓取', '汇率换算', '跨域请求', '地理编码', '限流策略',
];

const rows = [];
const row = (group, metric, value) => rows.push([group, metric, value]);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const gzip = (buf) => zlib.gzipSync(buf, {level: 6}).length;
const brotli = (buf) =>
  zlib.brotliCompressSync(buf, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length}}).length;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

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
const {collectRecords} = await tsImport(path.join(root, 'plugins/search-index/build.ts'), import.meta.url);
const {buildIndex, serializeIndex, loadIndex, searchRecords} = await tsImport(path.join(root, 'plugins/search-index/engine.ts'), import.meta.url);

/** Same-origin scripts and stylesheets the HTML itself references (route chunks load later). */
function referencedAssets(html) {
  const out = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)) out.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (!/\brel=["']?(stylesheet|preload|modulepreload)\b/i.test(tag)) continue;
    if (/\brel=["']?preload/i.test(tag) && !/\bas=["']?(script|style)\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"' >]+)/i.exec(tag);
    if (href) out.add(href[1]);
  }
  return [...out].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

for (const page of PAGES) {
  const file = resolveUrlPath(buildDir, page);
  if (!file) {
    row('page weight', page, 'not built');
    continue;
  }
  const html = fs.readFileSync(file);
  let raw = html.length;
  let gz = gzip(html);
  let count = 1;
  for (const asset of referencedAssets(html.toString('utf8'))) {
    const assetFile = path.join(buildDir, decodeURIComponent(asset.split(/[?#]/)[0]));
    if (!fs.existsSync(assetFile)) continue;
    const body = fs.readFileSync(assetFile);
    raw += body.length;
    gz += gzip(body);
    count += 1;
  }
  row('page weight', `${page} (HTML + ${count - 1} JS/CSS)`, `${kib(raw)} raw, ${kib(gz)} gzip`);
}

// --- search index
const searchDir = path.join(buildDir, 'search');
const built = fs.existsSync(searchDir)
  ? fs
      .readdirSync(searchDir)
      .filter((name) => /^index\.[\w-]+\.json$/.test(name))
      .map((name) => path.join(searchDir, name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]
  : undefined;
let indexJson;
if (built) {
  indexJson = fs.readFileSync(built);
  row('search index', 'file', path.relative(root, built));
} else {
  // A build made before the search plugin was wired in: index it the way postBuild would.
  const started = performance.now();
  const {records} = await collectRecords({outDir: buildDir, siteUrl: 'https://apis.example.com'});
  indexJson = Buffer.from(serializeIndex(buildIndex(records)));
  row('search index', 'file', `none in build/: built in-process (${ms(performance.now() - started)})`);
}
const indexText = indexJson.toString('utf8');
const parsedOnce = JSON.parse(indexText);
row('search index', 'records / pages', `${parsedOnce.index.stored?.length ?? parsedOnce.index.index?.documentCount} / ${parsedOnce.pages.length}`);
row('search index', 'size', `${kib(indexJson.length)} raw, ${kib(gzip(indexJson))} gzip, ${kib(brotli(indexJson))} brotli`);

const loadTimes = [];
const parseTimes = [];
let index;
for (let i = 0; i < runs; i += 1) {
  const t0 = performance.now();
  const data = JSON.parse(indexText);
  const t1 = performance.now();
  index = loadIndex(data);
  const t2 = performance.now();
  parseTimes.push(t1 - t0);
  loadTimes.push(t2 - t1);
}
const total = parseTimes.map((p, i) => p + loadTimes[i]);
row('index load', 'first (cold): parse + load', `${ms(parseTimes[0])} + ${ms(loadTimes[0])} = ${ms(total[0])}`);
const sortedTotal = [...total].sort((a, b) => a - b);
row('index load', `median of ${runs}`, ms(percentile(sortedTotal, 50)));

// --- as-you-type latency
const typed = TYPED_QUERIES.flatMap((query) => Array.from({length: Array.from(query).length}, (_, i) => Array.from(query).slice(0, i + 1).join('')));
const latencies = [];
const coldLatencies = [];
for (let round = 0; round < 3; round += 1) {
  for (const query of typed) {
    const t0 = performance.now();
    searchRecords(index, query, {hitsPerPage: 20, snippetWords: 10});
    const elapsed = performance.now() - t0;
    (round === 0 ? coldLatencies : latencies).push(elapsed);
  }
}
latencies.sort((a, b) => a - b);
coldLatencies.sort((a, b) => a - b);
row('query (20 hits built)', `${typed.length} as-you-type prefixes, first pass`, `median ${ms(percentile(coldLatencies, 50))}, p95 ${ms(percentile(coldLatencies, 95))}, max ${ms(coldLatencies.at(-1))}`);
row('query (20 hits built)', 'later passes', `median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1))}`);

// --- offline precache (plugins/pwa) against what the stock plugin-pwa globs would precache
const STOCK_GLOB = /\.(js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/i;
const STOCK_MAX_FILE_BYTES = 2 * 1024 * 1024;
function walk(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
const swFile = path.join(buildDir, 'sw.js');
if (fs.existsSync(swFile)) {
  const precached = [...fs.readFileSync(swFile, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precachedBytes = precached.reduce((sum, url) => sum + fs.statSync(path.join(buildDir, decodeURIComponent(url))).size, 0);
  const stock = walk(buildDir)
    .filter((file) => STOCK_GLOB.test(file) && path.basename(file) !== 'sw.js')
    .map((file) => fs.statSync(file).size)
    .filter((size) => size <= STOCK_MAX_FILE_BYTES);
  const stockBytes = stock.reduce((sum, size) => sum + size, 0);
  row('offline precache', 'files / size', `${precached.length} files, ${kib(precachedBytes)}`);
  row('offline precache', 'stock plugin globs, same build', `${stock.length} files, ${kib(stockBytes)}`);
  row('offline precache', 'ratio (target <= 0.5)', (precachedBytes / stockBytes).toFixed(2));
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
