/**
 * MiniSearch index over DocSearch records, and a search function that answers with Algolia-shaped
 * hits (highlight and snippet included) so the DocSearch modal renders them unchanged.
 * Runs in Node (build, tests, bench) and in the browser (search client): no Node APIs here.
 */
import MiniSearch from 'minisearch';
import type {AsPlainObject, SearchResult} from 'minisearch';
import {isHanTerm, tokenize, tokenizeQuery, tokenizeSpans} from './tokenizer';
import {HIERARCHY_LEVELS, LEVEL_WEIGHT} from './types';
import type {
  DocSearchHit,
  DocSearchRecord,
  Hierarchy,
  HierarchyLevel,
  HighlightResult,
  MatchLevel,
  RecordType,
  SnippetResult,
} from './types';

// ---------------------------------------------------------------------------------------------
// Index layout

/** Bump when the serialized layout changes, so a stale cached file is rejected, not misread. */
export const INDEX_FORMAT_VERSION = 1;

/** Per-page data, stored once instead of on every record of the page. */
interface PageEntry {
  /** Pathname (percent-encoded), joined to `origin`. */
  path: string;
  lvl0: string | null;
  lvl1: string | null;
  tag: string;
  lang: string;
}

/** Fields MiniSearch keeps per record: short keys because they repeat ~3,000 times. */
interface StoredFields {
  /** Index into `pages`. */
  p: number;
  /** Anchor (percent-encoded), absent for the top of the page. */
  a?: string;
  /** 0 = content, 1..6 = lvlN. */
  t: number;
  /** lvl2..lvl6, trailing nulls dropped. */
  h?: (string | null)[];
  c?: string;
  /** Position of the record in its page. */
  n: number;
}

interface IndexedDoc extends StoredFields {
  id: number;
  title: string;
  headings: string;
  content: string;
}

/**
 * MiniSearch's own JSON repeats every posting as `"docId":freq` and, worse, loading it inserts
 * ~60,000 terms one by one into a radix tree whose root has ~2,000 children (one per leading Han
 * character), which takes seconds. This layout keeps the tree as built (nested arrays) and the
 * postings as delta-encoded strings: about a third smaller gzipped, and it loads in a fraction of
 * the time.
 */
interface TreeLayout {
  kind: 'tree';
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of every document, concatenated (one entry per field per document). */
  fieldLength: number[];
  stored: StoredFields[];
  /** Radix tree: `[label, child, label, child, …]`; the child of label '' is a postings string. */
  tree: EncodedNode;
}

type EncodedNode = (string | EncodedNode)[];

/** MiniSearch's own format: used only if its internals ever stop matching what we expect. */
interface PlainLayout {
  kind: 'plain';
  index: AsPlainObject;
}

export interface SerializedIndex {
  version: number;
  origin: string;
  pages: PageEntry[];
  index: TreeLayout | PlainLayout;
}

export interface LoadedIndex {
  mini: MiniSearch<IndexedDoc>;
  origin: string;
  pages: PageEntry[];
}

const FIELDS = ['title', 'headings', 'content'];
const STORE_FIELDS = ['p', 'a', 't', 'h', 'c', 'n'];
/** Title > section headings > body text. */
export const FIELD_BOOST = {title: 3, headings: 2, content: 1};
/** Records of the docs section the visitor is reading rank above equally good ones elsewhere. */
export const TAG_BOOST = 1.5;
/** The top-of-page record stands for the whole page when several sections tie. */
const INTRO_BOOST = 1.15;

const identity = (term: string) => term;

const MINI_OPTIONS = {
  fields: FIELDS,
  storeFields: STORE_FIELDS,
  idField: 'id',
  tokenize,
  processTerm: identity,
  searchOptions: {tokenize: tokenizeQuery, processTerm: identity},
};

const TYPE_CODE: Readonly<Record<RecordType, number>> = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};
const CODE_TYPE: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function trimTrailingNulls<T>(list: (T | null)[]): (T | null)[] {
  let end = list.length;
  while (end > 0 && list[end - 1] == null) end -= 1;
  return list.slice(0, end);
}

