/**
 * Query-time synonyms, as Algolia applies them: a query that says 容器 also finds pages that say
 * Docker. The list is site data (src/data/search-synonyms.json), checked when the site builds
 * (node/synonyms.ts) and shipped in meta.json; the browser matches it against each query.
 *
 * Expanding the query, not the index, keeps the index and its term shards as they are and lets
 * a synonym weigh less than the word typed. A query that matches no synonym costs nothing more.
 */
import {tokenizeQuery, tokenizeTerms} from './tokenizer';

/**
 * One entry of the list, normalised (normaliseSynonym). Without `input`, every term stands for
 * every other; with it, `input` stands for the terms and not the other way round (挂了 → 宕机: a
 * page about outages answers 挂了, a search for 宕机 need not find slang).
 */
export interface SynonymGroup {
  terms: string[];
  input?: string;
}

/**
 * One part of a query: the alternatives a record may satisfy it with, each a list of terms the
 * record must all hold. The first alternative is what the query said; the others are synonyms.
 */
export type QueryClause = readonly (readonly string[])[];

/** Full-width forms folded (IME input), lower case, single spaces: how entries and queries compare. */
export function normaliseSynonym(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A letter or digit of a word (not Han): a synonym that starts or ends with one must match whole words. */
const WORD_CHAR = /^(?!\p{Script=Han})[\p{L}\p{N}]$/u;
const isWordChar = (char: string | undefined): boolean => char !== undefined && WORD_CHAR.test(char);

interface Member {
  text: string;
  /** The other terms of its entry: what the member also stands for. */
  alternatives: readonly string[];
}

function membersOf(groups: readonly SynonymGroup[]): Member[] {
  const members = groups.flatMap((group): Member[] =>
    group.input === undefined
      ? group.terms.map((text) => ({text, alternatives: group.terms.filter((other) => other !== text)}))
      : [{text: group.input, alternatives: group.terms}],
  );
  // The longest first, so 断线重连 wins over 重连 where both would match.
  return members.sort((a, b) => b.text.length - a.text.length);
}

/**
 * The end of `member` in `query` when it starts at `start`, or -1. A space in the member matches
 * any run of spaces, none included (IP 定位, IP定位); a member's Latin edges only match whole words.
 */
function matchAt(query: string, start: number, member: string): number {
  if (isWordChar(member[0]) && isWordChar(query[start - 1])) return -1;
  let q = start;
  for (const char of member) {
    if (char === ' ') {
      while (query[q] === ' ') q += 1;
    } else if (query[q] === char) {
      q += 1;
    } else {
      return -1;
    }
  }
  return isWordChar(member[member.length - 1]) && isWordChar(query[q]) ? -1 : q;
}

/** The clauses without repeats (a word typed twice, or a synonym typed twice). */
function uniqueClauses(clauses: readonly QueryClause[]): QueryClause[] {
  const seen = new Set<string>();
  const out: QueryClause[] = [];
  for (const clause of clauses) {
    const key = JSON.stringify(clause);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(clause);
  }
  return out;
}

/** The members of each list, worked out once per list (a list comes with the index and does not change). */
const membersCache = new WeakMap<readonly SynonymGroup[], Member[]>();

/**
 * The clauses of a query: each synonym the query holds (the longest first, left to right) becomes
 * one clause with its alternatives; every other term (tokenizeQuery: question words dropped) is a
 * clause of its own.
 */
export function expandQuery(query: string, groups: readonly SynonymGroup[]): QueryClause[] {
  let members = membersCache.get(groups);
  if (!members) membersCache.set(groups, (members = membersOf(groups)));
  const text = normaliseSynonym(query);
  const clauses: QueryClause[] = [];
  let rest = '';
  for (let i = 0; i < text.length; ) {
    let end = -1;
    let found: Member | undefined;
    for (const member of members) {
      end = matchAt(text, i, member.text);
      if (end !== -1) {
        found = member;
        break;
      }
    }
    if (!found) {
      rest += text[i];
      i += 1;
      continue;
    }
    clauses.push([tokenizeTerms(text.slice(i, end)), ...found.alternatives.map(tokenizeTerms)]);
    // A gap, so the words on either side of the synonym do not join into a bigram.
    rest += ' ';
    i = end;
  }
  // A query of question words alone searches for them; beside a synonym they are only dropped.
  const restTerms = tokenizeQuery(rest, {keepLoneQuestionWords: clauses.length === 0});
  return uniqueClauses([...clauses, ...restTerms.map((term) => [[term]])]);
}
