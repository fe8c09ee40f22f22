import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {validateCategoryFile, checkCatalogue, slugifyCategory} from '../schema';
import {loadCatalogue} from '../load';
import {DataValidationError} from '../../lib/validate-entries';
import type {CatalogueCategory} from '../types';

const siteDir = path.resolve(__dirname, '../../..');

function category(overrides: Partial<CatalogueCategory> = {}): CatalogueCategory {
  return {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {
        name: 'Cat Facts',
        url: 'https://catfact.ninja/',
        auth: null,
        https: true,
        cors: 'yes',
        description: 'Random cat facts',
        descriptionZh: '随机返回一条关于猫的小知识。',
      },
    ],
    ...overrides,
  };
}

function expectError(fn: () => unknown, entry: RegExp, field: string) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof DataValidationError, String(error));
    assert.match(error.entry, entry);
    assert.equal(error.field, field);
    return true;
  });
}

const FILE = 'src/data/catalogue/animals.json';

test('the real catalogue has 51 categories and 1,695 APIs, all with Chinese text', () => {
  const catalogue = loadCatalogue(siteDir);
  assert.equal(catalogue.length, 51);
  assert.equal(catalogue.reduce((sum, c) => sum + c.apis.length, 0), 1695);
  for (const c of catalogue) {
    assert.match(c.nameZh, /\p{Script=Han}/u);
    for (const api of c.apis) assert.match(api.descriptionZh, /\p{Script=Han}/u, `${c.category} / ${api.name}`);
  }
});

test('slugs are derived from English category names', () => {
  assert.equal(slugifyCategory('Art & Design'), 'art-and-design');
  assert.equal(slugifyCategory('Science & Math'), 'science-and-math');
  assert.equal(slugifyCategory('URL Shorteners'), 'url-shorteners');
});

test('accepts a valid category file', () => {
  assert.equal(validateCategoryFile(FILE, category()).apis.length, 1);
});

test('rejects an auth value outside the fixed set', () => {
  const bad = category();
  bad.apis[0]!.auth = 'Basic' as never;
  expectError(() => validateCategoryFile(FILE, bad), /apis\[0\] "Cat Facts"/, 'auth');
});

test('rejects a non-boolean https flag', () => {
  const bad = category();
  (bad.apis[0] as unknown as {https: string}).https = 'yes';
  expectError(() => validateCategoryFile(FILE, bad), /apis\[0\]/, 'https');
});

test('rejects a URL that is not http(s)', () => {
  const bad = category();
  bad.apis[0]!.url = 'ftp://catfact.ninja/';
  expectError(() => validateCategoryFile(FILE, bad), /apis\[0\]/, 'url');
});

test('rejects a missing Chinese description', () => {
  const bad = category();
  bad.apis[0]!.descriptionZh = '';
  expectError(() => validateCategoryFile(FILE, bad), /apis\[0\]/, 'descriptionZh');
});

test('rejects a CORS value outside yes/no/unknown', () => {
  const bad = category();
  bad.apis[0]!.cors = 'maybe' as never;
  expectError(() => validateCategoryFile(FILE, bad), /apis\[0\]/, 'cors');
});

test('rejects a file whose name does not match the category', () => {
  expectError(() => validateCategoryFile('src/data/catalogue/pets.json', category()), /category/, 'slug');
  expectError(() => validateCategoryFile(FILE, category({slug: 'pets'})), /category/, 'slug');
});

test('rejects duplicate name+url pairs within a category', () => {
  const twice = category();
  twice.apis.push({...twice.apis[0]!});
  expectError(() => checkCatalogue([{file: FILE, category: twice}]), /apis\[1\] "Cat Facts"/, 'url');
});

test('allows one API filed under two categories', () => {
  const a = {file: FILE, category: category()};
  const b = {file: 'src/data/catalogue/anime.json', category: category({category: 'Anime', slug: 'anime'})};
  assert.doesNotThrow(() => checkCatalogue([a, b]));
});

test('rejects two files defining the same category', () => {
  const a = {file: FILE, category: category()};
  expectError(() => checkCatalogue([a, {...a, file: 'copy.json'}]), /category/, 'category');
});

test('allows the same name with a different url', () => {
  const twin = category();
  twin.apis.push({...twin.apis[0]!, url: 'https://alexwohlbruck.github.io/cat-facts/'});
  assert.doesNotThrow(() => checkCatalogue([{file: FILE, category: validateCategoryFile(FILE, twin)}]));
});
