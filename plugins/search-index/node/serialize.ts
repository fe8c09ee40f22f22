/**
 * Builds the search index of the extracted records and splits it into the files of
 * shared/format.ts. The index is MiniSearch's (the browser searches it with MiniSearch): its radix
 * tree of terms with their postings, and its document statistics. Indexing through `MiniSearch.add`
 * spent most of the build scanning the tree root's children, one per distinct first character
 * (thousands with Chinese), for every token; this numbers the terms in a hash map, collects
 * postings in typed arrays and builds the radix tree once from the sorted terms. The browser
 * grafts the shards a query needs into an empty MiniSearch as they are. minisearch is pinned to an
 * exact version for this reason; __tests__/query.test.ts checks the result against MiniSearch's
 * own index, term for term, and its ranking, and __tests__/format.test.ts the tree's shape
 * against its SearchableMap.
 */
import {HIERARCHY_LEVELS} from '../shared/types';
import type {DocSearchRecord} from '../shared/types';
import {INDEX_FORMAT_VERSION, META_FILE, SHARD_TARGET_CHARS, TYPE_CODE, encodeColumn, encodeTree, pageFile, termsFile} from '../shared/format';
import type {EncodedTree, IndexMeta, PageTexts, TermShard} from '../shared/format';
import {FIELDS, MINI_OPTIONS} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';
import type {SynonymGroup} from '../shared/synonyms';

export interface BuiltPage {
  /** Pathname as in the records' URLs (percent-encoded). */
  path: string;
  lvl0: string | null;
  lvl1: string | null;
  tag: string;
  lang: string;
  rank: number;
  /** Percent-encoded anchors of the page's sections, in order of first use. */
  anchors: string[];
  firstRecord: number;
}

export interface BuiltRecord {
  page: number;
  /** 1 + index into the page's anchors; 0 for the top of the page. */
  anchor: number;
  type: number;
  position: number;
  /** lvl2…lvl6 (trailing nulls dropped) and content. */
  text: PageTexts['records'][number];
}

export interface BuiltIndex {
  origin: string;
  pages: BuiltPage[];
  records: BuiltRecord[];
  /** MiniSearch's radix tree of the terms (children in code unit order), encoded postings at the leaves. */
  tree: EncodedTree;
  termCount: number;
  /** MiniSearch's field ids; per field, the length of each record's field and their average. */
  fieldIds: Record<string, number>;
  fieldLength: Int32Array[];
  averageFieldLength: number[];
}

function trimTrailingNulls<T>(list: (T | null)[]): (T | null)[] {
  let end = list.length;
  while (end > 0 && list[end - 1] == null) end -= 1;
  return list.slice(0, end);
}

export interface IndexedRecords {
  origin: string;
  pages: BuiltPage[];
  records: BuiltRecord[];
  /** What MiniSearch indexes of each record, ids 0..n-1 in record order. */
  docs: IndexedRecord[];
}

/** Pages and display data of the records, and the documents to index (a page's records must be consecutive). */
export function indexedRecords(records: readonly DocSearchRecord[]): IndexedRecords {
  const pages: BuiltPage[] = [];
  const built: BuiltRecord[] = [];
  let origin = '';
  let current: BuiltPage | undefined;
  let currentUrl = '';
  const seen = new Set<string>();
  const docs: IndexedRecord[] = records.map((record, id) => {
    if (!current || record.url_without_anchor !== currentUrl) {
      currentUrl = record.url_without_anchor;
      if (seen.has(currentUrl)) throw new Error(`search index: the records of ${currentUrl} are not consecutive`);
      seen.add(currentUrl);
      const pageUrl = new URL(currentUrl);
      origin ||= pageUrl.origin;
      current = {
        path: pageUrl.pathname,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        tag: record.docusaurus_tag,
        lang: record.language,
        rank: record.weight.pageRank,
        anchors: [],
        firstRecord: id,
      };
      pages.push(current);
    }
    const page = current;
    let anchor = 0;
    if (record.anchor) {
      anchor = page.anchors.indexOf(record.anchor) + 1;
      if (anchor === 0) anchor = page.anchors.push(record.anchor);
    }
    const deeper = trimTrailingNulls(HIERARCHY_LEVELS.slice(2).map((lvl) => record.hierarchy[lvl]));
    built.push({page: pages.length - 1, anchor, type: TYPE_CODE[record.type], position: record.weight.position, text: [deeper, record.content ?? null]});
    const summary = [...(record.keywords ?? []), record.description ?? ''].join(' ');
    return {id, title: record.hierarchy.lvl1 ?? '', headings: deeper.filter(Boolean).join(' '), content: record.content ?? '', summary};
  });
  return {origin, pages, records: built, docs};
}

