/**
 * Prism in the browser, for code that exists only there (a live API response) or comes from a React
 * component rather than Markdown. Only the chunks that import this module carry Prism.
 */
import * as prismRenderer from 'prism-react-renderer/dist/index.mjs';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {tokenizeWith, type PrismRenderer} from '../../shared/tokenize';
import type {Tokenizer} from '../../client/context';

prismIncludeLanguages(prismRenderer.Prism as never);

export const tokenize: Tokenizer = (code, language) => tokenizeWith(prismRenderer as unknown as PrismRenderer, code, language);
