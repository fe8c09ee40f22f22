/**
 * The site's synonym list (src/data/search-synonyms.json), read and checked when the site builds:
 * a bad entry stops the build with a message naming the file, the entry and the field. The list
 * travels normalised in meta.json; the browser expands queries with it (shared/synonyms.ts).
 *
 * An entry is `{"terms": [...]}` (each term stands for every other) or `{"input": "…", "terms":
 * [...]}` (the input stands for the terms, not the reverse). Entries stay small so each can be
 * reviewed on its own: a synonym that also means something else makes unrelated pages match.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DataValidationError, Joi, validateEntries} from '../../lib/validate-entries';
import {normaliseSynonym, type SynonymGroup} from '../shared/synonyms';
import {tokenizeQuery} from '../shared/tokenizer';

export const SYNONYMS_FILE = 'src/data/search-synonyms.json';

/** Terms in one entry at most: more is a topic, not a synonym. */
export const MAX_TERMS = 6;

const HAN_CHAR = /^\p{Script=Han}$/u;

const term = Joi.string()
  .trim()
  .min(1)
  .custom((value: string, helpers) => {
    const normalised = normaliseSynonym(value);
    // Matched inside longer words (挂 in 挂载), a single character would expand queries it has no part in.
    if (HAN_CHAR.test(normalised)) return helpers.message({custom: 'is a single Chinese character, which would match inside other words: give the word it belongs to'});
    if (tokenizeQuery(normalised, {keepLoneQuestionWords: false}).length === 0) {
      return helpers.message({custom: 'has no word a query searches for (only question words such as 怎么 or 的, or no letters)'});
    }
    return value;
  });

const entrySchema = Joi.object({
  input: term,
  terms: Joi.array()
    .items(term)
    .max(MAX_TERMS)
    .unique((a: string, b: string) => normaliseSynonym(a) === normaliseSynonym(b))
    .when('input', {is: Joi.exist(), then: Joi.array().min(1), otherwise: Joi.array().min(2)})
    .required()
    .messages({
      'array.min': 'needs {#limit} terms or more: one term stands for nothing',
      'array.max': `has more than {#limit} terms: split it into entries that each mean one thing`,
      'array.unique': 'lists the same term twice (compared in lower case, full-width folded)',
    }),
});

/** `entry #3 "容器"`: the entry's input, else its first term. */
function describeEntry(entry: unknown, index: number): string {
  const {input, terms} = (entry && typeof entry === 'object' ? entry : {}) as {input?: unknown; terms?: unknown};
  const name = typeof input === 'string' ? input : Array.isArray(terms) && typeof terms[0] === 'string' ? terms[0] : undefined;
  return name === undefined ? `entry #${index}` : `entry #${index} "${name}"`;
}

/**
 * Validates the parsed content of the synonym file and returns its entries normalised. A term
 * that a query would match in two entries (as one of a group's terms, or as an input) is an error:
 * which of them applies would depend on the order of the file.
 */
export function validateSynonyms(file: string, data: unknown): SynonymGroup[] {
  const list = data && typeof data === 'object' && !Array.isArray(data) ? (data as {synonyms?: unknown}).synonyms : undefined;
  const entries = validateEntries<SynonymGroup>(file, list, entrySchema, describeEntry);
  const matchedBy = new Map<string, number>();
  return entries.map((entry, index) => {
    const group: SynonymGroup = {terms: entry.terms.map(normaliseSynonym)};
    if (entry.input !== undefined) group.input = normaliseSynonym(entry.input);
    const matched = group.input === undefined ? group.terms.map((text, i) => [text, `terms[${i}]`]) : [[group.input, 'input']];
    for (const [text, field] of matched) {
      const other = matchedBy.get(text);
      if (other !== undefined) throw new DataValidationError(file, describeEntry(entry, index), field, `"${text}" is already matched by entry #${other}`);
      matchedBy.set(text, index);
    }
    if (group.input !== undefined && group.terms.includes(group.input)) {
      throw new DataValidationError(file, describeEntry(entry, index), 'terms', `lists the input "${group.input}" itself`);
    }
    return group;
  });
}

/** Reads and validates the synonym file (`file` relative to the site). */
export function loadSynonyms(siteDir: string, file = SYNONYMS_FILE): SynonymGroup[] {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DataValidationError(file, 'top level', '(file)', `is not valid JSON: ${(error as Error).message}`);
  }
  return validateSynonyms(file, data);
}
