#!/usr/bin/env node
// Extracts DocSearch records from an existing build, in the shape to push to an Algolia index:
// `node scripts/search-records.mjs [--dir build] [--out build/search/algolia-records.json] [--site-url URL]`.
// The site URL defaults to $SITE_URL, then to the origin of the build's canonical links.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {Parser} from 'htmlparser2';
import {tsImport} from 'tsx/esm/api';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    out: {type: 'string'},
    'site-url': {type: 'string'},
  },
});

const buildDir = path.resolve(values.dir);
const outFile = path.resolve(values.out ?? path.join(values.dir, 'search', 'algolia-records.json'));

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in "${values.dir}": run "npm run build" first.`);
  process.exit(1);
}

/** Origin of `<link rel=canonical>` in the built home page: the URL the build was made for. */
function canonicalOrigin() {
  /** @type {string | null} */
  let href = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'link' && attributes.rel === 'canonical' && href === null) href = attributes.href ?? null;
    },
  });
  parser.end(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  try {
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
}

const siteUrl = values['site-url'] || process.env.SITE_URL || canonicalOrigin() || 'https://apis.example.com';
const here = path.dirname(fileURLToPath(import.meta.url));
const {collectRecords} = await tsImport(path.join(here, '../plugins/search-index/node/collect.ts'), import.meta.url);
// The same lists docusaurus.config.ts passes to the search-index plugin.
const {SEARCH_INDEX_SCOPE} = await tsImport(path.join(here, '../config/search.ts'), import.meta.url);

const {records, indexedPages, skippedPages} = await collectRecords({...SEARCH_INDEX_SCOPE, outDir: buildDir, siteUrl});
fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${JSON.stringify(records, null, 2)}\n`);
console.log(
  `${records.length} records from ${indexedPages} pages (${skippedPages} skipped) for ${siteUrl} → ${path.relative(process.cwd(), outFile)}`,
);
