/**
 * `npm run catalogue:sync -- <upstream README.md> [--write] [--commit SHA --date YYYY-MM-DD] [--data DIR]`
 *
 * Compares the public-apis README (./upstream.ts) with src/data/catalogue and prints the APIs added,
 * removed and changed, field by field. Nothing is written without --write; with it, the changes are
 * applied to the category files: existing APIs keep their ids and Chinese descriptions, new ones get
 * an id (plugins/catalogue/node/ids.ts) and no descriptionZh, so the build's validation lists each
 * one that still needs Chinese. A row that cannot be read is reported with its line, and then
 * nothing is written at all: the data would otherwise lose an API that only looks removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {assignIds} from '../../plugins/catalogue/node/ids';
import {slugifyCategory} from '../../plugins/catalogue/node/schema';
import {CATALOGUE_DIR, SOURCE_FILE} from '../../plugins/catalogue/node/load';
import type {CatalogueApi, CatalogueCategory} from '../../plugins/catalogue/shared/types';
import {parseUpstreamReadme, splitCells, type MalformedRow, type UpstreamApi, type UpstreamList} from './upstream';

/** The upstream facts of an API; ours add an id and a Chinese description. */
const FIELDS = ['name', 'url', 'description', 'auth', 'https', 'cors'] as const;
type Field = (typeof FIELDS)[number] | 'category';

/** An API of our data where it is: its category's English name and the entry. */
export interface LocalApi {
  category: string;
  api: Partial<CatalogueApi> & Pick<CatalogueApi, 'name' | 'url'>;
}

export interface FieldChange {
  field: Field;
  from: unknown;
  to: unknown;
}

export interface CatalogueDiff {
  added: UpstreamApi[];
  removed: LocalApi[];
  changed: {local: LocalApi; upstream: UpstreamApi; changes: FieldChange[]}[];
  unchanged: {local: LocalApi; upstream: UpstreamApi}[];
  /** Ours, whose upstream row could not be read: neither removed nor compared. */
  unreadable: {local: LocalApi; row: MalformedRow}[];
  malformed: MalformedRow[];
}

/** The name and link of a row that is otherwise malformed, when they can be read. */
function linkOf(row: MalformedRow): {name: string; url: string} | null {
  const [first = ''] = splitCells(row.text);
  const link = /^\[(.+?)\]\(\s*(\S+?)\s*\)$/.exec(first);
  return link ? {name: link[1]!.trim(), url: link[2]!} : null;
}

/**
 * Pairs upstream rows with our APIs: in the same category by name and URL, then by URL (renamed),
 * then by name when it is unique on both sides (moved to another URL); what is left pairs across
 * categories by name and URL (moved to another category). Unpaired upstream rows are added, unpaired
 * APIs of ours removed.
 */
export function diffCatalogue(local: readonly LocalApi[], upstream: UpstreamList): CatalogueDiff {
  const diff: CatalogueDiff = {added: [], removed: [], changed: [], unchanged: [], unreadable: [], malformed: upstream.malformed};
  const pairs: {local: LocalApi; upstream: UpstreamApi}[] = [];
  let ours = [...local];
  let theirs = [...upstream.apis];
  const pair = (same: (a: LocalApi, b: UpstreamApi) => boolean, unique = false) => {
    for (const api of [...theirs]) {
      const candidates = ours.filter((entry) => same(entry, api));
      if (candidates.length === 0) continue;
      if (unique && (candidates.length > 1 || theirs.filter((other) => same(candidates[0]!, other)).length > 1)) continue;
      pairs.push({local: candidates[0]!, upstream: api});
      ours = ours.filter((entry) => entry !== candidates[0]);
      theirs = theirs.filter((other) => other !== api);
    }
  };
  pair((a, b) => a.category === b.category && a.api.name === b.name && a.api.url === b.url);
  pair((a, b) => a.category === b.category && a.api.url === b.url, true);
  pair((a, b) => a.category === b.category && a.api.name === b.name, true);
  pair((a, b) => a.api.name === b.name && a.api.url === b.url, true);
  for (const row of upstream.malformed) {
    const link = linkOf(row);
    const match = link && ours.find((entry) => entry.api.name === link.name || entry.api.url === link.url);
    if (match) {
      diff.unreadable.push({local: match, row});
      ours = ours.filter((entry) => entry !== match);
    }
  }
  for (const {local: entry, upstream: api} of pairs) {
    const changes: FieldChange[] = FIELDS.filter((field) => entry.api[field] !== api[field]).map((field) => ({field, from: entry.api[field], to: api[field]}));
    if (entry.category !== api.category) changes.unshift({field: 'category', from: entry.category, to: api.category});
    if (changes.length > 0) diff.changed.push({local: entry, upstream: api, changes});
    else diff.unchanged.push({local: entry, upstream: api});
  }
  diff.added = theirs;
  diff.removed = ours;
  return diff;
}

