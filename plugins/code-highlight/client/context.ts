/**
 * What a code block hands to the Highlight that renders it: the tokens computed at build time, or a
 * tokenizer for code that exists only at run time (see theme/RuntimeHighlighting).
 */
import {createContext} from 'react';
import type {EncodedTokens, Token} from '../shared/tokens';

export const BuildTimeTokensContext = createContext<EncodedTokens | null>(null);

export type Tokenizer = (code: string, language: string) => Token[][];

export const RuntimeTokenizerContext = createContext<Tokenizer | null>(null);
