/**
 * Relevance of the local search over the real build: each query must bring its page into the
 * first three pages of results. Run after `npm run build`:
 *   node --import tsx --test plugins/search-index/__relevance__/relevance.test.ts
 * Pages, not hits, are counted: the modal shows the sections of one page together under its title.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_SCOPE} from '../../../config/search';
import {collectRecords} from '../node/collect';
import {buildIndex, serializeIndex} from '../node/serialize';
import {searchRecords} from '../client/query';
import {ShardedIndex, memoryIndexReader} from '../client/sharded-index';
import type {DocSearchRecord} from '../shared/types';
import {RELEVANCE_CASES as CASES} from './cases';

const BUILD_DIR = path.resolve(__dirname, '../../../build');
const SITE = 'https://apis.example.com';
const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'index.html'));

/** The index as the browser reads it: the serialized, sharded files. */
function load(records: readonly DocSearchRecord[]): Promise<ShardedIndex> {
  return ShardedIndex.load(memoryIndexReader(serializeIndex(buildIndex(records))));
}

async function resultPages(index: ShardedIndex, query: string): Promise<string[]> {
  const pages: string[] = [];
  for (const hit of (await searchRecords(index, query)).hits) {
    const page = decodeURIComponent(new URL(hit.url).pathname);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

describe('search relevance over build/', {skip: !hasBuild && 'no build/: run `npm run build` first'}, () => {
  let index: ShardedIndex;
  let records: DocSearchRecord[];

  before(async () => {
    ({records} = await collectRecords({...SEARCH_INDEX_SCOPE, outDir: BUILD_DIR, siteUrl: SITE}));
    index = await load(records);
  });

  for (const [query, page] of CASES) {
    test(`${query} → ${page}`, async () => {
      const pages = await resultPages(index, query);
      assert.ok(pages.slice(0, 3).includes(page), `"${query}": expected ${page} in the first three pages, got ${pages.slice(0, 5).join(', ') || 'nothing'}`);
    });
  }

  test('no test, listing or redirect pages in results', async () => {
    for (const [query] of CASES) {
      for (const page of await resultPages(index, query)) {
        assert.ok(!/^\/(tests|__docusaurus|search|404|home)(\/|$)|^\/blog(\/(tags|page|archive)(\/|$)|\/authors\/|$)/.test(page), `${query}: ${page}`);
      }
    }
  });

  test('section names need no escaping (DocSearch prints the escaped group title as plain text)', () => {
    const names = new Set(records.map((r) => r.hierarchy.lvl0 ?? ''));
    for (const name of names) assert.ok(!/[&<>"']/.test(name), name);
  });

  test('an index built again from the same records answers the same', async () => {
    const rebuilt = await load(records);
    for (const [query] of CASES.slice(0, 10)) {
      assert.deepEqual(await searchRecords(rebuilt, query), await searchRecords(index, query));
    }
  });
});
