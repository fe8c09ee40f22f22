/**
 * The search index as the browser holds it: `meta.json` at once, then the term shards of each
 * query and the texts of the pages whose hits are shown (shared/format.ts). Files come through
 * `readFile`, so tests and the bench can serve them from memory.
 */
import MiniSearch from 'minisearch';
import type {AsPlainObject} from 'minisearch';
import {INDEX_FORMAT_VERSION, META_FILE, decodeColumn, decodeTreeInto, pageFile, shardOf, shardsWithPrefix, termsFile} from '../shared/format';
import type {IndexMeta, PageTexts, RadixTree, TermShard} from '../shared/format';
import {MINI_OPTIONS} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';
import {tokenizeQuery} from '../shared/tokenizer';
import {typoBudget, usesPrefix} from './highlight';

/** Reads one file of the index by its name under `search/<version>/` and parses its JSON. */
export type ReadIndexFile = (name: string) => Promise<unknown>;

function checkVersion<T extends {version?: number}>(data: T, name: string): T {
  if (!data || data.version !== INDEX_FORMAT_VERSION) {
    throw new Error(`Unsupported search index file ${name} (expected format version ${INDEX_FORMAT_VERSION})`);
  }
  return data;
}

/** MiniSearch 7 keeps its term tree here; the shards are grafted into it. */
interface MiniInternals {
  _index: {_tree?: RadixTree; _size?: number; constructor: new (tree: RadixTree) => unknown};
}

/**
 * The shards a query term is looked up in, as query.ts searches it: the term's own shard for an
 * exact match, those of every term it starts for a prefix match, and for a typo-tolerant one those
 * of every term with its first character (a typo in the first character is not looked for).
 */
export function shardsForTerm(shards: readonly string[], term: string): number[] {
  if (shards.length === 0) return [];
  if (typoBudget(term)) return shardsWithPrefix(shards, String.fromCodePoint(term.codePointAt(0) ?? 0));
  if (usesPrefix(term)) return shardsWithPrefix(shards, term);
  return [shardOf(shards, term)];
}

export class ShardedIndex {
  readonly meta: IndexMeta;
  readonly mini: MiniSearch<IndexedRecord>;
  /** Id of each page's first record, and the record count at the end. */
  private readonly firstRecord: Int32Array;
  private readonly recordPage: Int32Array;
  private readonly sections: Int32Array;
  private readonly ranks = new Map<number, number>();
  private readonly tree: RadixTree = new Map();
  private readonly readFile: ReadIndexFile;
  private readonly shards = new Map<number, Promise<void>>();
  private readonly texts = new Map<number, Promise<PageTexts>>();
  private readonly loadedTexts = new Map<number, PageTexts>();

  private constructor(meta: IndexMeta, readFile: ReadIndexFile) {
    this.meta = meta;
    this.readFile = readFile;
    const count = meta.nextId;
    this.firstRecord = new Int32Array(meta.pageRecords.length + 1);
    this.recordPage = new Int32Array(count);
    meta.pageRecords.forEach((records, p) => {
      const first = this.firstRecord[p];
      this.firstRecord[p + 1] = first + records;
      this.recordPage.fill(p, first, first + records);
    });
    if (this.firstRecord[meta.pageRecords.length] !== count) throw new Error('search index: the pages do not add up to the records');
    for (let i = 0; i + 1 < meta.pageRanks.length; i += 2) this.ranks.set(meta.pageRanks[i], meta.pageRanks[i + 1]);
    this.sections = decodeColumn(meta.sections, count);
    const columns = meta.fieldLength.map((column) => decodeColumn(column, count));
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    for (let id = 0; id < count; id += 1) {
      documentIds[id] = id;
      fieldLength[id] = columns.map((column) => column[id]);
    }
    const shell: AsPlainObject = {
      documentCount: meta.documentCount,
      nextId: meta.nextId,
      documentIds,
      fieldIds: meta.fieldIds,
      fieldLength,
      averageFieldLength: meta.averageFieldLength,
      storedFields: {},
      dirtCount: meta.dirtCount,
      index: [],
      serializationVersion: 2,
    };
    this.mini = MiniSearch.loadJS<IndexedRecord>(shell, MINI_OPTIONS);
    const internals = this.mini as unknown as MiniInternals;
    if (!(internals._index?._tree instanceof Map)) throw new Error('search index: MiniSearch internals changed; check the pinned version');
    (internals as {_index: unknown})._index = new internals._index.constructor(this.tree);
  }

