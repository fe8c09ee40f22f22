// @ts-check
/**
 * How the search index scales (issue #25): generates Chinese documentation pages shaped like the
 * site's own, adds them to the real records, and measures the index files the build would write
 * and what a first query fetches. `npm run bench -- --scale N` calls these functions; on its own:
 *   node --import tsx scripts/bench/search-scale.mjs <build dir> [N=2000]
 * prints the table for the build's pages (+0) and with N generated pages added (+N).
 *
 * The generated pages (scripts/bench/search-scale-corpus.mjs) go through the real extractor, and
 * everything is seeded: the same N gives the same pages, so two runs (or two commits) measure the
 * same corpus.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {collectRecords} from '../../plugins/search-index/node/collect';
import {loadSynonyms} from '../../plugins/search-index/node/synonyms';
import {buildIndex, serializeIndex} from '../../plugins/search-index/node/serialize';
import {ShardedIndex, memoryIndexReader} from '../../plugins/search-index/client/sharded-index';
import {searchRecords} from '../../plugins/search-index/client/query';
import {QUESTION_CASES, RELEVANCE_CASES, UNTUNED_QUESTIONS} from '../../plugins/search-index/__relevance__/cases';
import {SEARCH_INDEX_SCOPE} from '../../config/search';
import {TYPED_QUERIES} from './search.mjs';
import {kib, percentile} from './format.mjs';
import {generateRecords} from './search-scale-corpus.mjs';

/** @typedef {import('../../plugins/search-index/shared/types').DocSearchRecord} DocSearchRecord */
/** @typedef {import('../../plugins/search-index/shared/synonyms').SynonymGroup} SynonymGroup */

/** The queries whose first fetch is measured: the bench's typed queries and the relevance test's, questions included. */
export const SCALE_QUERIES = [...new Set([...TYPED_QUERIES, ...[...RELEVANCE_CASES, ...QUESTION_CASES, ...UNTUNED_QUESTIONS].map(([query]) => query)])];

