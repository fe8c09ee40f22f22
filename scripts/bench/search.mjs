// The local search index of a build: its size, what a first query fetches, and how fast queries
// answer once loaded (in Node; the browser time under a slow network is measured by search-browser.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {tsImport} from 'tsx/esm/api';
import {kib, ms, percentile} from './format.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each prefix of these, as typed, is one measured query (Chinese arrives per IME commit). */
export const TYPED_QUERIES = [
  'kong', 'puppeteer', 'createTRPCClient', 'json-server', 'weatherstack', 'ccxt 交易所', 'API网关', 'rate limit',
  'superjson', '浏览器自动化', '网页抓取', '汇率换算', '跨域请求', '地理编码', '限流策略',
];

/**
 * Every file under `dir`, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

/**
 * Bytes on the wire: the precompressed .br file when the build has one, else brotli 11 now.
 * @param {string} file
 * @returns {number}
 */
function brotliSize(file) {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  const body = fs.readFileSync(file);
  return zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
}

/**
 * The folder of the newest index in a build (`search/<version>/`), or undefined.
 * @param {string} buildDir
 * @returns {string | undefined}
 */
export function indexDir(buildDir) {
  const searchDir = path.join(buildDir, 'search');
  if (!fs.existsSync(searchDir)) return undefined;
  const versions = fs
    .readdirSync(searchDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(searchDir, entry.name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return versions[0];
}

/**
 * Adds the search rows to the bench table.
 * @param {string} buildDir
 * @param {import('./format.mjs').Row} row
 */
export async function benchSearch(buildDir, row) {
  const dir = indexDir(buildDir);
  if (!dir) {
    row('search index', 'files', 'none in this build (Algolia build?)');
    return;
  }
  const {ShardedIndex, memoryIndexReader} = await tsImport(path.join(ROOT, 'plugins/search-index/client/sharded-index.ts'), import.meta.url);
  const {searchRecords} = await tsImport(path.join(ROOT, 'plugins/search-index/client/query.ts'), import.meta.url);
  const names = listFiles(dir).filter((name) => name.endsWith('.json'));
  const files = new Map(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
  const wire = new Map(names.map((name) => [name, brotliSize(path.join(dir, name))]));
  const raw = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const brotli = [...wire.values()].reduce((sum, bytes) => sum + bytes, 0);
  row('search index', `${path.relative(buildDir, dir)}/`, `${names.length} files, ${kib(raw)} raw, ${kib(brotli)} brotli (all, as precached offline)`);
  // Every index has a meta.json (plugins/search-index/shared/format.ts).
  const meta = /** @type {string} */ (files.get('meta.json'));
  row('search index', 'meta.json (first fetch)', `${kib(Buffer.byteLength(meta))} raw, ${kib(/** @type {number} */ (wire.get('meta.json')))} brotli`);

  // A first query: a fresh index, every file it reads counted at its brotli size.
  /** @type {[query: string, bytes: number][]} */
  const firstQueryBytes = [];
  for (const query of TYPED_QUERIES) {
    let bytes = 0;
    const index = await ShardedIndex.load(memoryIndexReader(files, (/** @type {string} */ name) => (bytes += wire.get(name) ?? 0)));
    await searchRecords(index, query, {hitsPerPage: 20});
    firstQueryBytes.push([query, bytes]);
  }
  firstQueryBytes.sort((a, b) => b[1] - a[1]);
  const median = percentile(firstQueryBytes.map(([, bytes]) => bytes).sort((a, b) => a - b), 50);
  row('search index', 'first query fetches (target <= 250 KiB)', `median ${kib(median)}, largest ${kib(firstQueryBytes[0][1])} ("${firstQueryBytes[0][0]}")`);

  // As-you-type latency once the files are in memory.
  const index = await ShardedIndex.load(memoryIndexReader(files));
  const typed = TYPED_QUERIES.flatMap((query) => Array.from({length: Array.from(query).length}, (_, i) => Array.from(query).slice(0, i + 1).join('')));
  /** @type {number[]} */
  const first = [];
  /** @type {number[]} */
  const later = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of typed) {
      const started = performance.now();
      await searchRecords(index, query, {hitsPerPage: 20, snippetWords: 10});
      (round === 0 ? first : later).push(performance.now() - started);
    }
  }
  first.sort((a, b) => a - b);
  later.sort((a, b) => a - b);
  row('query (20 hits)', `${typed.length} as-you-type prefixes, first pass (files load)`, `median ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}`);
  row('query (20 hits)', 'later passes', `median ${ms(percentile(later, 50))}, p95 ${ms(percentile(later, 95))}, max ${ms(/** @type {number} */ (later.at(-1)))}`);
}
