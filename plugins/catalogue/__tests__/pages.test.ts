import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The catalogue's pages are written by hand, one per category in each of two docs folders;
 * these checks catch a category file added without its pages, a page left behind, or a page
 * copied from another category that still shows the other category's table.
 */
const siteDir = path.resolve(__dirname, '../../..');
const DATA_DIR = path.join(siteDir, 'src/data/catalogue');
const API_DIR = path.join(siteDir, 'google/api');
const GUIDE_DIR = path.join(siteDir, 'google/apiszh');

const slugs = fs
  .readdirSync(DATA_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

/** Page files of a docs folder that are not the folder's index or metadata. */
function categoryPages(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension) && name !== `index${extension}`)
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

const IMPORT = /^import\s+(\w+)\s+from\s+['"]@site\/src\/data\/catalogue\/([^'"]+)\.json['"];?\s*$/gm;

test('there are 51 category files', () => {
  assert.equal(slugs.length, 51);
});

test('every category has google/api/<slug>.mdx and google/apiszh/<slug>.md', () => {
  const missingApi = slugs.filter((slug) => !fs.existsSync(path.join(API_DIR, `${slug}.mdx`)));
  const missingGuide = slugs.filter((slug) => !fs.existsSync(path.join(GUIDE_DIR, `${slug}.md`)));
  assert.deepEqual({missingApi, missingGuide}, {missingApi: [], missingGuide: []});
});

test('no category page exists without its category file', () => {
  const known = new Set(slugs);
  assert.deepEqual(categoryPages(API_DIR, '.mdx').filter((slug) => !known.has(slug)), []);
  assert.deepEqual(categoryPages(GUIDE_DIR, '.md').filter((slug) => !known.has(slug)), []);
  // A .md twin would win or clash with the .mdx page of the same slug.
  assert.deepEqual(categoryPages(API_DIR, '.md'), []);
});

for (const slug of slugs) {
  test(`google/api/${slug}.mdx imports ${slug}.json and renders it`, (t) => {
    const file = path.join(API_DIR, `${slug}.mdx`);
    if (!fs.existsSync(file)) return t.skip('page missing (reported above)');
    const source = fs.readFileSync(file, 'utf8');
    const imports = [...source.matchAll(IMPORT)].map(([, name, target]) => ({name: name!, target: target!}));
    assert.deepEqual(
      imports.map((entry) => entry.target),
      [slug],
      `google/api/${slug}.mdx must import exactly its own category file`,
    );
    const {name} = imports[0]!;
    assert.match(source, new RegExp(`<CatalogueTable\\s+category=\\{${name}\\}\\s*/>`), 'the imported category is passed to CatalogueTable');
  });
}
