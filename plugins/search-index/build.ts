/**
 * Node-only helpers shared by the Docusaurus plugin and `npm run search:records`: read the built
 * HTML of each route, extract records, write the index files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords, shouldIndex} from './extract';
import type {ExtractOptions} from './extract';
import {buildIndex, serializeIndex} from './engine';
import type {DocSearchRecord} from './types';
// One rule for "which file answers which URL", shared with the static server and the link check.
import {htmlFileToUrlPath, listHtmlFiles, resolveUrlPath} from '../../scripts/lib/site-html.mjs';

export interface CollectOptions extends ExtractOptions {
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

export async function collectRecords(options: CollectOptions): Promise<CollectResult> {
  const {outDir, siteUrl, routesPaths, ...extractOptions} = options;
  const routes = routesPaths
    ? [...new Set(routesPaths)].sort()
    : listHtmlFiles(outDir).map((file) => htmlFileToUrlPath(outDir, file)).sort();
  const records: DocSearchRecord[] = [];
  const missing: string[] = [];
  let indexedPages = 0;
  let skippedPages = 0;
  const seenFiles = new Set<string>();
  for (const route of routes) {
    const file = resolveUrlPath(outDir, route.split(/[?#]/)[0]);
    if (!file) {
      missing.push(route);
      continue;
    }
    // `/a` and `/a/` can both be routes of one file.
    if (seenFiles.has(file)) continue;
    seenFiles.add(file);
    const html = await fs.promises.readFile(file, 'utf8');
    if (!shouldIndex(route, html)) {
      skippedPages += 1;
      continue;
    }
    indexedPages += 1;
    for (const record of extractRecords(html, route, siteUrl, extractOptions)) records.push(record);
  }
  return {records, indexedPages, skippedPages, missing};
}

export interface WrittenIndex {
  indexFile: string;
  indexBytes: number;
}

/** Writes `<outDir>/search/index.<version>.json`. */
export async function writeSearchFiles(outDir: string, version: string, records: readonly DocSearchRecord[]): Promise<WrittenIndex> {
  const dir = path.join(outDir, 'search');
  await fs.promises.mkdir(dir, {recursive: true});
  const indexFile = path.join(dir, `index.${version}.json`);
  const indexJson = serializeIndex(buildIndex(records));
  await fs.promises.writeFile(indexFile, indexJson);
  return {indexFile, indexBytes: Buffer.byteLength(indexJson)};
}