const show = (value: unknown) => (value === null ? 'null（无需认证）' : JSON.stringify(value));

/** The report, one line per API and per changed field, in Chinese for the maintainers. */
export function formatDiff(diff: CatalogueDiff, readme: string): string {
  const lines: string[] = [];
  const label = (category: string, name: string, id?: string) => `${category} / ${name}${id ? `（${id}）` : ''}`;
  lines.push(`与 ${readme} 比较：未变 ${diff.unchanged.length} 个，新增 ${diff.added.length} 个，删除 ${diff.removed.length} 个，变更 ${diff.changed.length} 个。`);
  if (diff.added.length > 0) {
    lines.push('', `新增 ${diff.added.length} 个（写入后还没有中文说明，构建会逐个列出）：`);
    for (const api of diff.added) lines.push(`  + ${label(api.category, api.name)}  ${api.url}  （第 ${api.line} 行）`);
  }
  if (diff.removed.length > 0) {
    lines.push('', `删除 ${diff.removed.length} 个：`);
    for (const {category, api} of diff.removed) lines.push(`  - ${label(category, api.name, api.id)}  ${api.url}`);
  }
  if (diff.changed.length > 0) {
    lines.push('', `变更 ${diff.changed.length} 个：`);
    for (const {local, upstream, changes} of diff.changed) {
      lines.push(`  ~ ${label(local.category, local.api.name, local.api.id)}  （第 ${upstream.line} 行）`);
      for (const change of changes) lines.push(`      ${change.field}: ${show(change.from)} → ${show(change.to)}`);
      if (changes.some((change) => change.field === 'description')) lines.push('      英文说明变了：请检查中文说明（descriptionZh）是否也要改。');
    }
  }
  if (diff.malformed.length > 0) {
    lines.push('', `无法读取的行 ${diff.malformed.length} 个（这些行不参与比较；有这样的行时 --write 不会写入任何文件）：`);
    for (const row of diff.malformed) lines.push(`  ${readme}:${row.line}: ${row.problem}`, `      ${row.text.trim()}`);
    for (const {local, row} of diff.unreadable) lines.push(`  第 ${row.line} 行对应本站的 ${label(local.category, local.api.name, local.api.id)}：保持原样，未计为删除。`);
  }
  return lines.join('\n');
}

interface CategoryFile {
  file: string;
  data: CatalogueCategory;
}

function readCategoryFiles(dir: string): CategoryFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({file: path.join(dir, name), data: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CatalogueCategory}));
}

/**
 * Applies a diff to the category files of `dir` and returns the files written or removed. Each
 * category's APIs end up in upstream order; ours keep their ids, Chinese descriptions and any field
 * the upstream list does not have. A category new upstream gets a file without nameZh (the build
 * names it); a category left empty loses its file.
 */