/** Builds the in-memory index from extracted records. */
export function buildIndex(records: readonly DocSearchRecord[]): LoadedIndex {
  const pages: PageEntry[] = [];
  const pageIds = new Map<string, number>();
  let origin = '';
  const docs: IndexedDoc[] = records.map((record, id) => {
    const pageUrl = new URL(record.url_without_anchor);
    origin ||= pageUrl.origin;
    let p = pageIds.get(record.url_without_anchor);
    if (p === undefined) {
      p = pages.length;
      pageIds.set(record.url_without_anchor, p);
      pages.push({
        path: pageUrl.pathname,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        tag: record.docusaurus_tag,
        lang: record.language,
      });
    }
    const deeper = trimTrailingNulls(HIERARCHY_LEVELS.slice(2).map((lvl) => record.hierarchy[lvl]));
    return {
      id,
      title: record.hierarchy.lvl1 ?? '',
      headings: deeper.filter(Boolean).join(' '),
      content: record.content ?? '',
      p,
      a: record.anchor ?? undefined,
      t: TYPE_CODE[record.type],
      h: deeper.length > 0 ? deeper : undefined,
      c: record.content ?? undefined,
      n: record.weight.position,
    };
  });
  const mini = new MiniSearch<IndexedDoc>(MINI_OPTIONS);
  mini.addAll(docs);
  return {mini, origin, pages};
}

// --- postings and tree encoding

type Postings = Map<number, Map<number, number>>;
type RadixTree = Map<string, RadixTree | Postings>;

/** `fieldId:delta,delta*freq,…;fieldId:…` with ascending document ids; freq 1 is implied. */
function encodePostings(data: Postings): string {
  const fields: string[] = [];
  for (const [fieldId, docs] of data) {
    const ids = [...docs.keys()].sort((a, b) => a - b);
    let prev = 0;
    const parts = ids.map((id) => {
      const freq = docs.get(id) ?? 1;
      const part = freq > 1 ? `${id - prev}*${freq}` : `${id - prev}`;
      prev = id;
      return part;
    });
    fields.push(`${fieldId}:${parts.join(',')}`);
  }
  return fields.join(';');
}

function decodePostings(text: string): Postings {
  const data: Postings = new Map();
  for (const field of text.split(';')) {
    const colon = field.indexOf(':');
    const docs = new Map<number, number>();
    let id = 0;
    for (const part of field.slice(colon + 1).split(',')) {
      const star = part.indexOf('*');
      id += Number(star === -1 ? part : part.slice(0, star));
      docs.set(id, star === -1 ? 1 : Number(part.slice(star + 1)));
    }
    data.set(Number(field.slice(0, colon)), docs);
  }
  return data;
}

/**
 * Postings decoded on first use. A query touches a few dozen terms out of ~60,000, so decoding
 * all of them at load time (300,000 map entries) was most of the load time and memory.
 */
class LazyPostings extends Map<number, Map<number, number>> {
  private encoded: string | null;

  constructor(encoded: string) {
    super();
    this.encoded = encoded;
  }

  private ensure(): void {
    if (this.encoded === null) return;
    const text = this.encoded;
    this.encoded = null;
    for (const [fieldId, docs] of decodePostings(text)) super.set(fieldId, docs);
  }

  override get(key: number) {
    this.ensure();
    return super.get(key);
  }
  override has(key: number) {
    this.ensure();
    return super.has(key);
  }
  override set(key: number, value: Map<number, number>) {
    this.ensure();
    return super.set(key, value);
  }
  override delete(key: number) {
    this.ensure();
    return super.delete(key);
  }
  override get size() {
    this.ensure();
    return super.size;
  }
  override keys() {
    this.ensure();
    return super.keys();
  }
  override values() {
    this.ensure();
    return super.values();
  }
  override entries() {
    this.ensure();
    return super.entries();
  }
  override [Symbol.iterator]() {
    this.ensure();
    return super[Symbol.iterator]();
  }
  override forEach(callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void, thisArg?: unknown) {
    this.ensure();
    super.forEach(callback, thisArg);
  }
}

function encodeTree(node: RadixTree): EncodedNode {
  const out: EncodedNode = [];
  for (const [label, child] of node) {
    out.push(label, label === '' ? encodePostings(child as Postings) : encodeTree(child as RadixTree));
  }
  return out;
}

function decodeTree(node: EncodedNode): RadixTree {
  const tree: RadixTree = new Map();
  for (let i = 0; i + 1 < node.length; i += 2) {
    const label = node[i] as string;
    const child = node[i + 1];
    tree.set(label, label === '' ? new LazyPostings(child as string) : decodeTree(child as EncodedNode));
  }
  return tree;
}

