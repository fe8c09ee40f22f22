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
