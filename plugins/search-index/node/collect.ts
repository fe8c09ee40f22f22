/**
 * Node-only helpers shared by the Docusaurus plugin, `npm run search:records` and the bench: read
 * the built HTML of each route, extract records, write the index files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from './extract';
import type {ExtractOptions} from './extract';
import {readPageMeta} from './page-meta';
import {shouldIndex, type IndexScope} from './routes';
import {buildIndex, serializeIndex} from './serialize';
import type {SynonymGroup} from '../shared/synonyms';
import type {DocSearchRecord} from '../shared/types';
// One rule for "which file answers which URL", shared with the site checks.
import {htmlFileToUrlPath, listHtmlFiles, resolveUrlPath} from '../../lib/site-html.mjs';

export interface CollectOptions extends ExtractOptions, IndexScope {
  outDir: string;
  siteUrl: string;
  /** Routes to index; every HTML file of `outDir` when omitted. */
  routesPaths?: readonly string[];
}

export interface CollectResult {
  records: DocSearchRecord[];
  indexedPages: number;
  skippedPages: number;
  /** Routes without a built HTML file (client-only routes). */
  missing: string[];
}

/** Files read ahead of the one being parsed. */
const READ_AHEAD = 8;

/** `value` rebuilt from its JSON: the same data in fresh strings, sharing no memory with the page they came from. */
function detached<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export async function collectRecords(options: CollectOptions): Promise<CollectResult> {
  const {outDir, siteUrl, routesPaths, excludedRoutes, ...extractOptions} = options;
  const routes = routesPaths
    ? [...new Set(routesPaths)].sort()
    : listHtmlFiles(outDir).map((file) => htmlFileToUrlPath(outDir, file)).sort();
  const records: DocSearchRecord[] = [];
  const missing: string[] = [];
  let indexedPages = 0;
  let skippedPages = 0;
  const seenFiles = new Set<string>();
  const files: {route: string; file: string}[] = [];
  for (const route of routes) {
    const file = resolveUrlPath(outDir, route.split(/[?#]/)[0]);
    if (!file) {
      missing.push(route);
      continue;
    }
    // `/a` and `/a/` can both be routes of one file.
    if (seenFiles.has(file)) continue;
    seenFiles.add(file);
    files.push({route, file});
  }
  // The next files are read while this one is parsed; records stay in route order.
  const reads: Promise<string>[] = [];
  const read = (i: number) => (reads[i] ??= fs.promises.readFile(files[i].file, 'utf8'));
  for (let i = 0; i < files.length; i += 1) {
    for (let ahead = i; ahead < Math.min(files.length, i + READ_AHEAD); ahead += 1) read(ahead).catch(() => undefined);
    const html = await read(i);
    delete reads[i];
    const {route} = files[i];
    const meta = readPageMeta(html);
    if (!shouldIndex(route, html, {excludedRoutes}, meta)) {
      skippedPages += 1;
      continue;
    }
    indexedPages += 1;
    // Strings the parser hands out can be slices that keep the whole page alive (V8 sliced strings):
    // records hold copies, or the index would hold every page's HTML (gigabytes on large sites).
    for (const record of detached(extractRecords(html, route, siteUrl, extractOptions, meta))) records.push(record);
  }
  return {records, indexedPages, skippedPages, missing};
}

export interface WrittenIndex {
  /** The folder of this build's index, `<outDir>/search/<version>`. */
  dir: string;
  files: number;
  bytes: number;
}

/** The folder of one build's index under the site's output. */
export const indexDirFor = (outDir: string, version: string): string => path.join(outDir, 'search', version);

/** Writes the index files (shared/format.ts) into `<outDir>/search/<version>/`. */
export async function writeSearchFiles(outDir: string, version: string, records: readonly DocSearchRecord[], synonyms: readonly SynonymGroup[]): Promise<WrittenIndex> {
  const dir = indexDirFor(outDir, version);
  const files = serializeIndex(buildIndex(records), {synonyms});
  let bytes = 0;
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    await fs.promises.mkdir(path.dirname(file), {recursive: true});
    await fs.promises.writeFile(file, text);
    bytes += Buffer.byteLength(text);
  }
  return {dir, files: files.size, bytes};
}

export interface SearchBuildInput extends CollectOptions {
  version: string;
  synonyms: readonly SynonymGroup[];
}

export interface SearchBuildSummary {
  records: number;
  indexedPages: number;
  skippedPages: number;
  written: WrittenIndex;
}

/** Reads the built pages and writes the index: all of the plugin's postBuild work. */
export async function buildSearchFiles({version, synonyms, ...collect}: SearchBuildInput): Promise<SearchBuildSummary> {
  const {records, indexedPages, skippedPages} = await collectRecords(collect);
  const written = await writeSearchFiles(collect.outDir, version, records, synonyms);
  return {records: records.length, indexedPages, skippedPages, written};
}