/** The pieces of MiniSearch we reach into; checked before use so an upgrade degrades, not breaks. */
interface MiniInternals {
  _index?: {_tree?: unknown; constructor: new (tree: RadixTree) => unknown};
  _documentIds?: Map<number, unknown>;
  _fieldLength?: Map<number, number[]>;
  _storedFields?: Map<number, StoredFields>;
}

function treeLayout(mini: MiniSearch<IndexedDoc>): TreeLayout | null {
  const internals = mini as unknown as MiniInternals;
  const tree = internals._index?._tree;
  const plain = mini.toJSON();
  if (!(tree instanceof Map) || !internals._documentIds || !internals._fieldLength || !internals._storedFields) return null;
  // Short ids must be 0..n-1 in order, so that arrays can stand in for MiniSearch's id maps.
  const count = plain.nextId;
  const fieldCount = Object.keys(plain.fieldIds).length;
  const fieldLength: number[] = [];
  const stored: StoredFields[] = [];
  for (let shortId = 0; shortId < count; shortId += 1) {
    if (internals._documentIds.get(shortId) !== shortId) return null;
    const lengths = internals._fieldLength.get(shortId) ?? [];
    for (let f = 0; f < fieldCount; f += 1) fieldLength.push(lengths[f] ?? 0);
    stored.push(internals._storedFields.get(shortId) ?? ({p: 0, t: 0, n: 0} as StoredFields));
  }
  return {
    kind: 'tree',
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    dirtCount: plain.dirtCount ?? 0,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength,
    stored,
    tree: encodeTree(tree as RadixTree),
  };
}

export function serializeIndex(index: LoadedIndex): string {
  const data: SerializedIndex = {
    version: INDEX_FORMAT_VERSION,
    origin: index.origin,
    pages: index.pages,
    index: treeLayout(index.mini) ?? {kind: 'plain', index: index.mini.toJSON()},
  };
  return JSON.stringify(data);
}

function checkFormat(data: SerializedIndex): SerializedIndex {
  if (!data || data.version !== INDEX_FORMAT_VERSION || !Array.isArray(data.pages) || !data.index) {
    throw new Error(`Unsupported search index format (expected version ${INDEX_FORMAT_VERSION})`);
  }
  return data;
}

function fromTreeLayout(layout: TreeLayout): MiniSearch<IndexedDoc> {
  const fieldCount = Object.keys(layout.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const storedFields: Record<string, unknown> = {};
  layout.stored.forEach((stored, shortId) => {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = layout.fieldLength.slice(shortId * fieldCount, (shortId + 1) * fieldCount);
    storedFields[shortId] = stored;
  });
  const shell: AsPlainObject = {
    documentCount: layout.documentCount,
    nextId: layout.nextId,
    documentIds,
    fieldIds: layout.fieldIds,
    fieldLength,
    averageFieldLength: layout.averageFieldLength,
    storedFields,
    dirtCount: layout.dirtCount,
    index: [],
    serializationVersion: 2,
  };
  const mini = MiniSearch.loadJS<IndexedDoc>(shell, MINI_OPTIONS);
  const tree = decodeTree(layout.tree);
  const internals = mini as unknown as MiniInternals;
  if (internals._index && internals._index._tree instanceof Map) {
    (internals as {_index: unknown})._index = new internals._index.constructor(tree);
    return mini;
  }
  // MiniSearch changed its internals: take the slow public road.
  const entries: AsPlainObject['index'] = [];
  const walk = (node: RadixTree, prefix: string) => {
    for (const [label, child] of node) {
      if (label === '') {
        const data: Record<string, Record<string, number>> = {};
        for (const [fieldId, docs] of child as Postings) data[fieldId] = Object.fromEntries(docs);
        entries.push([prefix, data]);
      } else {
        walk(child as RadixTree, prefix + label);
      }
    }
  };
  walk(tree, '');
  return MiniSearch.loadJS<IndexedDoc>({...shell, index: entries}, MINI_OPTIONS);
}

/** Loads a serialized index (the JSON text or the parsed object). */
export function loadIndex(data: string | SerializedIndex): LoadedIndex {
  const parsed = checkFormat(typeof data === 'string' ? (JSON.parse(data) as SerializedIndex) : data);
  const mini =
    parsed.index.kind === 'tree'
      ? fromTreeLayout(parsed.index)
      : MiniSearch.loadJS<IndexedDoc>(parsed.index.index, MINI_OPTIONS);
  return {mini, origin: parsed.origin, pages: parsed.pages};
}

/** {@link loadIndex} after yielding once, so the caller can paint a loading state first. */
export async function loadIndexAsync(data: string | SerializedIndex): Promise<LoadedIndex> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return loadIndex(data);
}