/** @param {string} text */
const brotli = (text) => zlib.brotliCompressSync(Buffer.from(text), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

/**
 * @typedef {object} IndexReport
 * @property {number} pages
 * @property {number} records
 * @property {number} files
 * @property {number} rawBytes all files, uncompressed
 * @property {number} totalBytes all files, brotli 11 (what the offline precache downloads)
 * @property {number} metaBytes meta.json, brotli 11
 * @property {number} shards term shard files
 * @property {{name: string, bytes: number}} largestShard brotli 11
 * @property {{median: number, largest: number, largestQuery: string, perQuery: [string, number][]}} firstQuery
 *   brotli bytes a fresh index reads to answer one query (meta, term shards, page texts of the hits shown)
 * @property {number} buildMs MiniSearch indexing
 * @property {number} serializeMs splitting into files
 */

/**
 * Builds the index files of `records` in memory, as the build writes them, and measures them.
 * @param {readonly DocSearchRecord[]} records
 * @param {{queries?: readonly string[], synonyms?: readonly SynonymGroup[]}} [options] `synonyms`: the list meta.json carries (none unless given)
 * @returns {Promise<IndexReport>}
 */
export async function measureIndex(records, {queries = SCALE_QUERIES, synonyms = []} = {}) {
  const started = performance.now();
  const built = buildIndex(records);
  const indexed = performance.now();
  const files = serializeIndex(built, {synonyms});
  const serialized = performance.now();
  /** @type {Map<string, number>} */
  const wire = new Map();
  /** @param {string} name */
  const wireSize = (name) => {
    let bytes = wire.get(name);
    if (bytes === undefined) {
      bytes = brotli(files.get(name) ?? '');
      wire.set(name, bytes);
    }
    return bytes;
  };
  let rawBytes = 0;
  let totalBytes = 0;
  let largestShard = {name: '', bytes: 0};
  let shards = 0;
  for (const [name, text] of files) {
    rawBytes += Buffer.byteLength(text);
    totalBytes += wireSize(name);
    if (name.startsWith('terms/')) {
      shards += 1;
      if (wireSize(name) > largestShard.bytes) largestShard = {name, bytes: wireSize(name)};
    }
  }
  /** @type {[string, number][]} */
  const perQuery = [];
  for (const query of queries) {
    let bytes = 0;
    const index = await ShardedIndex.load(memoryIndexReader(files, (name) => (bytes += wireSize(name))));
    await searchRecords(index, query, {hitsPerPage: 20});
    perQuery.push([query, bytes]);
  }
  const sorted = perQuery.map(([, bytes]) => bytes).sort((a, b) => a - b);
  const largest = perQuery.reduce((best, entry) => (entry[1] > best[1] ? entry : best), perQuery[0] ?? ['', 0]);
  return {
    pages: new Set(records.map((record) => record.url_without_anchor)).size,
    records: records.length,
    files: files.size,
    rawBytes,
    totalBytes,
    metaBytes: wireSize('meta.json'),
    shards,
    largestShard,
    firstQuery: {median: percentile(sorted, 50) ?? 0, largest: largest[1], largestQuery: largest[0], perQuery},
    buildMs: indexed - started,
    serializeMs: serialized - indexed,
  };
}

/**
 * Measures the build's index (+0) and the index with `extra` generated pages added, for each
 * number in `extras`.
 * @param {readonly DocSearchRecord[]} realRecords
 * @param {readonly number[]} extras
 * @param {{queries?: readonly string[], synonyms?: readonly SynonymGroup[], seed?: number}} [options]
 * @returns {Promise<{extra: number, generateMs: number, report: IndexReport}[]>}
 */
export async function measureScale(realRecords, extras, options = {}) {
  const out = [];
  for (const extra of extras) {
    const started = performance.now();
    const generated = extra > 0 ? generateRecords(realRecords, extra, {seed: options.seed}) : [];
    const generateMs = performance.now() - started;
    out.push({extra, generateMs, report: await measureIndex([...realRecords, ...generated], options)});
  }
  return out;
}

/**
 * The rows of the scale table (label, then one cell per measured size).
 * @param {{extra: number, generateMs: number, report: IndexReport}[]} results
 * @returns {string[][]}
 */
export function scaleTable(results) {
  /** @param {string} label @param {(r: IndexReport, extra: number) => string} cell */
  const line = (label, cell) => [label, ...results.map(({report, extra}) => cell(report, extra))];
  return [
    ['', ...results.map(({extra}) => `+${extra} pages`)],
    line('pages / records', (r) => `${r.pages} / ${r.records}`),
    line('meta.json (brotli)', (r) => kib(r.metaBytes)),
    line('term shards / largest (brotli)', (r) => `${r.shards} / ${kib(r.largestShard.bytes)} (${r.largestShard.name})`),
    line('all files (brotli)', (r) => `${r.files} files, ${kib(r.totalBytes)}`),
    line(`first query: median (${results[0]?.report.firstQuery.perQuery.length ?? 0} queries)`, (r) => kib(r.firstQuery.median)),
    line('first query: largest', (r) => `${kib(r.firstQuery.largest)} ("${r.firstQuery.largestQuery}")`),
    line('index build + serialize', (r) => `${(r.buildMs / 1000).toFixed(2)} + ${(r.serializeMs / 1000).toFixed(2)} s`),
  ];
}

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => [...(row[i] ?? '')].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

/**
 * The CLI: the table for the build's pages and with `n` generated pages added.
 * @param {string} buildDir
 * @param {number} n
 */
async function main(buildDir, n) {
  const started = performance.now();
  const {records} = await collectRecords({...SEARCH_INDEX_SCOPE, outDir: buildDir, siteUrl: 'https://apis.example.com', siteTitle: 'apis'});
  const collectMs = performance.now() - started;
  const results = await measureScale(records, [0, n], {synonyms: loadSynonyms(path.resolve(import.meta.dirname, '../..'))});
  const rows = scaleTable(results);
  rows.push([
    'records: collect (disk) / generate',
    ...results.map(({extra, generateMs}) => (extra === 0 ? `${(collectMs / 1000).toFixed(2)} s` : `${(generateMs / 1000).toFixed(2)} s for ${extra} pages`)),
  ]);
  printTable(rows);
}

// No top-level await: the unit tests load this module through tsx's CommonJS transform.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [buildDir, n = '2000'] = process.argv.slice(2);
  if (!buildDir || !fs.existsSync(buildDir) || !/^\d+$/.test(n)) {
    console.error('usage: node --import tsx scripts/bench/search-scale.mjs <build dir> [N=2000]');
    process.exit(2);
  }
  main(buildDir, Number(n)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
