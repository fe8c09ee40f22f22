/** MiniSearch's configuration, the same at build time and in the browser. */
import type {Options} from 'minisearch';
import {tokenize, tokenizeQuery} from './tokenizer';

/**
 * What MiniSearch indexes of each record. Nothing is stored in MiniSearch: ranking reads the
 * record's page and section from the index's own packed columns (shared/format.ts), by id.
 */
export interface IndexedRecord {
  id: number;
  title: string;
  headings: string;
  content: string;
  /** The page's own keywords and description, on its first record. */
  summary: string;
}

export const FIELDS = ['title', 'headings', 'content', 'summary'];

/**
 * Title > section headings > the page's summary (its author's words for what it is about, often
 * the reader's words) > body text.
 */
export const FIELD_BOOST = {title: 3, headings: 2, content: 1, summary: 1.5};

export const identity = (term: string): string => term;

export const MINI_OPTIONS: Options<IndexedRecord> = {
  fields: FIELDS,
  storeFields: [],
  idField: 'id',
  tokenize,
  processTerm: identity,
  searchOptions: {tokenize: tokenizeQuery, processTerm: identity},
};
