/** MiniSearch's configuration, the same at build time and in the browser. */
import type {Options} from 'minisearch';
import {tokenize, tokenizeQuery} from './tokenizer';
import type {RankedRecord} from './format';

/** What MiniSearch indexes and stores per record. */
export interface IndexedRecord extends RankedRecord {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export const FIELDS = ['title', 'headings', 'content'];
const STORE_FIELDS = ['p', 'a', 't', 'n'];

/** Title > section headings > body text. */
export const FIELD_BOOST = {title: 3, headings: 2, content: 1};

export const identity = (term: string): string => term;

export const MINI_OPTIONS: Options<IndexedRecord> = {
  fields: FIELDS,
  storeFields: STORE_FIELDS,
  idField: 'id',
  tokenize,
  processTerm: identity,
  searchOptions: {tokenize: tokenizeQuery, processTerm: identity},
};
