/**
 * The search index as the browser holds it: `meta.json` at once, then the term shards of each
 * query and the texts of the pages whose hits are shown (shared/format.ts). Files come through
 * `readFile`, so tests and the bench can serve them from memory.
 */
import MiniSearch from 'minisearch';
import type {AsPlainObject} from 'minisearch';
import {INDEX_FORMAT_VERSION, META_FILE, decodeTreeInto, pageFile, shardKey, termsFile} from '../shared/format';
import type {IndexMeta, PageTexts, RadixTree, TermShard} from '../shared/format';
import {MINI_OPTIONS} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';
import {tokenizeQuery} from '../shared/tokenizer';

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

export class ShardedIndex {
  readonly meta: IndexMeta;
  readonly mini: MiniSearch<IndexedRecord>;
  private readonly tree: RadixTree = new Map();
  private readonly readFile: ReadIndexFile;
  private readonly shards = new Map<string, Promise<void>>();
  private readonly texts = new Map<number, Promise<PageTexts>>();
  private readonly loadedTexts = new Map<number, PageTexts>();

  private constructor(meta: IndexMeta, readFile: ReadIndexFile) {
    this.meta = meta;
    this.readFile = readFile;
    const fieldCount = Object.keys(meta.fieldIds).length;
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    const storedFields: Record<string, unknown> = {};
    meta.records.forEach((record, shortId) => {
      documentIds[shortId] = shortId;
      fieldLength[shortId] = meta.fieldLength.slice(shortId * fieldCount, (shortId + 1) * fieldCount);
      storedFields[shortId] = record;
    });
    const shell: AsPlainObject = {
      documentCount: meta.documentCount,
      nextId: meta.nextId,
      documentIds,
      fieldIds: meta.fieldIds,
      fieldLength,
      averageFieldLength: meta.averageFieldLength,
      storedFields,
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

  /** Loads the term shards the query's terms fall into (once each). */
  async loadTermsFor(query: string): Promise<void> {
    const available = new Set(this.meta.shards);
    await this.loadShards(tokenizeQuery(query).map(shardKey).filter((key) => available.has(key)));
  }

  /** Loads term shards by key (once each); every key of `meta.shards` loads the whole dictionary. */
  async loadShards(keys: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(keys)].map((key) => this.loadShard(key)));
  }

  private loadShard(key: string): Promise<void> {
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

  /** Loads the record texts of these pages (once each). */
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

  /** lvl2…lvl6 and the content of a record; its page's texts must have been loaded. */
  textOf(recordId: number): [(string | null)[], string | null] {
    const page = this.meta.records[recordId]!.p;
    const texts = this.loadedTexts.get(page);
    if (!texts) throw new Error(`search index: texts of page ${page} are not loaded`);
    return texts.records[recordId - this.meta.pages[page]!.firstRecord] ?? [[], null];
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
