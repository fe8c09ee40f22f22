/**
 * The files of the search index, written at build time (node/serialize.ts) and read in the
 * browser (client/sharded-index.ts). The index is split so a query fetches only what it needs:
 *
 * - `meta.json`: pages, per-record ranking data and MiniSearch's document statistics (always);
 * - `terms/<key>.json`: the term dictionary, sharded by the first character of each term, so a
 *   query loads the shards of its own terms (prefix and typo search stay inside a shard);
 * - `pages/<n>.json`: the text of one page's records, loaded only for the pages of the hits shown.
 *
 * All files of one build live in `search/<build version>/`.
 */
import type {RecordType} from './types';

/** Bump when the layout changes, so a stale cached file is rejected, not misread. */
export const INDEX_FORMAT_VERSION = 2;

/** Paths (relative to the build folder) of every index file: `search/<build version>/…`. */
export const INDEX_FILE_PATTERN = /^search\/[0-9a-f]{10}\/.+\.json$/;

export const META_FILE = 'meta.json';
export const termsFile = (key: string): string => `terms/${key}.json`;
export const pageFile = (page: number): string => `pages/${page}.json`;

/** Han characters spread over this many shards; other characters get a shard each (a–z, 0–9) or `other`. */
export const HAN_SHARDS = 48;

/** The shard of a term: decided by its first character alone. */
export function shardKey(term: string): string {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
  if (/^[a-z0-9]$/.test(first)) return first;
  if (/\p{Script=Han}/u.test(first)) return `h${(first.codePointAt(0) ?? 0) % HAN_SHARDS}`;
  return 'other';
}

/** Per-page data, stored once instead of on every record of the page. */
export interface PageEntry {
  /** Pathname (percent-encoded), joined to `origin`. */
  path: string;
  lvl0: string | null;
  lvl1: string | null;
  tag: string;
  lang: string;
  /** Anchors (percent-encoded) of the page's sections, referenced by index from its records. */
  anchors: string[];
  /** Id of the page's first record: a page's records have consecutive ids. */
  firstRecord: number;
  /** DocSearch's `weight.pageRank` of the page's records; absent when 0. */
  rank?: number;
}

/** What ranking needs of each record: short keys, they repeat once per record. */
export interface RankedRecord {
  /** Index into `pages`. */
  p: number;
  /** Index into the page's `anchors`; absent for the top of the page. */
  a?: number;
  /** 0 = content, 1..6 = lvlN. */
  t: number;
  /** Position of the record in its page. */
  n: number;
}

export interface IndexMeta {
  version: number;
  origin: string;
  pages: PageEntry[];
  records: RankedRecord[];
  /** MiniSearch's document statistics. */
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of every record, concatenated (one entry per field per record). */
  fieldLength: number[];
  /** Keys of the term shards that exist. */
  shards: string[];
}

/** Radix tree: `[label, child, label, child, …]`; the child of label '' is a postings string. */
export type EncodedNode = (string | EncodedNode)[];

/** The root entries of the term tree whose label starts in this shard. */
export interface TermShard {
  version: number;
  key: string;
  tree: EncodedNode;
}

/** The displayed text of a page's records, in record order: [lvl2…lvl6 (trailing nulls dropped), content]. */
export interface PageTexts {
  version: number;
  page: number;
  records: [(string | null)[], string | null][];
}

export const TYPE_CODE: Readonly<Record<RecordType, number>> = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6};
export const CODE_TYPE: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

// --- postings: `fieldId:delta,delta*freq,…;fieldId:…` with ascending record ids; freq 1 is implied.

export type Postings = Map<number, Map<number, number>>;
export type RadixTree = Map<string, RadixTree | Postings>;

export function encodePostings(data: Postings): string {
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

export function encodeTree(node: RadixTree): EncodedNode {
  const out: EncodedNode = [];
  for (const [label, child] of node) {
    out.push(label, label === '' ? encodePostings(child as Postings) : encodeTree(child as RadixTree));
  }
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

/** Adds the entries of an encoded tree to `into` (the shards' root entries never overlap). */
export function decodeTreeInto(node: EncodedNode, into: RadixTree): RadixTree {
  for (let i = 0; i + 1 < node.length; i += 2) {
    const label = node[i] as string;
    const child = node[i + 1];
    into.set(label, label === '' ? new LazyPostings(child as string) : decodeTreeInto(child as EncodedNode, new Map()));
  }
  return into;
}
