/**
 * The files of the search index, written at build time (node/serialize.ts) and read in the
 * browser (client/sharded-index.ts). The index is split so a query fetches only what it needs:
 *
 * - `meta.json`: what ranking needs of every record and page, packed, MiniSearch's document
 *   statistics and the site's synonyms (always fetched);
 * - `terms/<n>.json`: the term dictionary, cut into shards of consecutive terms (in code unit
 *   order) of about the same size, so a query loads the shards of its own terms whatever the size
 *   of the index; `meta.shards` holds the first term of each, so the client finds the shard of a
 *   term, and the shards a prefix spans, by binary search;
 * - `pages/<n>.json`: what is displayed of one page (path, titles, anchors, record texts), loaded
 *   only for the pages of the hits shown.
 *
 * All files of one build live in `search/<build version>/`.
 */
import type {SynonymGroup} from './synonyms';
import type {RecordType} from './types';

/** Bump when the layout changes, so a stale cached file is rejected, not misread. */
export const INDEX_FORMAT_VERSION = 4;

/** Paths (relative to the build folder) of every index file: `search/<build version>/…`. */
export const INDEX_FILE_PATTERN = /^search\/[0-9a-f]{10}\/.+\.json$/;

export const META_FILE = 'meta.json';
export const termsFile = (shard: number): string => `terms/${shard}.json`;
export const pageFile = (page: number): string => `pages/${page}.json`;

/**
 * Characters of encoded postings per term shard: about 5 KiB brotli. A query loads one shard per
 * Chinese bigram (浏览器自动化 is five, a question as readers ask it fifteen or more with synonyms),
 * so the shard size, not the index size, bounds what it fetches. At 40,000 characters (16 KiB) such
 * questions fetched up to 299 KiB, 365 KiB with 2,000 pages more; smaller shards mean more requests
 * for fewer bytes and compress a little worse (the whole index grows by about 2 %).
 */
export const SHARD_TARGET_CHARS = 12_000;

export interface IndexMeta {
  version: number;
  origin: string;
  /** Pages: how many records each has (a page's records have consecutive ids, in page order). */
  pageRecords: number[];
  /** Pages: index into `tags` of each page's docusaurus_tag. */
  pageTags: number[];
  tags: string[];
  /** Pages with a DocSearch `weight.pageRank`: `[page, rank, page, rank, …]`. */
  pageRanks: number[];
  /**
   * Records, as a column (see encodeColumn): `2 × anchor + intro`, where anchor is 1 + the
   * index of the record's anchor in its page's list (0 for the top of the page), and intro is 1
   * for a record of type lvl1. Ranking boosts the intro; the anchor tells two hits apart.
   */
  sections: string;
  /** Records: the length of each field (MiniSearch's fieldLength), one column per field id. */
  fieldLength: string[];
  /** MiniSearch's document statistics. */
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** The first term of each term shard, in shard order (sorted). */
  shards: string[];
  /** The site's synonyms, normalised (node/synonyms.ts): queries are expanded with them. */
  synonyms: SynonymGroup[];
}

/** Radix tree: `[label, child, label, child, …]`; the child of label '' is a postings string. */
export type EncodedNode = (string | EncodedNode)[];

/**
 * The terms of one range: the paths of MiniSearch's radix tree that lead to them, with the
 * labels of the whole tree, so shards graft into one tree whatever the order they arrive in.
 */
export interface TermShard {
  version: number;
  shard: number;
  tree: EncodedNode;
}

/** What is displayed of one page: fetched for the pages of the hits shown. */
export interface PageTexts {
  version: number;
  page: number;
  /** Pathname, decoded: the URL parser encodes it again (`encoded.path` when that would differ). */
  path: string;
  lvl0: string | null;
  lvl1: string | null;
  lang: string;
  /** Anchors of the page's sections, decoded; `meta.sections` points into this list. */
  anchors: string[];
  /** The percent-encoded forms that decoding and encoding again would not give back (rare). */
  encoded?: {path?: string; anchors?: Record<number, string>};
  /** TYPE_CODE of each record, one digit per record. */
  types: string;
  /** DocSearch `weight.position` of each record, when it is not the record's index in the page. */
  positions?: number[];
  /** Of each record: [lvl2…lvl6 (trailing nulls dropped), content]. */
  records: [(string | null)[], string | null][];
}

export const TYPE_CODE: Readonly<Record<RecordType, number>> = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};
export const CODE_TYPE: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

// --- columns: one number per record, packed for brotli.

/**
 * Non-negative integers in base 36, comma-separated, an empty entry repeating the number before
 * it: most records share their page's title and their section's headings, and a run of commas
 * costs next to nothing compressed. A third of the size of a JSON array of the same numbers.
 */
export function encodeColumn(values: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < values.length; i += 1) {
    if (i > 0) out += ',';
    if (i === 0 || values[i] !== values[i - 1]) out += values[i].toString(36);
  }
  return out;
}

export function decodeColumn(text: string, count: number): Int32Array {
  const out = new Int32Array(count);
  if (count === 0) return out;
  const parts = text.split(',');
  if (parts.length !== count) throw new Error(`search index: a column of ${parts.length} entries where ${count} were expected`);
  let previous = 0;
  for (let i = 0; i < count; i += 1) {
    if (parts[i] !== '') previous = parseInt(parts[i], 36);
    out[i] = previous;
  }
  return out;
}

// --- shards: consecutive ranges of terms in code unit order (JavaScript's string order).

/** The shard holding `term`: the last one whose first term is not after it. */
export function shardOf(shards: readonly string[], term: string): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The shards holding every term that starts with `prefix` (consecutive). */
export function shardsWithPrefix(shards: readonly string[], prefix: string): number[] {
  const out = [shardOf(shards, prefix)];
  for (let i = out[0] + 1; i < shards.length && shards[i].startsWith(prefix); i += 1) out.push(i);
  return out;
}

// --- postings: `fieldId:delta,delta*freq,…;fieldId:…` with ascending record ids; freq 1 is implied.

export type Postings = Map<number, Map<number, number>>;
export type RadixTree = Map<string, RadixTree | Postings>;

export function decodePostings(text: string): Postings {
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

/** A radix tree whose leaves are already encoded postings. */
export type EncodedTree = Map<string, EncodedTree | string>;

export function encodeTree(node: EncodedTree): EncodedNode {
  const out: EncodedNode = [];
  for (const [label, child] of node) out.push(label, typeof child === 'string' ? child : encodeTree(child));
  return out;
}

/**
 * Postings decoded on first use: a query touches a few dozen terms of a shard, and decoding all
 * of them up front was most of the load time and memory.
 */
export class LazyPostings extends Map<number, Map<number, number>> {
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

/**
 * Grafts an encoded shard into `into`. Shards of neighbouring ranges share the upper nodes of
 * their paths (the same labels, as both come from one tree), so nodes merge; a term is in one
 * shard only.
 */
export function decodeTreeInto(node: EncodedNode, into: RadixTree): RadixTree {
  for (let i = 0; i + 1 < node.length; i += 2) {
    const label = node[i] as string;
    const child = node[i + 1];
    if (label === '') {
      into.set(label, new LazyPostings(child as string));
    } else {
      const existing = into.get(label) as RadixTree | undefined;
      into.set(label, decodeTreeInto(child as EncodedNode, existing ?? new Map()));
    }
  }
  return into;
}
