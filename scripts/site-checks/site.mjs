// The built site as the checks see it: every HTML page, keyed by its URL path, read once.
import fs from 'node:fs';
import {htmlFileToUrlPath, listHtmlFiles} from '../../plugins/lib/site-html.mjs';
import {readPage} from './read-page.mjs';

/**
 * @typedef {import('./read-page.mjs').PageContent & {file: string, path: string}} BuiltPage
 * @typedef {{dir: string, pages: Map<string, BuiltPage>, byFile: Map<string, BuiltPage>}} BuiltSite
 */

/**
 * Reads every HTML page of a build directory. Debug pages are Docusaurus' own and left out.
 * @param {string} buildDir
 * @returns {BuiltSite}
 */
export function readSite(buildDir) {
  /** @type {Map<string, BuiltPage>} */
  const pages = new Map();
  const byFile = new Map();
  for (const file of listHtmlFiles(buildDir)) {
    const path = htmlFileToUrlPath(buildDir, file);
    const page = {file, path, ...readPage(fs.readFileSync(file, 'utf8'))};
    byFile.set(file, page);
    if (!path.startsWith('/__docusaurus/')) pages.set(path, page);
  }
  return {dir: buildDir, pages, byFile};
}
