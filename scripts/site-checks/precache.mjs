// What the offline worker precaches: plugins/pwa has Workbox inline the list into sw.js.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The precached files of a build, as URLs relative to its root (one `"url":"…"` entry each in the
 * manifest Workbox writes into sw.js); null when the build has no worker.
 * @param {string} buildDir
 * @returns {string[] | null}
 */
export function precachedUrls(buildDir) {
  const worker = path.join(buildDir, 'sw.js');
  if (!fs.existsSync(worker)) return null;
  return [...fs.readFileSync(worker, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
}

/** A string only Mermaid's code carries (the id of its flowchart renderer). */
export const MERMAID_MARKER = 'flowchart-v2';

/**
 * The scripts whose code contains `marker`.
 * @param {ReadonlyMap<string, string>} scripts code by URL
 * @param {string} marker
 * @returns {string[]} their URLs
 */
export function scriptsContaining(scripts, marker) {
  return [...scripts].filter(([, code]) => code.includes(marker)).map(([url]) => url);
}

/** What @docusaurus/plugin-pwa's default globs take: these extensions, files up to 2 MiB, not the worker. */
const STOCK_GLOB = /\.(js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/i;
const STOCK_MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Bytes (uncompressed) of the files the worker precaches, and of those the stock plugin's globs would
 * take from the same build; null when the build has no worker.
 * @param {string} buildDir
 * @returns {{files: number, bytes: number, stockFiles: number, stockBytes: number} | null}
 */
export function precacheWeight(buildDir) {
  const urls = precachedUrls(buildDir);
  if (!urls) return null;
  const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(buildDir, decodeURIComponent(url))).size, 0);
  const stock = filesUnder(buildDir)
    .filter((file) => STOCK_GLOB.test(file) && path.basename(file) !== 'sw.js')
    .map((file) => fs.statSync(file).size)
    .filter((size) => size <= STOCK_MAX_FILE_BYTES);
  return {files: urls.length, bytes, stockFiles: stock.length, stockBytes: stock.reduce((sum, size) => sum + size, 0)};
}