/** The DocSearch record behind a stored document. */
function toRecord(index: LoadedIndex, stored: StoredFields): DocSearchRecord {
  const page = index.pages[stored.p];
  const base = new URL(page.path, index.origin).href;
  const deeper = stored.h ?? [];
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.lvl1,
    lvl2: deeper[0] ?? null,
    lvl3: deeper[1] ?? null,
    lvl4: deeper[2] ?? null,
    lvl5: deeper[3] ?? null,
    lvl6: deeper[4] ?? null,
  };
  const type = CODE_TYPE[stored.t] ?? 'content';
  const anchor = stored.a ?? null;
  let decodedPath = page.path;
  let decodedAnchor = anchor;
  try {
    decodedPath = decodeURIComponent(page.path);
    decodedAnchor = anchor && decodeURIComponent(anchor);
  } catch {
    // keep the encoded forms
  }
  return {
    objectID: `${decodedPath}${decodedAnchor ? `#${decodedAnchor}` : ''}:${stored.n}`,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    hierarchy,
    content: stored.c ?? null,
    docusaurus_tag: page.tag,
    language: page.lang,
    weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position: stored.n},
  };
}

// ---------------------------------------------------------------------------------------------
// Query

/** Latin terms complete as the visitor types; so does a lone Han character (a bigram's start). */
function usesPrefix(term: string): boolean {
  return !isHanTerm(term) || Array.from(term).length === 1;
}

/** One typo allowed in Latin words of five letters or more (puppeter → puppeteer). */
function typoBudget(term: string): number | false {
  return !isHanTerm(term) && term.length >= 5 && /\p{L}/u.test(term) ? 1 : false;
}

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
  stored: StoredFields;
  matchedFields: Set<string>;
  derived: Set<string>;
  queryTerms: string[];
}

/** Tags that mean "not a docs page": boosting them would boost nearly everything. */
const NEUTRAL_TAGS = new Set(['default']);

function tagSet(tag: SearchOptions['tag']): Set<string> {
  const list = tag === undefined ? [] : typeof tag === 'string' ? [tag] : tag;
  return new Set(list.filter((t) => t && !NEUTRAL_TAGS.has(t)));
}

/**
 * Keeps the best-scoring record per URL (the chunks of one section share it) and at most
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

/** {@link dedupeByUrl} for finished hits. */
export function dedupeHits<T extends Pick<DocSearchRecord, 'url' | 'url_without_anchor'>>(hits: readonly T[], maxPerPage = 3): T[] {
  return dedupeByUrl(hits, (hit) => ({url: hit.url, page: hit.url_without_anchor}), maxPerPage);
}

function runQuery(index: LoadedIndex, query: string, tags: Set<string>, combineWith: 'AND' | 'OR'): SearchResult[] {
  return index.mini.search(query, {
    combineWith,
    boost: FIELD_BOOST,
    prefix: usesPrefix,
    fuzzy: typoBudget,
    tokenize: tokenizeQuery,
    processTerm: identity,
    boostDocument: (_id, _term, stored) => {
      const s = stored as unknown as StoredFields | undefined;
      if (!s) return 1;
      let boost = s.t === 1 ? INTRO_BOOST : 1;
      if (tags.size > 0 && tags.has(index.pages[s.p]?.tag)) boost *= TAG_BOOST;
      return boost;
    },
  });
}

/**
 * Searches the index and returns DocSearch hits. Every query term must match (a Chinese word is
 * several bigrams, and all of them must be there); when that finds nothing, any term will do.
 */
