/**
 * Ranks records for the clauses of a query (shared/synonyms.ts): a record satisfies a clause with
 * the best of its alternatives, the words typed or a synonym, never with the sum of them. MiniSearch
 * would add the alternatives of an OR up, so a page that says 网页抓取 and also lists scrapers would
 * outrank the page about web scraping; here each alternative is searched alone and the best one
 * counts. For a query without synonyms the scores are MiniSearch's own for the same AND query.
 */
import type {SearchOptions, SearchResult} from 'minisearch';
import type {QueryClause} from '../shared/synonyms';
import type {ShardedIndex} from './sharded-index';

/** A term found through a synonym counts for this share of the words typed. */
export const SYNONYM_WEIGHT = 0.7;

interface ClauseMatch {
  /** The alternative's score before MiniSearch's quality factor. */
  score: number;
  result: SearchResult;
}

/**
 * The records matching one alternative, by id, with their score before MiniSearch's quality factor
 * (its number of matched query terms), which the combination applies over the whole query instead.
 * A synonym's terms are searched exactly (not as a prefix, no typo) and weigh SYNONYM_WEIGHT of the
 * words typed in all: 速率限制 (three bigrams) for 限流 (one) must not outscore it by its length.
 */
function alternativeMatches(index: ShardedIndex, terms: readonly string[], options: SearchOptions, typedCount: number | null): Map<number, ClauseMatch> {
  const weight = typedCount === null ? 1 : SYNONYM_WEIGHT * Math.min(1, typedCount / terms.length);
  const synonym: SearchOptions = typedCount === null ? {} : {prefix: false, fuzzy: false, boostTerm: () => weight};
  const results = index.mini.search({combineWith: 'AND', queries: [...terms]}, {...options, ...synonym});
  return new Map(results.map((result) => [result.id as number, {score: result.score / (result.queryTerms.length || 1), result}]));
}

/** The records matching a clause: each with its best alternative. */
function clauseMatches(index: ShardedIndex, [typed, ...synonyms]: QueryClause, options: SearchOptions): Map<number, ClauseMatch> {
  const best = alternativeMatches(index, typed, options, null);
  for (const terms of synonyms) {
    for (const [id, match] of alternativeMatches(index, terms, options, typed.length)) {
      if (match.score > (best.get(id)?.score ?? 0)) best.set(id, match);
    }
  }
  return best;
}

/**
 * Records matching every clause ('AND') or any ('OR'), best first (ties by id). The score sums the
 * clauses' best alternatives, times how many typed terms the matched clauses stand for: MiniSearch's
 * quality factor, counting a clause met by a synonym as the words it stands in for. With 'OR' the
 * factor counts twice: a question rarely has all its words in one section, and the sections holding
 * more of them answer it better than one holding a rare word of it (Algolia ranks by words matched
 * first for the same reason).
 */
export function searchClauses(index: ShardedIndex, clauses: readonly QueryClause[], combineWith: 'AND' | 'OR', options: SearchOptions): SearchResult[] {
  const perClause = clauses.map((clause) => clauseMatches(index, clause, options));
  const ids = new Set<number>();
  if (combineWith === 'OR') for (const matches of perClause) for (const id of matches.keys()) ids.add(id);
  else if (perClause.length > 0) for (const id of perClause[0].keys()) if (perClause.every((matches) => matches.has(id))) ids.add(id);
  const out: SearchResult[] = [];
  for (const id of ids) {
    let score = 0;
    let quality = 0;
    const terms = new Set<string>();
    const queryTerms = new Set<string>();
    const match: SearchResult['match'] = {};
    perClause.forEach((matches, c) => {
      const found = matches.get(id);
      if (!found) return;
      score += found.score;
      quality += clauses[c][0].length;
      for (const term of found.result.terms) terms.add(term);
      for (const term of found.result.queryTerms) queryTerms.add(term);
      for (const [term, fields] of Object.entries(found.result.match)) match[term] = [...new Set([...(match[term] ?? []), ...fields])];
    });
    out.push({id, score: score * (combineWith === 'OR' ? quality ** 2 : quality), terms: [...terms], queryTerms: [...queryTerms], match});
  }
  return out.sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number));
}
