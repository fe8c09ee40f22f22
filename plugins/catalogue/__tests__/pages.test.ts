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

/** A page reads its category from the module the plugin generates, never from the data file (which skips validation and the verified facts). */
const IMPORT = /^import\s+(\w+)\s+from\s+['"]@catalogue\/category\/([^'"]+)['"];?\s*$/gm;
const DATA_IMPORT = /from\s+['"][^'"]*src\/data\/catalogue/;

test('the data folder holds category files, each named by the slug it declares', () => {
  assert.ok(slugs.length > 0, 'no category files in src/data/catalogue');
  const misnamed = slugs.filter((slug) => (JSON.parse(fs.readFileSync(path.join(DATA_DIR, `${slug}.json`), 'utf8')) as {slug: unknown}).slug !== slug);
  assert.deepEqual(misnamed, []);
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
  test(`google/api/${slug}.mdx imports @catalogue/category/${slug} and renders it`, (t) => {
    const file = path.join(API_DIR, `${slug}.mdx`);
    if (!fs.existsSync(file)) return t.skip('page missing (reported above)');
    const source = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(source, DATA_IMPORT, 'a page must not import src/data/catalogue directly');
    const imports = [...source.matchAll(IMPORT)].map(([, name, target]) => ({name: name!, target: target!}));
    assert.deepEqual(
      imports.map((entry) => entry.target),
      [slug],
      `google/api/${slug}.mdx must import exactly its own category module`,
    );
    const {name} = imports[0]!;
    assert.match(source, new RegExp(`<CatalogueTable\\s+category=\\{${name}\\}\\s*/>`), 'the imported category is passed to CatalogueTable');
    assert.match(source, new RegExp(`<CatalogueStats\\s+of=\\{${name}\\}\\s*/>`), 'and to CatalogueStats');
  });
}

test('no page of the docs imports the catalogue data files or the removed components', () => {
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && /^import .*(src\/data\/catalogue|src\/components\/(CatalogueStats|CatalogueTable|ApiExplorer))/m.test(fs.readFileSync(full, 'utf8'))) {
        offenders.push(path.relative(siteDir, full));
      }
    }
  };
  for (const dir of ['docs', 'google', 'learn', 'community', 'blog', 'tests']) walk(path.join(siteDir, dir));
  assert.deepEqual(offenders, []);
});

test('the page checks catch a page that imports the data file, or another category', () => {
  const defective = ["import CatalogueTable from '@theme/CatalogueTable';", "import category from '@site/src/data/catalogue/animals.json';", '', '<CatalogueTable category={category} />'].join('\n');
  assert.match(defective, DATA_IMPORT);
  assert.deepEqual([...defective.matchAll(IMPORT)], []);
  const copied = "import category from '@catalogue/category/anime';";
  assert.deepEqual([...copied.matchAll(IMPORT)].map((match) => match[2]), ['anime']);
});