export function searchRecords(index: LoadedIndex, query: string, options: SearchOptions = {}): SearchResponse {
  const {hitsPerPage = 20, snippetWords = 10, snippetEllipsis = '…', maxHitsPerPage = 3} = options;
  const terms = tokenizeQuery(query);
  if (terms.length === 0) return {hits: [], nbHits: 0, terms};
  const tags = tagSet(options.tag);
  let results = runQuery(index, query, tags, 'AND');
  if (results.length === 0 && terms.length > 1) results = runQuery(index, query, tags, 'OR');

  const candidates: Candidate[] = results.map((r) => {
    const matchedFields = new Set<string>();
    for (const fields of Object.values(r.match)) for (const f of fields) matchedFields.add(f);
    return {
      stored: r as unknown as StoredFields,
      matchedFields,
      derived: new Set(r.terms),
      queryTerms: r.queryTerms,
    };
  });
  const unique = dedupeByUrl(
    candidates,
    (c) => {
      const page = index.pages[c.stored.p]?.path ?? '';
      return {url: `${page}#${c.stored.a ?? ''}`, page};
    },
    maxHitsPerPage,
  );
  const matcher = createMatcher(terms, candidatesTerms(unique.slice(0, hitsPerPage)));
  const hits = unique.slice(0, hitsPerPage).map((c) =>
    toHit(toRecord(index, c.stored), c, matcher, {
      snippetWords,
      snippetWordsByAttribute: options.snippetWordsByAttribute ?? {},
      ellipsis: snippetEllipsis,
    }),
  );
  return {hits, nbHits: unique.length, terms};
}

function candidatesTerms(candidates: readonly Candidate[]): Set<string> {
  const all = new Set<string>();
  for (const c of candidates) for (const t of c.derived) all.add(t);
  return all;
}

/** The type DocSearch should render: it shows the content snippet only for 'content' and 'lvl1'. */
function displayType(record: DocSearchRecord, c: Candidate): RecordType {
  if (record.type === 'lvl1') return 'lvl1';
  if (c.matchedFields.has('content') && record.content) return 'content';
  for (let level = 6; level >= 2; level -= 1) {
    if (record.hierarchy[`lvl${level}` as HierarchyLevel]) return `lvl${level}` as RecordType;
  }
  return record.content ? 'content' : 'lvl1';
}

// ---------------------------------------------------------------------------------------------
// Highlighting

interface Matcher {
  /** Query terms a token satisfies, and how many leading characters to mark. */
  match(token: string): {terms: string[]; prefixLength: number | null} | null;
  queryTerms: readonly string[];
}

/** Edit distance, stopping early once it exceeds `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/**
 * Decides which tokens of a text to mark: exact query terms, words the query term is a prefix of,
 * and index terms MiniSearch matched by typo tolerance.
 */
function createMatcher(queryTerms: readonly string[], derived: ReadonlySet<string>): Matcher {
  const cache = new Map<string, {terms: string[]; prefixLength: number | null} | null>();
  return {
    queryTerms,
    match(token) {
      const cached = cache.get(token);
      if (cached !== undefined) return cached;
      const terms: string[] = [];
      let prefixLength: number | null = null;
      let whole = false;
      for (const q of queryTerms) {
        if (token === q) {
          terms.push(q);
          whole = true;
        } else if (usesPrefix(q) && token.startsWith(q)) {
          terms.push(q);
          prefixLength = Math.max(prefixLength ?? 0, q.length);
        } else if (derived.has(token)) {
          const budget = typoBudget(q);
          if (budget && withinDistance(q, token, budget)) {
            terms.push(q);
            whole = true;
          }
        }
      }
      const result = terms.length > 0 ? {terms, prefixLength: whole ? null : prefixLength} : null;
      cache.set(token, result);
      return result;
    },
  };
}

interface Marked {
  ranges: [number, number][];
  matched: Set<string>;
}

function findMarks(text: string, matcher: Matcher): Marked {
  const ranges: [number, number][] = [];
  const matched = new Set<string>();
  for (const span of tokenizeSpans(text, {subwords: true})) {
    const m = matcher.match(span.token);
    if (!m) continue;
    for (const t of m.terms) matched.add(t);
    // Mark only the typed part of a prefix match, when offsets map one to one.
    const sameLength = span.end - span.start === span.token.length;
    const end = m.prefixLength !== null && sameLength ? span.start + m.prefixLength : span.end;
    ranges.push([span.start, end]);
  }
  ranges.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return {ranges: merged, matched};
}

const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

