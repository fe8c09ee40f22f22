/**
 * Reads the public-apis README: one table per category, under a `### Category` heading, with the
 * header `API | Description | Auth | HTTPS | CORS` and rows `| [Name](url) | Description | Auth | HTTPS | CORS |`.
 * Tables with another header (the APILayer showcase at the top) are not the catalogue and are
 * skipped. A row of a catalogue table that cannot be read is reported with its line, never guessed.
 */
import type {CatalogueAuth, CorsSupport} from '../../plugins/catalogue/shared/types';

export interface UpstreamApi {
  /** English category name: the heading the row is under. */
  category: string;
  name: string;
  url: string;
  description: string;
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  /** 1-based line in the README. */
  line: number;
}

export interface MalformedRow {
  line: number;
  text: string;
  problem: string;
}

export interface UpstreamList {
  apis: UpstreamApi[];
  malformed: MalformedRow[];
  /** Category headings in README order, with or without a table. */
  categories: string[];
}

const HEADER = ['api', 'description', 'auth', 'https', 'cors'];
const AUTH: Record<string, CatalogueAuth> = {apikey: 'apiKey', oauth: 'OAuth', 'x-mashape-key': 'X-Mashape-Key', 'user-agent': 'User-Agent', no: null};
const YES_NO: Record<string, boolean> = {yes: true, no: false};
const CORS: Record<string, CorsSupport> = {yes: 'yes', no: 'no', unknown: 'unknown'};

/** Cells of a table line, split on pipes that are not escaped; the empty cells of the outer pipes dropped. */
export function splitCells(line: string): string[] {
  const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
  if (line.trim().startsWith('|')) cells.shift();
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells;
}

const isSeparator = (cells: string[]) => cells.length > 0 && cells.every((cell) => /^:?-{3,}:?$/.test(cell));
const plain = (cell: string) => cell.replace(/^`(.*)`$/, '$1').trim().toLowerCase();

function parseRow(cells: string[]): Omit<UpstreamApi, 'category' | 'line'> | string {
  if (cells.length !== 5) return `有 ${cells.length} 列，应为 5 列（API、Description、Auth、HTTPS、CORS）`;
  const [api, description, auth, https, cors] = cells as [string, string, string, string, string];
  const link = /^\[(.+?)\]\(\s*(\S+?)\s*\)$/.exec(api);
  if (!link) return `API 一列“${api}”不是 [名称](链接) 形式的链接`;
  const [, name, url] = link;
  try {
    if (!/^https?:$/.test(new URL(url!).protocol)) return `链接“${url}”不是 http(s) 地址`;
  } catch {
    return `链接“${url}”不是有效的网址`;
  }
  if (description === '') return 'Description 一列是空的';
  if (!(plain(auth) in AUTH)) return `Auth 一列“${auth}”不是 apiKey、OAuth、X-Mashape-Key、User-Agent 或 No`;
  if (!(plain(https) in YES_NO)) return `HTTPS 一列“${https}”不是 Yes 或 No`;
  if (!(plain(cors) in CORS)) return `CORS 一列“${cors}”不是 Yes、No 或 Unknown`;
  return {name: name!.trim(), url: url!, description, auth: AUTH[plain(auth)]!, https: YES_NO[plain(https)]!, cors: CORS[plain(cors)]!};
}

export function parseUpstreamReadme(markdown: string): UpstreamList {
  const list: UpstreamList = {apis: [], malformed: [], categories: []};
  let category: string | null = null;
  let table: 'catalogue' | 'other' | null = null;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      category = heading[1] === '###' ? heading[2]! : null;
      if (category !== null) list.categories.push(category);
      table = null;
      return;
    }
    if (!text.includes('|')) {
      table = null;
      return;
    }
    const cells = splitCells(text);
    if (table === null) {
      // A table starts with its header line: only the catalogue's header, under a category, counts.
      table = category !== null && cells.length === HEADER.length && cells.every((cell, i) => cell.toLowerCase() === HEADER[i]) ? 'catalogue' : 'other';
      return;
    }
    if (table === 'other' || isSeparator(cells)) return;
    const row = parseRow(cells);
    if (typeof row === 'string') list.malformed.push({line, text, problem: row});
    else list.apis.push({...row, category: category!, line});
  });
  return list;
}
