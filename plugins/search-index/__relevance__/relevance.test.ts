/**
 * Relevance of the local search over the real build: each query must bring its page into the
 * first three pages of results, and 95 % of the questions as readers ask them must. Run after
 * `npm run build`:
 *   node --import tsx --test plugins/search-index/__relevance__/relevance.test.ts
 * Pages, not hits, are counted: the modal shows the sections of one page together under its title.
 * The index is built from the build's pages and the site's synonym list, as the build builds it.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_SCOPE} from '../../../config/search';
import {collectRecords} from '../node/collect';
import {buildIndex, serializeIndex} from '../node/serialize';
import {loadSynonyms} from '../node/synonyms';
import {searchRecords} from '../client/query';
import {ShardedIndex, memoryIndexReader} from '../client/sharded-index';
import type {DocSearchRecord} from '../shared/types';
import {QUESTION_CASES, RELEVANCE_CASES as CASES, UNTUNED_QUESTIONS} from './cases';
import {FIRST_SEARCH_FETCH_BUDGET, KIB} from '../../../scripts/site-checks/budgets';
import {SCALE_QUERIES, measureIndex} from '../../../scripts/bench/search-scale.mjs';
import {kib} from '../../../scripts/bench/format.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD_DIR = path.join(ROOT, 'build');
const SITE = 'https://apis.example.com';
const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'index.html'));

/** Share of questions that must find their page in the first three (issue #28). */
const QUESTION_TARGET = 0.95;

/** The index as the browser reads it: the serialized, sharded files. */
function load(records: readonly DocSearchRecord[]): Promise<ShardedIndex> {
  return ShardedIndex.load(memoryIndexReader(serializeIndex(buildIndex(records), {synonyms: loadSynonyms(ROOT)})));
}

async function resultPages(index: ShardedIndex, query: string): Promise<string[]> {
  const pages: string[] = [];
  for (const hit of (await searchRecords(index, query)).hits) {
    const page = decodeURIComponent(new URL(hit.url).pathname);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

interface Rates {
  hit1: number;
  hit3: number;
  misses: string[];
}

/** How many cases find their page first, and in the first three; the misses, with what came first. */
async function rates(index: ShardedIndex, cases: readonly [string, string][]): Promise<Rates> {
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const [query, page] of cases) {
    const pages = await resultPages(index, query);
    const rank = pages.indexOf(page);
    if (rank === 0) first += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    else misses.push(`"${query}" → ${page}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
  }
  return {hit1: first / cases.length, hit3: top3 / cases.length, misses};
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

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

  test(`questions as readers ask them: at least ${percent(QUESTION_TARGET)} find their page in the first three`, async (t) => {
    // Every figure is reported before the assertion, so a failing run still shows all three.
    let questions: Rates | undefined;
    for (const [name, cases] of [['keyword queries', CASES], ['questions', QUESTION_CASES], ['questions not used to tune the synonyms', UNTUNED_QUESTIONS]] as const) {
      const measured = await rates(index, cases);
      t.diagnostic(`${name} (${cases.length}): hit@1 ${percent(measured.hit1)}, hit@3 ${percent(measured.hit3)}`);
      if (cases === QUESTION_CASES) questions = measured;
    }
    assert.ok(questions!.hit3 >= QUESTION_TARGET, `${percent(questions!.hit3)} of questions in the first three; missed:\n${questions!.misses.join('\n')}`);
  });

  test(`the first query of a fresh visitor fetches at most ${FIRST_SEARCH_FETCH_BUDGET / KIB} KiB (brotli), for every query above`, async (t) => {
    const {firstQuery} = await measureIndex(records, {queries: SCALE_QUERIES, synonyms: loadSynonyms(ROOT)});
    t.diagnostic(`${firstQuery.perQuery.length} queries: median ${kib(firstQuery.median)}, largest ${kib(firstQuery.largest)} ("${firstQuery.largestQuery}")`);
    const over = firstQuery.perQuery.filter(([, bytes]) => bytes > FIRST_SEARCH_FETCH_BUDGET);
    assert.deepEqual(over.map(([query, bytes]) => `${query}: ${kib(bytes)}`), []);
  });

  test('no test, listing or redirect pages in results', async () => {
    for (const [query] of [...CASES, ...QUESTION_CASES]) {
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
