/**
 * Tokenizer shared by the index build (Node) and the search box (browser), so both sides split
 * text identically. Chinese has no spaces, and dictionary segmenters split differently from one
 * browser ICU to the next; overlapping character bigrams need no dictionary and still match
 * compounds such as 网页抓取 or 浏览器自动化 whatever the user's word boundaries are.
 */

import {withoutQuestionWords} from './question-words';

export type TokenKind = 'han' | 'word';

export interface TokenSpan {
  /** Normalised token as stored in the index. */
  token: string;
  /** UTF-16 offsets into the original text, for highlighting. */
  start: number;
  end: number;
  kind: TokenKind;
}

/** A Han run, or a run of other letters/digits/marks (`(?!…)` keeps Han out of the second branch). */
const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+)/gu;
const HAN_CHAR = /\p{Script=Han}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/** Hashes, base64 strings and similar blobs only bloat the vocabulary; nobody types them. */
const MAX_WORD_LENGTH = 40;

export interface SpanOptions {
  /** Also emit the camelCase parts of a word (`createTRPCClient` → create, trpc, client). */
  subwords?: boolean;
}

export function isHanTerm(term: string): boolean {
  return HAN_CHAR.test(term);
}

function normaliseWord(word: string): string {
  // NFKC folds full-width Latin letters and digits (ｖ１１) typed through a Chinese IME.
  return word.normalize('NFKC').toLowerCase();
}

/**
 * Offsets where a camelCase word splits: lower→Upper (createT) and the last capital of an
 * acronym before a lower-case letter (TRPCClient → TRPC|Client). Written as a loop because
 * regex lookbehind throws a SyntaxError at parse time in older Safari.
 */
function camelBoundaries(word: string): number[] {
  const chars = Array.from(word);
  const cuts: number[] = [];
  let offset = 0;
  for (let i = 0; i < chars.length; i += 1) {
    if (i > 0) {
      const prev = chars[i - 1];
      const cur = chars[i];
      const next = chars[i + 1];
      const lowerToUpper = LOWER.test(prev) && UPPER.test(cur);
      const acronymEnd = UPPER.test(prev) && UPPER.test(cur) && next !== undefined && LOWER.test(next);
      if (lowerToUpper || acronymEnd) cuts.push(offset);
    }
    offset += chars[i].length;
  }
  return cuts;
}

/** Receives each token with its UTF-16 offsets in the text. */
type Emit = (token: string, start: number, end: number, kind: TokenKind) => void;

function emitWord(emit: Emit, word: string, start: number, subwords: boolean): void {
  if (word.length > MAX_WORD_LENGTH) return;
  emit(normaliseWord(word), start, start + word.length, 'word');
  // Most words have no capital after their first letter, and so no camelCase parts.
  if (!subwords || !UPPER.test(word.slice(1))) return;
  const cuts = camelBoundaries(word);
  if (cuts.length === 0) return;
  const edges = [0, ...cuts, word.length];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const part = word.slice(edges[i], edges[i + 1]);
    // A lone capital (the O of OAuth) is noise, not a word.
    if (part.length < 2) continue;
    emit(normaliseWord(part), start + edges[i], start + edges[i + 1], 'word');
  }
}

function emitHan(emit: Emit, run: string, start: number): void {
  // Iterate by code point: CJK extension characters are surrogate pairs.
  const chars = Array.from(run);
  if (chars.length === 1) {
    emit(run, start, start + run.length, 'han');
    return;
  }
  let offset = start;
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const token = chars[i] + chars[i + 1];
    emit(token, offset, offset + token.length, 'han');
    offset += chars[i].length;
  }
}

/** Calls `emit` for each token of `text`, in order of appearance. */
function eachToken(text: string, subwords: boolean, emit: Emit): void {
  if (!text) return;
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    if (m[1] !== undefined) emitHan(emit, m[1], m.index);
    else emitWord(emit, m[2], m.index, subwords);
  }
}

/** Tokens with their positions in `text`, in order of appearance. */
export function tokenizeSpans(text: string, {subwords = false}: SpanOptions = {}): TokenSpan[] {
  const out: TokenSpan[] = [];
  eachToken(text, subwords, (token, start, end, kind) => out.push({token, start, end, kind}));
  return out;
}

/** Tokens of a document field, for indexing (camelCase parts included). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  eachToken(text, true, (token) => out.push(token));
  return out;
}

const HAN_RUN = /\p{Script=Han}+/gu;

/** Tokens of `text` as a query reads them, deduplicated in order, every word kept. */
export function tokenizeTerms(text: string): string[] {
  return [...new Set(tokenizeSpans(text).map(({token}) => token))];
}

export interface QueryTokenOptions {
  /** A query of question words only (什么, 怎么): search for them rather than for nothing. Default true. */
  keepLoneQuestionWords?: boolean;
}

/**
 * Tokens of a search query, deduplicated in order. No camelCase parts: a typed `createTRPCClient`
 * should match that identifier, not every page mentioning "client". Chinese question words are
 * left out (shared/question-words.ts), so the bigrams are those of the words asked about.
 */
export function tokenizeQuery(text: string, {keepLoneQuestionWords = true}: QueryTokenOptions = {}): string[] {
  const terms = tokenizeTerms(text.replace(HAN_RUN, (run) => ` ${withoutQuestionWords(run).join(' ')} `));
  return terms.length === 0 && keepLoneQuestionWords ? tokenizeTerms(text) : terms;
}
