/**
 * The theme's code block without its second render: theme-classic remounts every code block after
 * hydration because its Prism colours are inline styles fixed to the light theme on the server. Here the
 * colours are class rules (plugins/code-highlight), so the server HTML is already right.
 * The `highlight` prop carries the tokens computed at build time (MDX code blocks get it from
 * node/remark.ts; components pass what the plugin's highlight() returned).
 */
import React, {isValidElement, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {BuildTimeTokensContext} from '../../client/context';
import '@code-highlight/tokens.css';
import type {EncodedTokens} from '../../shared/tokens';

function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, highlight, ...props}: Props): ReactNode {
  const children = stringOrElements(rawChildren);
  const tokens = useMemo(() => (typeof highlight === 'string' ? (JSON.parse(highlight) as EncodedTokens) : (highlight ?? null)), [highlight]);
  return (
    <BuildTimeTokensContext.Provider value={tokens}>
      {typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>}
    </BuildTimeTokensContext.Provider>
  );
}
