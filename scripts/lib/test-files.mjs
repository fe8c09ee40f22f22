// Test files are found by the name of the folder they sit in, so a new file in such a folder runs
// without anyone editing a list:
//   __tests__      unit tests (scripts/unit.mjs), no build needed
//   __built__      checks of the built site (npm test, after the builds)
//   __relevance__  search relevance on the built index (npm test, after the builds)
//   __run__        the docs' code examples, run (npm test, beside the builds)
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {'__tests__' | '__built__' | '__relevance__' | '__run__'} TestFolder */

/** Folders never searched: dependencies, build output, test output, and dot-folders (.git, .docusaurus). */
const SKIP = new Set(['node_modules', 'build', 'build-alt', 'test-results', 'playwright-report']);

/** @param {string} name */
function skipped(name) {
  return SKIP.has(name) || name.startsWith('.');
}

/**
 * Every `*.test.ts` file whose folder is named `folder`, anywhere under `root`, sorted, as paths
 * relative to `root` with forward slashes (stable across machines for logs and tests).
 * @param {string} root
 * @param {TestFolder} folder
 * @returns {string[]}
 */
export function findTestFiles(root, folder) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!skipped(entry.name)) walk(path.posix.join(dir, entry.name));
      } else if (entry.isFile() && entry.name.endsWith('.test.ts') && path.posix.basename(dir) === folder) {
        found.push(path.posix.join(dir, entry.name));
      }
    }
  };
  walk('');
  return found.sort();
}