  static async load(readFile: ReadIndexFile): Promise<ShardedIndex> {
    const meta = checkVersion((await readFile(META_FILE)) as IndexMeta, META_FILE);
    return new ShardedIndex(meta, readFile);
  }

  /** The page of a record. */
  pageOf(recordId: number): number {
    return this.recordPage[recordId] ?? -1;
  }

  /** The record's section in its page: 1 + its anchor's index, 0 for the top of the page. */
  anchorOf(recordId: number): number {
    return (this.sections[recordId] ?? 0) >> 1;
  }

  /** Whether the record is the page's lvl1 record (its title and intro). */
  isIntro(recordId: number): boolean {
    return ((this.sections[recordId] ?? 0) & 1) === 1;
  }

  pageTag(page: number): string {
    return this.meta.tags[this.meta.pageTags[page] ?? -1] ?? '';
  }

  pageRank(page: number): number {
    return this.ranks.get(page) ?? 0;
  }

  /** Keys of the term shards a query reads. */
  shardsFor(query: string): number[] {
    return this.shardsForTerms(tokenizeQuery(query));
  }

  /**
   * Keys of the term shards these terms are looked up in: as typed (prefix and typo lookups as
   * query.ts makes them), or, with `exact`, only the shard of each term (a synonym is not a prefix).
   */
  shardsForTerms(terms: readonly string[], {exact = false}: {exact?: boolean} = {}): number[] {
    const shards = this.meta.shards;
    const keys = terms.flatMap((term) => (exact ? (shards.length > 0 ? [shardOf(shards, term)] : []) : shardsForTerm(shards, term)));
    return [...new Set(keys)].sort((a, b) => a - b);
  }

  /** Loads the term shards the query's terms fall into (once each). */
  async loadTermsFor(query: string): Promise<void> {
    await this.loadShards(this.shardsFor(query));
  }

  /** Loads term shards by key (once each); `allShards()` loads the whole dictionary. */
  async loadShards(keys: Iterable<number>): Promise<void> {
    await Promise.all([...new Set(keys)].map((key) => this.loadShard(key)));
  }

  allShards(): number[] {
    return this.meta.shards.map((_, i) => i);
  }

  private loadShard(key: number): Promise<void> {
    let pending = this.shards.get(key);
    if (!pending) {
      pending = this.readFile(termsFile(key)).then((data) => {
        const shard = checkVersion(data as TermShard, termsFile(key));
        decodeTreeInto(shard.tree, this.tree);
        // The tree's size is cached by MiniSearch's map; it is recounted on next use.
        (this.mini as unknown as MiniInternals)._index._size = undefined;
      });
      pending.catch(() => this.shards.delete(key));
      this.shards.set(key, pending);
    }
    return pending;
  }

  /** Loads the display data of these pages (once each). */
  async loadTexts(pages: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(pages)].map((page) => {
        let pending = this.texts.get(page);
        if (!pending) {
          pending = this.readFile(pageFile(page)).then((data) => {
            const texts = checkVersion(data as PageTexts, pageFile(page));
            this.loadedTexts.set(page, texts);
            return texts;
          });
          pending.catch(() => this.texts.delete(page));
          this.texts.set(page, pending);
        }
        return pending;
      }),
    );
  }

  /** The display data of a page; it must have been loaded. */
  page(page: number): PageTexts {
    const texts = this.loadedTexts.get(page);
    if (!texts) throw new Error(`search index: texts of page ${page} are not loaded`);
    return texts;
  }

  /** The record's index within its page. */
  indexInPage(recordId: number): number {
    return recordId - this.firstRecord[this.pageOf(recordId)]!;
  }
}

/** Reads index files over HTTP from the folder of one build (`…/search/<version>/`). */
export function httpIndexReader(baseUrl: string, fetchImpl: typeof fetch = fetch): ReadIndexFile {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async (name) => {
    const response = await fetchImpl(`${base}${name}`, {credentials: 'same-origin'});
    if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status} for ${name}`);
    return response.json();
  };
}

/** Reads index files from memory (tests, bench). */
export function memoryIndexReader(files: ReadonlyMap<string, string>, onRead?: (name: string, bytes: number) => void): ReadIndexFile {
  return async (name) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`no index file ${name}`);
    onRead?.(name, text.length);
    return JSON.parse(text) as unknown;
  };
}
