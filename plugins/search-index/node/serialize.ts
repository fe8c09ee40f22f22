/**
 * Builds the MiniSearch index of the extracted records and splits it into the files of
 * shared/format.ts. MiniSearch's own JSON holds the whole term dictionary in one piece, and
 * loading it inserts ~60,000 terms one by one; this reads the radix tree MiniSearch built and
 * writes its root entries as shards, so the browser grafts the shards a query needs as they are.
 * minisearch is pinned to an exact version for this reason; __tests__/serialize.test.ts compares
 * the result with MiniSearch's own format.
 */
import MiniSearch from 'minisearch';
import {HIERARCHY_LEVELS} from '../shared/types';
import type {DocSearchRecord} from '../shared/types';
import {INDEX_FORMAT_VERSION, META_FILE, TYPE_CODE, encodeTree, pageFile, shardKey, termsFile} from '../shared/format';
import type {IndexMeta, PageEntry, PageTexts, RadixTree, RankedRecord, TermShard} from '../shared/format';
import {MINI_OPTIONS} from '../shared/mini';
import type {IndexedRecord} from '../shared/mini';

export interface BuiltIndex {
  mini: MiniSearch<IndexedRecord>;
  origin: string;
  pages: PageEntry[];
  /** lvl2…lvl6 and content of every record, by record id. */
  texts: PageTexts['records'];
}

function trimTrailingNulls<T>(list: (T | null)[]): (T | null)[] {
  let end = list.length;
  while (end > 0 && list[end - 1] == null) end -= 1;
  return list.slice(0, end);
}

/** Indexes the records (in the order given: a page's records must be consecutive). */
export function buildIndex(records: readonly DocSearchRecord[]): BuiltIndex {
  const pages: PageEntry[] = [];
  const pageIds = new Map<string, number>();
  const texts: PageTexts['records'] = [];
  let origin = '';
  const docs: IndexedRecord[] = records.map((record, id) => {
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
        anchors: [],
        firstRecord: id,
        ...(record.weight.pageRank ? {rank: record.weight.pageRank} : {}),
      });
    } else if (p !== pages.length - 1) {
      throw new Error(`search index: the records of ${record.url_without_anchor} are not consecutive`);
    }
    const page = pages[p];
    let a: number | undefined;
    if (record.anchor) {
      a = page.anchors.indexOf(record.anchor);
      if (a === -1) a = page.anchors.push(record.anchor) - 1;
    }
    const deeper = trimTrailingNulls(HIERARCHY_LEVELS.slice(2).map((lvl) => record.hierarchy[lvl]));
    texts.push([deeper, record.content ?? null]);
    return {
      id,
      title: record.hierarchy.lvl1 ?? '',
      headings: deeper.filter(Boolean).join(' '),
      content: record.content ?? '',
      p,
      a,
      t: TYPE_CODE[record.type],
      n: record.weight.position,
    };
  });
  const mini = new MiniSearch<IndexedRecord>(MINI_OPTIONS);
  mini.addAll(docs);
  return {mini, origin, pages, texts};
}

/** The pieces of MiniSearch 7 this module reads. */
interface MiniInternals {
  _index?: {_tree?: unknown};
  _documentIds?: Map<number, unknown>;
  _fieldLength?: Map<number, number[]>;
  _storedFields?: Map<number, RankedRecord>;
}

/** Every file of the index, by its name under `search/<version>/`. */
export function serializeIndex(index: BuiltIndex): Map<string, string> {
  const internals = index.mini as unknown as MiniInternals;
  const tree = internals._index?._tree;
  if (!(tree instanceof Map) || !internals._documentIds || !internals._fieldLength || !internals._storedFields) {
    throw new Error('search index: MiniSearch internals are not what node/serialize.ts reads; check the pinned minisearch version');
  }
  const plain = index.mini.toJSON();
  const fieldCount = Object.keys(plain.fieldIds).length;
  const fieldLength: number[] = [];
  const records: RankedRecord[] = [];
  for (let shortId = 0; shortId < plain.nextId; shortId += 1) {
    // Short ids are 0..n-1 in order, so arrays stand in for MiniSearch's id maps.
    if (internals._documentIds.get(shortId) !== shortId) throw new Error('search index: MiniSearch short ids are not the record ids');
    const lengths = internals._fieldLength.get(shortId) ?? [];
    for (let f = 0; f < fieldCount; f += 1) fieldLength.push(lengths[f] ?? 0);
    const {p, a, t, n} = internals._storedFields.get(shortId) ?? {p: 0, t: 0, n: 0};
    records.push(a === undefined ? {p, t, n} : {p, a, t, n});
  }

  const shards = new Map<string, RadixTree>();
  for (const [label, child] of tree as RadixTree) {
    const key = shardKey(label);
    if (!shards.has(key)) shards.set(key, new Map());
    shards.get(key)!.set(label, child);
  }

  const files = new Map<string, string>();
  const meta: IndexMeta = {
    version: INDEX_FORMAT_VERSION,
    origin: index.origin,
    pages: index.pages,
    records,
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    dirtCount: plain.dirtCount ?? 0,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength,
    shards: [...shards.keys()].sort(),
  };
  files.set(META_FILE, JSON.stringify(meta));
  for (const [key, shard] of shards) {
    files.set(termsFile(key), JSON.stringify({version: INDEX_FORMAT_VERSION, key, tree: encodeTree(shard)} satisfies TermShard));
  }
  index.pages.forEach((page, p) => {
    const end = index.pages[p + 1]?.firstRecord ?? index.texts.length;
    const texts: PageTexts = {version: INDEX_FORMAT_VERSION, page: p, records: index.texts.slice(page.firstRecord, end)};
    files.set(pageFile(p), JSON.stringify(texts));
  });
  return files;
}
