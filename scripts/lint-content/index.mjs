#!/usr/bin/env node
// npm run lint:content [-- files or folders…]: checks the Markdown and MDX of the site and prints
// `file:line rule message` for each finding; exits 1 when there is any. There is no automatic fix:
// zhlint's own rewrites break Markdown (closing ** after punctuation, admonition titles), so
// findings are fixed by hand.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {lintSource} from './rules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where authors write, and what each folder holds (`blog`: the blog whose authors.yml and tags.yml apply).
 * @type {{dir: string, kind: import('./rules.mjs').SourceFile['kind'], blog?: string}[]}
 */
export const CONTENT = [
  {dir: 'docs', kind: 'doc'},
  {dir: 'google', kind: 'doc'},
  {dir: 'learn', kind: 'doc'},
  {dir: 'community', kind: 'doc'},
  {dir: 'tests/docs', kind: 'doc'},
  {dir: 'blog', kind: 'post', blog: 'blog'},
  {dir: 'tests/blog', kind: 'post', blog: 'tests/blog'},
  {dir: 'src/pages', kind: 'page'},
  {dir: 'tests/pages', kind: 'page'},
];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function markdownFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

/**
 * The top-level keys of a YAML file (authors.yml, tags.yml); none when it does not exist.
 * @param {string} file
 * @returns {Set<string>}
 */
function yamlKeys(file) {
  return new Set(fs.existsSync(file) ? Object.keys(/** @type {object} */ (yaml.load(fs.readFileSync(file, 'utf8')) ?? {})) : []);
}

/**
 * Every content file of the site as a source the rules read.
 * @param {string} [root]
 * @param {string[]} [only] files or folders (relative to `root`) to keep; all when empty
 * @returns {import('./rules.mjs').SourceFile[]}
 */
export function collectSources(root = ROOT, only = []) {
  return CONTENT.flatMap(({dir, kind, blog}) => {
    /** @type {Set<string>} */
    const none = new Set();
    const authors = blog ? yamlKeys(path.join(root, blog, 'authors.yml')) : none;
    const tags = blog ? yamlKeys(path.join(root, blog, 'tags.yml')) : none;
    return markdownFiles(path.join(root, dir))
      .map((file) => path.relative(root, file))
      .filter((file) => only.length === 0 || only.some((wanted) => file === wanted || file.startsWith(`${wanted}/`)))
      .map((file) => ({file, kind, authors, tags, text: fs.readFileSync(path.join(root, file), 'utf8')}));
  });
}

async function main() {
  const {positionals} = parseArgs({allowPositionals: true});
  const sources = collectSources(ROOT, positionals.map((file) => path.relative(ROOT, path.resolve(file))));
  let count = 0;
  for (const source of sources) {
    for (const finding of await lintSource(source)) {
      console.log(`${source.file}:${finding.line} ${finding.rule} ${finding.message}`);
      count += 1;
    }
  }
  console.log(`lint:content: ${sources.length} files, ${count} findings`);
  process.exitCode = count ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
