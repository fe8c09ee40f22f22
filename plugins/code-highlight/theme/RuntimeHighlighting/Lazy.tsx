/**
 * Highlights code that appears after the page has loaded (a live API response): shown plain at first,
 * coloured once Prism has been downloaded on demand. Never for server-rendered code, whose first
 * render must match the server's.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {RuntimeTokenizerContext, type Tokenizer} from '../../client/context';

export default function LazyRuntimeHighlighting({children}: {children: ReactNode}): ReactNode {
  const [tokenize, setTokenize] = useState<Tokenizer | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./tokenizer').then((module) => {
      if (mounted) setTokenize(() => module.tokenize);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return <RuntimeTokenizerContext.Provider value={tokenize}>{children}</RuntimeTokenizerContext.Provider>;
}
