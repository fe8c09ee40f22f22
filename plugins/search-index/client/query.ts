/**
 * Searches the sharded index and answers with DocSearch hits: expands the query with the site's
 * synonyms, loads the term shards of its terms, ranks with MiniSearch (title > headings > summary >
 * content, the current docs section boosted), keeps the best section per URL and a few per page,
 * then loads the texts of the pages shown and highlights.
 */
import type {SearchResult} from 'minisearch';
import {CODE_TYPE} from '../shared/format';
import {FIELD_BOOST, identity} from '../shared/mini';
import {expandQuery, type QueryClause} from '../shared/synonyms';
import {LEVEL_WEIGHT} from '../shared/types';
import type {DocSearchHit, DocSearchRecord, Hierarchy} from '../shared/types';
import {createMatcher, toHit, typoBudget, usesPrefix} from './highlight';
import {searchClauses} from './clause-search';
import type {ShardedIndex} from './sharded-index';

/** Records of the docs section the visitor is reading rank above equally good ones elsewhere. */
export const TAG_BOOST = 1.5;
/** The top-of-page record stands for the whole page when several sections tie. */
const INTRO_BOOST = 1.15;
/** Each step of a page's DocSearch `pageRank` multiplies its score by this much more. */
const PAGE_RANK_STEP = 0.3;
/** Tags that mean "not a docs page": boosting them would boost nearly everything. */
const NEUTRAL_TAGS = new Set(['default']);

export interface SearchOptions {
  /** docusaurus_tag value(s) of the docs section being read: boosted, never filtered. */
  tag?: string | readonly string[];
  hitsPerPage?: number;
  /** Snippet length in words (a Han character counts a quarter word): DocSearch's `content:10`. */
  snippetWords?: number;
  /** Snippet length per attribute, overriding `snippetWords` (from `attributesToSnippet`). */
  snippetWordsByAttribute?: Readonly<Record<string, number>>;
  snippetEllipsis?: string;
  /** Sections of one page kept at most, so one long page cannot fill the list. */
  maxHitsPerPage?: number;
}

export interface SearchResponse {
  hits: DocSearchHit[];
  /** Matches after deduplication (before the `hitsPerPage` cut). */
  nbHits: number;
  /** Normalised query terms. */
  terms: string[];
}

interface Candidate {
  id: number;
  page: number;
  matchedFields: Set<string>;
  derived: Set<string>;
}

function tagSet(tag: SearchOptions['tag']): Set<string> {
  const list = tag === undefined ? [] : typeof tag === 'string' ? [tag] : tag;
  return new Set(list.filter((t) => t && !NEUTRAL_TAGS.has(t)));
}

/**
 * Keeps the best-scoring item per URL (the chunks of one section share it) and at most
 * `maxPerPage` sections per page. Input must be sorted best first; order is preserved.
 */
export function dedupeByUrl<T>(items: readonly T[], keyOf: (item: T) => {url: string; page: string}, maxPerPage = 3): T[] {
  const seenUrls = new Set<string>();
  const perPage = new Map<string, number>();
  const out: T[] = [];
  for (const item of items) {
    const {url, page} = keyOf(item);
    if (seenUrls.has(url)) continue;
    const count = perPage.get(page) ?? 0;
    if (count >= maxPerPage) continue;
    seenUrls.add(url);
    perPage.set(page, count + 1);
    out.push(item);
  }
  return out;
}

/** The query terms are already tokens (shared/synonyms.ts): MiniSearch takes each as it is. */
const asToken = (term: string): string[] => [term];

function runQuery(index: ShardedIndex, clauses: readonly QueryClause[], tags: Set<string>, combineWith: 'AND' | 'OR'): SearchResult[] {
  return searchClauses(index, clauses, combineWith, {
    boost: FIELD_BOOST,
    prefix: usesPrefix,
    fuzzy: typoBudget,
    tokenize: asToken,
    processTerm: identity,
    boostDocument: (id) => {
      const page = index.pageOf(id as number);
      let boost = (index.isIntro(id as number) ? INTRO_BOOST : 1) * (1 + PAGE_RANK_STEP * index.pageRank(page));
      if (tags.size > 0 && tags.has(index.pageTag(page))) boost *= TAG_BOOST;
      return boost;
    },
  });
}

