'use strict';
/**
 * Build-time loader behind ./catalogue.ts (imported there as `!!./catalogue-loader.cjs!./catalogue-loader.cjs`:
 * the loader is its own resource, it reads the category files itself).
 *
 * The overview of every category needs four fields of each API, not the descriptions. Importing the
 * 51 JSON files into a page would put the whole catalogue into that page's JavaScript, and the
 * pages that link to the overview prefetch it; the full data set is meant to be downloaded by the
 * explorer on /community/public-apis only (see e2e/catalogue.spec.ts). This loader runs in Node
 * while the bundle is built and emits only what the statistics read.
 *
 * The files are validated by plugins/catalogue before anything is bundled; the checks here only
 * make a mistake in this file fail loudly instead of producing wrong numbers.
 */
const fs = require('node:fs');
const path = require('node:path');

const DATA_DIR = path.resolve(__dirname, '../../data/catalogue');

/**
 * @typedef {[auth: string | null, https: boolean, cors: string]} CompactApi
 * @typedef {[slug: string, category: string, nameZh: string, apis: CompactApi[]]} CompactCategory
 */

/**
 * One category: [slug, English name, Chinese name, APIs], each API as [auth, https, cors].
 * @param {string} dir
 * @param {(file: string) => void} [onFile]
 * @returns {CompactCategory[]}
 */
function readCompactCatalogue(dir = DATA_DIR, onFile = () => {}) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      onFile(file);
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (typeof data.slug !== 'string' || !Array.isArray(data.apis)) throw new Error(`${file}: not a catalogue category file`);
      return /** @type {CompactCategory} */ ([
        data.slug,
        data.category,
        data.nameZh,
        data.apis.map((/** @type {{auth: string | null, https: boolean, cors: string}} */ api) => [api.auth, api.https, api.cors]),
      ]);
    })
    .sort((a, b) => a[1].localeCompare(b[1], 'en')); // the plugin's order: by English name
}

/** @this {{addContextDependency(dir: string): void, addDependency(file: string): void}} */
function catalogueLoader() {
  // Rebuild when a category file changes, and when one is added or removed.
  this.addContextDependency(DATA_DIR);
  const compact = readCompactCatalogue(DATA_DIR, (file) => this.addDependency(file));
  return `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(compact))});\n`;
}

module.exports = catalogueLoader;
module.exports.readCompactCatalogue = readCompactCatalogue;
