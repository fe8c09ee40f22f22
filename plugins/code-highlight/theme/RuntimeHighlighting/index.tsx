/**
 * Highlights the code blocks inside it in the browser and on the server alike: for code written in a
 * React component, whose tokens no Markdown compile produced. Brings Prism into the importing chunk.
 */
import React, {type ReactNode} from 'react';
import {RuntimeTokenizerContext} from '../../client/context';
import {tokenize} from './tokenizer';

export default function RuntimeHighlighting({children}: {children: ReactNode}): ReactNode {
  return <RuntimeTokenizerContext.Provider value={tokenize}>{children}</RuntimeTokenizerContext.Provider>;
}