/** Escapes `text[start, end)` and wraps the marked ranges in `<mark>`. */
function renderMarked(text: string, ranges: readonly [number, number][], start = 0, end = text.length): string {
  let out = '';
  let pos = start;
  for (const [a, b] of ranges) {
    const s = Math.max(a, start);
    const e = Math.min(b, end);
    if (e <= s) continue;
    out += escapeHtml(text.slice(pos, s));
    out += `<mark>${escapeHtml(text.slice(s, e))}</mark>`;
    pos = e;
  }
  return out + escapeHtml(text.slice(pos, end));
}

function matchLevelOf(matched: Set<string>, queryTerms: readonly string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return queryTerms.every((q) => matched.has(q)) ? 'full' : 'partial';
}

interface Unit {
  start: number;
  end: number;
  cost: number;
}

/** Cost units of a text: a Latin word costs 4, a Han character 1, so 10 words ≈ 40 characters. */
function units(text: string): Unit[] {
  const out: Unit[] = [];
  const re = /((?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+)|(\s+)|([\s\S])/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].length;
    out.push({start: m.index, end, cost: m[1] ? 4 : m[2] ? 0 : 1});
  }
  return out;
}

/** Share of the snippet placed before the first match, so the match is read in context. */
const LEAD_SHARE = 0.3;

/**
 * Window of about `words` words around the first mark, as escaped HTML with ellipses where the
 * text was cut.
 */
export function snippetOf(text: string, ranges: readonly [number, number][], words: number, ellipsis = '…'): string {
  const budget = Math.max(1, words) * 4;
  const list = units(text);
  if (list.length === 0) return '';
  const first = ranges[0];
  let i = 0;
  if (first) {
    while (i < list.length - 1 && list[i].end <= first[0]) i += 1;
  }
  let j = i;
  let used = list[i].cost;
  if (first) {
    let lead = 0;
    while (i > 0 && lead + list[i - 1].cost <= budget * LEAD_SHARE) {
      i -= 1;
      lead += list[i].cost;
    }
    used += lead;
    // The first match is always whole, even when it alone exceeds the budget.
    while (j < list.length - 1 && list[j].end < first[1]) {
      j += 1;
      used += list[j].cost;
    }
  }
  while (j < list.length - 1 && used + list[j + 1].cost <= budget) {
    j += 1;
    used += list[j].cost;
  }
  // Near the end of the text, spend what is left on more leading context.
  while (i > 0 && used + list[i - 1].cost <= budget) {
    i -= 1;
    used += list[i].cost;
  }
  // Do not start or end on whitespace.
  while (i < j && list[i].cost === 0) i += 1;
  while (j > i && list[j].cost === 0) j -= 1;
  const start = list[i].start;
  const end = list[j].end;
  const body = renderMarked(text, ranges, start, end);
  return `${start > 0 ? escapeHtml(ellipsis) : ''}${body}${end < text.length ? escapeHtml(ellipsis) : ''}`;
}

interface HitOptions {
  snippetWords: number;
  snippetWordsByAttribute: Readonly<Record<string, number>>;
  ellipsis: string;
}

function toHit(record: DocSearchRecord, c: Candidate, matcher: Matcher, opts: HitOptions): DocSearchHit {
  const highlightHierarchy: DocSearchHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: DocSearchHit['_snippetResult']['hierarchy'] = {};
  const attribute = (name: string, text: string): [HighlightResult, SnippetResult] => {
    const {ranges, matched} = findMarks(text, matcher);
    const matchLevel = matchLevelOf(matched, matcher.queryTerms);
    const words = opts.snippetWordsByAttribute[name] ?? opts.snippetWords;
    const snippet = snippetOf(text, ranges, words, opts.ellipsis);
    return [
      {value: renderMarked(text, ranges), matchLevel, matchedWords: [...matched]},
      // An empty snippet would make DocSearch fall back to the raw (unescaped) attribute.
      {value: snippet || escapeHtml(text), matchLevel},
    ];
  };
  for (const lvl of HIERARCHY_LEVELS) {
    const text = record.hierarchy[lvl];
    if (!text) continue;
    const [h, s] = attribute(`hierarchy.${lvl}`, text);
    highlightHierarchy[lvl] = h;
    snippetHierarchy[lvl] = s;
  }
  const hit: DocSearchHit = {
    ...record,
    type: displayType(record, c),
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (record.content) {
    const [h, s] = attribute('content', record.content);
    hit._highlightResult.content = h;
    hit._snippetResult.content = s;
  }
  return hit;
}