/**
 * MiniSearch's radix tree of these terms: a node per branching point or term end, labels split at
 * UTF-16 code units, as `SearchableMap` builds it (that shape does not depend on the order the
 * terms arrive in; only the order of a node's children does, and nothing reads it). `terms` must
 * be sorted; the children come out sorted too, '' first.
 */
export function radixTree(terms: readonly string[], valueOf: (term: string) => string): EncodedTree {
  const build = (lo: number, hi: number, depth: number): EncodedTree => {
    const node: EncodedTree = new Map();
    let i = lo;
    if (terms[i].length === depth) {
      node.set('', valueOf(terms[i]));
      i += 1;
    }
    while (i < hi) {
      const unit = terms[i][depth];
      let j = i + 1;
      while (j < hi && terms[j][depth] === unit) j += 1;
      // Sorted: the first and last terms of the group bound its common prefix.
      const first = terms[i];
      const last = terms[j - 1];
      let end = depth + 1;
      while (end < first.length && end < last.length && first[end] === last[end]) end += 1;
      node.set(first.slice(depth, end), build(i, j, end));
      i = j;
    }
    return node;
  };
  return terms.length === 0 ? new Map() : build(0, terms.length, 0);
}

/** Grows a typed array to hold at least `size` entries (doubling), keeping its contents. */
function grown(array: Int32Array, size: number): Int32Array {
  if (size <= array.length) return array;
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The postings of every term, collected as the records are indexed (in id order): a row (term,
 * field, record, frequency) for each term in each field of a record, in typed arrays. Per-term
 * arrays, or MiniSearch's maps of maps, left the garbage collector ~270,000 growing objects to
 * trace at 2,000 extra pages.
 */
export class PostingsCollector {
  private term: Int32Array = new Int32Array(1 << 16);
  private field: Int32Array = new Int32Array(1 << 16);
  private record: Int32Array = new Int32Array(1 << 16);
  private freq: Int32Array = new Int32Array(1 << 16);
  private rows = 0;
  /** Per term: its last row. */
  private lastRow: Int32Array = new Int32Array(1 << 12).fill(-1);
  /** Per term, once collected: where its rows start in `order`. */
  private start: Int32Array | null = null;
  private order: Int32Array | null = null;

  /** Counts one occurrence of a term (numbered from 0); true when it is its first in this field of this record. */
  add(term: number, field: number, record: number): boolean {
    if (term >= this.lastRow.length) {
      const size = this.lastRow.length;
      this.lastRow = grown(this.lastRow, term + 1);
      this.lastRow.fill(-1, size);
    }
    const last = this.lastRow[term];
    if (last !== -1 && this.record[last] === record && this.field[last] === field) {
      this.freq[last] += 1;
      return false;
    }
    const row = this.rows;
    this.rows += 1;
    if (row >= this.term.length) {
      this.term = grown(this.term, row + 1);
      this.field = grown(this.field, row + 1);
      this.record = grown(this.record, row + 1);
      this.freq = grown(this.freq, row + 1);
    }
    this.term[row] = term;
    this.field[row] = field;
    this.record[row] = record;
    this.freq[row] = 1;
    this.lastRow[term] = row;
    return true;
  }

  /** Groups the rows by term, in record order (a counting sort). */
  private group(): {start: Int32Array; order: Int32Array} {
    if (this.start && this.order) return {start: this.start, order: this.order};
    const terms = this.lastRow.length;
    const start = new Int32Array(terms + 1);
    for (let row = 0; row < this.rows; row += 1) start[this.term[row] + 1] += 1;
    for (let t = 0; t < terms; t += 1) start[t + 1] += start[t];
    const next = start.slice(0, terms);
    const order = new Int32Array(this.rows);
    for (let row = 0; row < this.rows; row += 1) order[next[this.term[row]]++] = row;
    this.start = start;
    this.order = order;
    return {start, order};
  }

  /**
   * A term's postings as shared/format.ts writes them, `fieldId:delta,delta*freq,…;…`: fields in
   * the order the term first appeared in them, as MiniSearch's maps keep them.
   */
  encode(term: number): string {
    const {start, order} = this.group();
    const from = start[term];
    const to = start[term + 1];
    let out = '';
    let done = 0;
    for (let first = from; first < to; first += 1) {
      const field = this.field[order[first]];
      if (done & (1 << field)) continue;
      done |= 1 << field;
      if (out) out += ';';
      out += `${field}:`;
      let previous = 0;
      for (let i = first; i < to; i += 1) {
        const row = order[i];
        if (this.field[row] !== field) continue;
        if (i !== first) out += ',';
        out += this.record[row] - previous;
        if (this.freq[row] > 1) out += `*${this.freq[row]}`;
        previous = this.record[row];
      }
    }
    return out;
  }
}

/**
 * Indexes the records (in the order given: a page's records must be consecutive) as
 * `new MiniSearch(MINI_OPTIONS).addAll(docs)` does: per field, the tokens of `MINI_OPTIONS.tokenize`,
 * the field's length as its number of distinct tokens, and MiniSearch's running average of it.
 */
export function buildIndex(records: readonly DocSearchRecord[]): BuiltIndex {
  const {origin, pages, records: built, docs} = indexedRecords(records);
  const tokenize = MINI_OPTIONS.tokenize!;
  const fieldIds: Record<string, number> = {};
  FIELDS.forEach((field, i) => (fieldIds[field] = i));
  const fieldLength = FIELDS.map(() => new Int32Array(docs.length));
  const averageFieldLength = FIELDS.map(() => 0);
  const termIndex = new Map<string, number>();
  const postings = new PostingsCollector();
  for (let id = 0; id < docs.length; id += 1) {
    const doc = docs[id];
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId += 1) {
      const field = FIELDS[fieldId];
      let length = 0;
      let empty = 0;
      for (const term of tokenize(String(doc[field as keyof IndexedRecord]), field)) {
        // MiniSearch counts an empty token in the field's length but indexes no term for it.
        if (!term) {
          empty = 1;
          continue;
        }
        let t = termIndex.get(term);
        if (t === undefined) {
          t = termIndex.size;
          termIndex.set(term, t);
        }
        if (postings.add(t, fieldId, id)) length += 1;
      }
      length += empty;
      fieldLength[fieldId][id] = length;
      averageFieldLength[fieldId] = (averageFieldLength[fieldId] * id + length) / (id + 1);
    }
  }
  const terms = [...termIndex.keys()].sort();
  const tree = radixTree(terms, (term) => postings.encode(termIndex.get(term)!));
  return {origin, pages, records: built, tree, termCount: terms.length, fieldIds, fieldLength, averageFieldLength};
}

