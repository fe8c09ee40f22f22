import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content/String';

/**
 * Code highlighting loads with the first code block instead of with every page: Prism and its
 * languages are about 100 KB of the first-load script otherwise (issue #14). The server renders the
 * whole highlighted block; while hydrating, React keeps that HTML until the highlighter has loaded.
 * Only a code block reached by client-side navigation before then shows its plain text for a moment.
 * The whole block is deferred, not just the highlighting: its word-wrap and copy buttons measure the
 * highlighted <pre> as soon as they mount. The placeholder is marked data-highlighter-loading.
 */
const HighlightedCodeBlock = lazy(() => import('@site/src/components/HighlightedCodeBlock'));

export default function CodeBlockString(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className={clsx(props.className, 'thin-scrollbar')} tabIndex={0} data-highlighter-loading="">
          <code>{props.children}</code>
        </pre>
      }>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