export function applyDiff(dir: string, diff: CatalogueDiff, upstream: UpstreamList): string[] {
  const files = readCategoryFiles(dir);
  const byName = new Map(files.map((entry) => [entry.data.category, entry]));
  const taken = new Set(files.flatMap((entry) => entry.data.apis.map((api) => api.id)));
  const newIds = assignIds(diff.added.map((api) => ({name: api.name, url: api.url, category: slugifyCategory(api.category)})), taken);
  const entryOf = new Map<UpstreamApi, Partial<CatalogueApi>>();
  for (const {local, upstream: api} of [...diff.changed, ...diff.unchanged]) entryOf.set(api, local.api);
  diff.added.forEach((api, index) => entryOf.set(api, {id: newIds[index]}));
  const kept = new Map<string, Partial<CatalogueApi>[]>();
  for (const api of upstream.apis) {
    const {id, descriptionZh, name: _name, url: _url, auth: _auth, https: _https, cors: _cors, description: _description, ...extra} = entryOf.get(api)!;
    // The key order of the data files: id first, the upstream facts, descriptionZh last.
    const ordered = {id, name: api.name, url: api.url, auth: api.auth, https: api.https, cors: api.cors, description: api.description, ...extra, ...(descriptionZh === undefined ? {} : {descriptionZh})};
    kept.set(api.category, [...(kept.get(api.category) ?? []), ordered]);
  }
  // Unreadable rows leave their API where it was.
  for (const {local} of diff.unreadable) {
    const list = kept.get(local.category) ?? [];
    kept.set(local.category, [...list, local.api]);
  }
  const touched: string[] = [];
  for (const [category, apis] of kept) {
    const existing = byName.get(category);
    const data = existing ? {...existing.data, apis} : ({category, slug: slugifyCategory(category), apis} as unknown as CatalogueCategory);
    const file = existing?.file ?? path.join(dir, `${slugifyCategory(category)}.json`);
    const text = `${JSON.stringify(data, null, 2)}\n`;
    if (!existing || fs.readFileSync(file, 'utf8') !== text) {
      fs.writeFileSync(file, text);
      touched.push(file);
    }
  }
  for (const entry of files) {
    if (!kept.has(entry.data.category)) {
      fs.rmSync(entry.file);
      touched.push(entry.file);
    }
  }
  return touched;
}

export function localApis(dir: string): LocalApi[] {
  return readCategoryFiles(dir).flatMap(({data}) => data.apis.map((api) => ({category: data.category, api})));
}

const USAGE = 'npm run catalogue:sync -- <上游 README.md> [--write] [--commit <提交> --date <YYYY-MM-DD>] [--data <目录>]';

/** The command; returns its exit code. */
export function main(argv: string[], siteDir = process.cwd(), out: (line: string) => void = console.log): number {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {write: {type: 'boolean'}, commit: {type: 'string'}, date: {type: 'string'}, data: {type: 'string'}},
  });
  if (positionals.length !== 1) {
    out(`用法：${USAGE}`);
    return 2;
  }
  if ((values.commit === undefined) !== (values.date === undefined)) {
    out('--commit 和 --date 要一起给出：它们写进 src/data/catalogue-source.json，说明数据取自哪个提交。');
    return 2;
  }
  const readme = positionals[0]!;
  const dir = path.resolve(siteDir, values.data ?? CATALOGUE_DIR);
  const upstream = parseUpstreamReadme(fs.readFileSync(readme, 'utf8'));
  const diff = diffCatalogue(localApis(dir), upstream);
  out(formatDiff(diff, readme));
  if (diff.malformed.length > 0) {
    out('\n有无法读取的行：没有写入任何文件。修正这些行（或等上游修正）后再运行。');
    return 1;
  }
  if (!values.write) {
    if (diff.added.length + diff.removed.length + diff.changed.length > 0) out('\n这只是比较：加 --write 才会写入。');
    return 0;
  }
  const touched = applyDiff(dir, diff, upstream);
  out(`\n${touched.length > 0 ? `已写入 ${touched.length} 个文件：\n${touched.map((file) => `  ${path.relative(siteDir, file)}`).join('\n')}` : '数据已经是最新的，没有写入文件。'}`);
  const sourceFile = path.join(siteDir, SOURCE_FILE);
  if (values.commit && values.date) {
    const source = JSON.parse(fs.readFileSync(sourceFile, 'utf8'));
    fs.writeFileSync(sourceFile, `${JSON.stringify({...source, commit: values.commit, date: values.date}, null, 2)}\n`);
    out(`已把 ${SOURCE_FILE} 更新为提交 ${values.commit}（${values.date}）。`);
  } else if (touched.length > 0) {
    out(`注意：${SOURCE_FILE} 仍指向原来的提交；用 --commit 和 --date 说明这次数据取自哪个提交。`);
  }
  if (diff.added.length > 0) out(`新增的 ${diff.added.length} 个接口还没有中文说明（descriptionZh），补上之前构建会失败并逐个列出。`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
