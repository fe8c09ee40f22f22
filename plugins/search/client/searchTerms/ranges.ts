import {tokenizeQuery} from '../../../search-index/shared/tokenizer';
import {createMatcher, findMarks} from '../../../search-index/client/highlight';

type TermRanges = (text: string) => [number, number][];

/**
 * Where the words of `query` are in a text, as the local index matches them (its tokenizer: Chinese
 * by overlapping bigrams, so 汇率数据 marks 汇率数据 and 汇率 alone; Latin words by prefix), so the
 * page marks what the search found. Null when the query has no word to mark.
 */
export function termRanges(query: string): TermRanges | null {
  const terms = tokenizeQuery(query);
  if (terms.length === 0) return null;
  const matcher = createMatcher(terms, new Set());
  return (text) => findMarks(text, matcher).ranges;
}
