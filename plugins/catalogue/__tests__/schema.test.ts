import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import {validateCategoryFile, checkCatalogue, slugifyCategory, validateSource, validateStatusFile} from '../node/schema';
import {loadCatalogue, loadSource, readCatalogueDir} from '../node/load';
import {DataValidationError} from '../../lib/validate-entries';
import type {CatalogueCategory} from '../shared/types';
import {catalogueDataCounts} from './data-counts';

const siteDir = path.resolve(__dirname, '../../..');

function category(overrides: Partial<CatalogueCategory> = {}): CatalogueCategory {
  return {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {
        id: 'cat-facts',
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

test('the real catalogue loads every category and API of the data files, all with Chinese text', () => {
  const catalogue = loadCatalogue(siteDir);
  const counts = catalogueDataCounts();
  assert.ok(counts.categories > 0 && counts.apis > 0, 'the data files hold a catalogue');
  assert.equal(catalogue.length, counts.categories);
  assert.equal(catalogue.reduce((sum, c) => sum + c.apis.length, 0), counts.apis);
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

test('allows one API filed under two categories, each row with its own id', () => {
  const a = {file: FILE, category: category()};
  const other = category({category: 'Anime', slug: 'anime'});
  other.apis[0] = {...other.apis[0]!, id: 'cat-facts-anime'};
  assert.doesNotThrow(() => checkCatalogue([a, {file: 'src/data/catalogue/anime.json', category: other}]));
});

test('rejects an id used twice anywhere in the catalogue: ids are permalinks', () => {
  const a = {file: FILE, category: category()};
  const b = {file: 'src/data/catalogue/anime.json', category: category({category: 'Anime', slug: 'anime'})};
  expectError(() => checkCatalogue([a, b]), /apis\[0\] "Cat Facts"/, 'id');
});

test('rejects a missing or malformed id', () => {
  const missing = category();
  delete (missing.apis[0] as Partial<CatalogueCategory['apis'][number]>).id;
  expectError(() => validateCategoryFile(FILE, missing), /apis\[0\]/, 'id');
  const malformed = category();
  malformed.apis[0]!.id = 'Cat Facts';
  expectError(() => validateCategoryFile(FILE, malformed), /apis\[0\]/, 'id');
});

test('every real API has a unique id in the id format', () => {
  const ids = loadCatalogue(siteDir).flatMap((c) => c.apis.map((api) => api.id));
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});

test('a folder with APIs still needing Chinese names every one of them, not just the first', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-zh-'));
  try {
    const animals = category();
    const {descriptionZh: _zh, ...untranslated} = animals.apis[0]!;
    animals.apis = [animals.apis[0]!, {...untranslated, id: 'new-one', name: 'New One'} as never, {...untranslated, id: 'new-two', name: 'New Two'} as never];
    fs.writeFileSync(path.join(dir, 'animals.json'), JSON.stringify(animals));
    assert.throws(
      () => readCatalogueDir(dir, 'fixture'),
      (error: Error) => {
        assert.match(error.message, /2 catalogue API\(s\) still need a Chinese description/);
        assert.match(error.message, /fixture\/animals\.json: apis\[1\] "New One" \(new-one\)/);
        assert.match(error.message, /fixture\/animals\.json: apis\[2\] "New Two" \(new-two\)/);
        return true;
      },
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

const SOURCE = {
  list: 'public-apis/public-apis',
  repository: 'https://github.com/public-apis/public-apis',
  file: 'README.md',
  commit: 'c045a2eb505f0f8b7992bb4af53cc020f25003fd',
  date: '2026-08-19',
  license: 'MIT',
};

test('the source file names the upstream list, its commit and the snapshot date', () => {
  assert.deepEqual(loadSource(siteDir), SOURCE);
  expectError(() => validateSource('source.json', {...SOURCE, commit: 'c045a2e'}), /source/, 'commit');
  expectError(() => validateSource('source.json', {...SOURCE, date: '2026-8-19'}), /source/, 'date');
  expectError(() => validateSource('source.json', {...SOURCE, list: undefined}), /source/, 'list');
});

test('a link status file: results keyed by id, each with a known status', () => {
  const good = {checkedAt: '2026-12-01T03:00:00.000Z', results: {'cat-facts': {url: 'https://catfact.ninja/', status: 'dead', httpStatus: 404, finalUrl: 'https://catfact.ninja/'}}};
  assert.deepEqual(validateStatusFile('status.json', good), good);
  const timeout = {checkedAt: good.checkedAt, results: {'cat-facts': {url: 'https://catfact.ninja/', status: 'timeout', httpStatus: null, finalUrl: null}}};
  assert.doesNotThrow(() => validateStatusFile('status.json', timeout));
  expectError(() => validateStatusFile('status.json', {...good, checkedAt: 'yesterday'}), /status/, 'checkedAt');
  expectError(() => validateStatusFile('status.json', {...good, results: {'cat-facts': {...good.results['cat-facts'], status: 'gone'}}}), /status/, 'results.cat-facts.status');
  expectError(() => validateStatusFile('status.json', {...good, results: {'Cat Facts': good.results['cat-facts']}}), /status/, 'results.Cat Facts');
});

test('rejects two files defining the same category', () => {
  const a = {file: FILE, category: category()};
  expectError(() => checkCatalogue([a, {...a, file: 'copy.json'}]), /category/, 'category');
});

test('allows the same name with a different url', () => {
  const twin = category();
  twin.apis.push({...twin.apis[0]!, id: 'cat-facts-alexwohlbruck-github-io', url: 'https://alexwohlbruck.github.io/cat-facts/'});
  assert.doesNotThrow(() => checkCatalogue([{file: FILE, category: validateCategoryFile(FILE, twin)}]));
});