/** Percent-decoded, or as it is when it is not valid percent-encoding. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The DocSearch record of a ranked record whose page texts are loaded. */
function toRecord(index: ShardedIndex, id: number): DocSearchRecord {
  const p = index.pageOf(id);
  const page = index.page(p);
  const i = index.indexInPage(id);
  const [deeper, content] = page.records[i] ?? [[], null];
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.lvl1,
    lvl2: deeper[0] ?? null,
    lvl3: deeper[1] ?? null,
    lvl4: deeper[2] ?? null,
    lvl5: deeper[3] ?? null,
    lvl6: deeper[4] ?? null,
  };
  const type = CODE_TYPE[Number(page.types[i])] ?? 'content';
  const position = page.positions?.[i] ?? i;
  // The URL parser percent-encodes the decoded path and anchor as the build's URLs were.
  const base = new URL(page.encoded?.path ?? page.path, index.meta.origin).href;
  const a = index.anchorOf(id) - 1;
  const rawAnchor = page.encoded?.anchors?.[a];
  const decodedAnchor = a < 0 ? null : rawAnchor === undefined ? (page.anchors[a] ?? null) : safeDecode(rawAnchor);
  const anchor = a < 0 ? null : (rawAnchor ?? (decodedAnchor === null ? null : new URL(`#${decodedAnchor}`, base).hash.slice(1)));
  const decodedPath = page.encoded?.path === undefined ? page.path : safeDecode(page.encoded.path);
  return {
    objectID: `${decodedPath}${decodedAnchor ? `#${decodedAnchor}` : ''}:${position}`,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    hierarchy,
    content,
    docusaurus_tag: index.pageTag(p),
    language: page.lang,
    weight: {pageRank: index.pageRank(p), level: LEVEL_WEIGHT[type], position},
  };
}

/** Han runs of the query long enough to be several bigrams: 网页抓取, not 网页. */
const HAN_PHRASE = /\p{Script=Han}{3,}/gu;

/**
 * The query's Chinese words that a hit should hold as written. Bigram matching finds 分页抓取 …
 * 网页 for 网页抓取; a hit with the whole word is the better answer.
 */
export function hanPhrases(query: string): string[] {
  return [...new Set(query.normalize('NFKC').match(HAN_PHRASE) ?? [])];
}

function holdsPhrases(hit: DocSearchHit, phrases: readonly string[]): boolean {
  const text = [...Object.values(hit.hierarchy), hit.content].filter(Boolean).join('\n');
  return phrases.every((phrase) => text.includes(phrase));
}

/**
 * Moves the hits that hold every Chinese word of the query as written ahead of those that hold
 * its bigrams scattered (分页抓取 … 网页 for 网页抓取), keeping the ranking's order within each.
 * For hits where every term matched: with the any-term fallback, a whole word is not the point.
 */
export function preferWholePhrases(hits: readonly DocSearchHit[], phrases: readonly string[]): DocSearchHit[] {
  if (phrases.length === 0) return [...hits];
  const whole = hits.filter((hit) => holdsPhrases(hit, phrases));
  return [...whole, ...hits.filter((hit) => !whole.includes(hit))];
}

/**
 * Searches and returns DocSearch hits. Every query term must match (a Chinese word is several
 * bigrams, and all of them must be there), or a synonym of it; when that finds nothing, any term
 * will do. Among the hits shown, those holding the query's Chinese words as written come first.
 */
export async function searchRecords(index: ShardedIndex, query: string, options: SearchOptions = {}): Promise<SearchResponse> {
  const {hitsPerPage = 20, snippetWords = 10, snippetEllipsis = '…', maxHitsPerPage = 3} = options;
  const clauses = expandQuery(query, index.meta.synonyms);
  const terms = [...new Set(clauses.flatMap(([typed]) => typed))];
  if (terms.length === 0) return {hits: [], nbHits: 0, terms};
  const synonymTerms = [...new Set(clauses.flatMap(([, ...synonyms]) => synonyms.flat()))];
  await index.loadShards([...index.shardsForTerms(terms), ...index.shardsForTerms(synonymTerms, {exact: true})]);
  const tags = tagSet(options.tag);
  let results = runQuery(index, clauses, tags, 'AND');
  const everyTermMatched = results.length > 0;
  if (!everyTermMatched && clauses.length > 1) results = runQuery(index, clauses, tags, 'OR');

  const candidates: Candidate[] = results.map((result) => {
    const matchedFields = new Set<string>();
    for (const fields of Object.values(result.match)) for (const field of fields) matchedFields.add(field);
    const id = result.id as number;
    return {id, page: index.pageOf(id), matchedFields, derived: new Set(result.terms)};
  });
  const unique = dedupeByUrl(candidates, (c) => ({url: `${c.page}#${index.anchorOf(c.id)}`, page: String(c.page)}), maxHitsPerPage);
  const shown = unique.slice(0, hitsPerPage);
  await index.loadTexts(shown.map((c) => c.page));
  const derived = new Set(shown.flatMap((c) => [...c.derived]));
  const matcher = createMatcher(terms, derived, synonymTerms);
  const hitOptions = {snippetWords, snippetWordsByAttribute: options.snippetWordsByAttribute ?? {}, ellipsis: snippetEllipsis};
  const hits = shown.map((c) => toHit(toRecord(index, c.id), c, matcher, hitOptions));
  return {hits: everyTermMatched ? preferWholePhrases(hits, hanPhrases(query)) : hits, nbHits: unique.length, terms};
}
