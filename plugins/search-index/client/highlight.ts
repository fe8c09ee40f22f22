/**
 * Algolia-shaped highlight and snippet results for a record, so the DocSearch modal renders local
 * hits unchanged: matched words in `<mark>`, everything else escaped, snippets of about N words
 * around the first match.
 */
import {isHanTerm, tokenizeSpans} from '../shared/tokenizer';
import {HIERARCHY_LEVELS} from '../shared/types';
import type {DocSearchHit, DocSearchRecord, HierarchyLevel, HighlightResult, MatchLevel, RecordType, SnippetResult} from '../shared/types';

/** Latin terms complete as the visitor types; so does a lone Han character (a bigram's start). */
export function usesPrefix(term: string): boolean {
  return !isHanTerm(term) || Array.from(term).length === 1;
}

/** One typo allowed in Latin words of five letters or more (puppeter → puppeteer). */
export function typoBudget(term: string): number | false {
  return !isHanTerm(term) && term.length >= 5 && /\p{L}/u.test(term) ? 1 : false;
}

export interface Matcher {
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
 * index terms MiniSearch matched by typo tolerance, and the synonyms the query was expanded with
 * (exactly: they were searched that way).
 */
export function createMatcher(queryTerms: readonly string[], derived: ReadonlySet<string>, synonyms: readonly string[] = []): Matcher {
  const exact = new Set(synonyms);
  const cache = new Map<string, {terms: string[]; prefixLength: number | null} | null>();
  return {
    queryTerms,
    match(token) {
      const cached = cache.get(token);
      if (cached !== undefined) return cached;
      const terms: string[] = [];
      let prefixLength: number | null = null;
      let whole = false;
      if (exact.has(token)) {
        terms.push(token);
        whole = true;
      }
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

export function findMarks(text: string, matcher: Matcher): Marked {
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

export interface HitOptions {
  snippetWords: number;
  snippetWordsByAttribute: Readonly<Record<string, number>>;
  ellipsis: string;
}

/** What ranking learned about a record: which fields matched. */
export interface MatchInfo {
  matchedFields: ReadonlySet<string>;
}

/** The type DocSearch should render: it shows the content snippet only for 'content' and 'lvl1'. */
function displayType(record: DocSearchRecord, match: MatchInfo): RecordType {
  if (record.type === 'lvl1') return 'lvl1';
  if (match.matchedFields.has('content') && record.content) return 'content';
  for (let level = 6; level >= 2; level -= 1) {
    if (record.hierarchy[`lvl${level}` as HierarchyLevel]) return `lvl${level}` as RecordType;
  }
  return record.content ? 'content' : 'lvl1';
}

export function toHit(record: DocSearchRecord, match: MatchInfo, matcher: Matcher, opts: HitOptions): DocSearchHit {
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
    type: displayType(record, match),
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