/**
 * Cuts the radix tree (as radixTree builds it: children in code unit order) into shards of
 * consecutive terms of about `target` characters each. Each shard keeps the tree's own labels on
 * the paths to its terms, so shards merge back into the same tree.
 */
export function shardTree(tree: EncodedTree, target = SHARD_TARGET_CHARS): {firstTerms: string[]; shards: EncodedTree[]} {
  const firstTerms: string[] = [];
  const shards: EncodedTree[] = [];
  let size = 0;
  // The path of the term being visited, as nodes of the current shard (created on first use).
  const labels: string[] = [];
  const nodes: (EncodedTree | undefined)[] = [];
  // The children of a node are in code unit order ('' first: radixTree), so terms come in order.
  const visit = (node: EncodedTree, prefix: string): void => {
    for (const [label, child] of node) {
      if (label !== '') {
        labels.push(label);
        nodes.push(undefined);
        visit(child as EncodedTree, prefix + label);
        labels.pop();
        nodes.pop();
        continue;
      }
      const postings = child as string;
      if (shards.length === 0 || size >= target) {
        shards.push(new Map());
        firstTerms.push(prefix);
        size = 0;
        nodes.fill(undefined);
      }
      let at = shards[shards.length - 1];
      for (let depth = 0; depth < labels.length; depth += 1) {
        let next = nodes[depth];
        if (!next) {
          next = new Map();
          at.set(labels[depth], next);
          nodes[depth] = next;
        }
        at = next;
      }
      at.set('', postings);
      size += prefix.length + postings.length + 8;
    }
  };
  visit(tree, '');
  return {firstTerms, shards};
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The page file: display data, strings decoded (plain UTF-8) where the URL parser restores them. */
function pageTexts(index: BuiltIndex, p: number): PageTexts {
  const page = index.pages[p];
  const end = index.pages[p + 1]?.firstRecord ?? index.records.length;
  const records = index.records.slice(page.firstRecord, end);
  const encoded: NonNullable<PageTexts['encoded']> = {};
  let path = safeDecode(page.path);
  if (path === null || new URL(path, index.origin).pathname !== page.path) {
    encoded.path = page.path;
    path = page.path;
  }
  const anchors = page.anchors.map((anchor, i) => {
    const decoded = safeDecode(anchor);
    if (decoded !== null && new URL(`#${decoded}`, index.origin).hash.slice(1) === anchor) return decoded;
    (encoded.anchors ??= {})[i] = anchor;
    return anchor;
  });
  const positions = records.map((record) => record.position);
  return {
    version: INDEX_FORMAT_VERSION,
    page: p,
    path,
    lvl0: page.lvl0,
    lvl1: page.lvl1,
    lang: page.lang,
    anchors,
    ...(Object.keys(encoded).length > 0 ? {encoded} : {}),
    types: records.map((record) => record.type).join(''),
    ...(positions.some((position, i) => position !== i) ? {positions} : {}),
    records: records.map((record) => record.text),
  };
}

export interface SerializeOptions {
  /** Size of a term shard, in characters of encoded postings (tests make them small). */
  shardChars?: number;
  /** The site's synonyms, validated (node/synonyms.ts). */
  synonyms?: readonly SynonymGroup[];
}

/** Every file of the index, by its name under `search/<version>/`. */
export function serializeIndex(index: BuiltIndex, {shardChars = SHARD_TARGET_CHARS, synonyms = []}: SerializeOptions = {}): Map<string, string> {
  const count = index.records.length;
  const sections = index.records.map((record) => record.anchor * 2 + (record.type === TYPE_CODE.lvl1 ? 1 : 0));
  const tags: string[] = [];
  const pageRanks: number[] = [];
  const pageTags = index.pages.map((page, p) => {
    if (page.rank) pageRanks.push(p, page.rank);
    let tag = tags.indexOf(page.tag);
    if (tag === -1) tag = tags.push(page.tag) - 1;
    return tag;
  });
  const {firstTerms, shards} = shardTree(index.tree, shardChars);
  const meta: IndexMeta = {
    version: INDEX_FORMAT_VERSION,
    origin: index.origin,
    pageRecords: index.pages.map((page, p) => (index.pages[p + 1]?.firstRecord ?? count) - page.firstRecord),
    pageTags,
    tags,
    pageRanks,
    sections: encodeColumn(sections),
    fieldLength: index.fieldLength.map(encodeColumn),
    documentCount: count,
    nextId: count,
    dirtCount: 0,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    shards: firstTerms,
    synonyms: [...synonyms],
  };
  const files = new Map<string, string>();
  files.set(META_FILE, JSON.stringify(meta));
  shards.forEach((shard, i) => {
    files.set(termsFile(i), JSON.stringify({version: INDEX_FORMAT_VERSION, shard: i, tree: encodeTree(shard)} satisfies TermShard));
  });
  index.pages.forEach((_, p) => files.set(pageFile(p), JSON.stringify(pageTexts(index, p))));
  return files;
}
