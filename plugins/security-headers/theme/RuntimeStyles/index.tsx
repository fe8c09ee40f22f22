import React, {useEffect, useState, type ReactNode} from 'react';
import {policyAllowsInlineStyles, RUNTIME_STYLES_ATTRIBUTE} from '../../shared/runtimeStyles';

type State = 'checking' | 'allowed' | 'reloading';

/** The path of the page this document was loaded for; client-side navigation keeps the document. */
function documentPath(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return new URL(entry?.name ?? window.location.href).pathname;
}

function pagePolicy(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')?.content;
}

/**
 * Wraps what draws styles at run time. The build gives the page that holds it a policy allowing them
 * (its marker attribute, see shared/runtimeStyles.ts); a document loaded for another, stricter page
 * keeps that page's policy, so after a client-side navigation here the page loads again as itself.
 */
export default function RuntimeStyles({children}: {children: ReactNode}): ReactNode {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    if (documentPath() === window.location.pathname || policyAllowsInlineStyles(pagePolicy())) {
      setState('allowed');
      return;
    }
    setState('reloading');
    window.location.reload();
  }, []);
  return (
    <div {...{[RUNTIME_STYLES_ATTRIBUTE]: ''}}>
      {state === 'allowed' && children}
      {state === 'reloading' && <p role="status">正在重新载入本页以显示图表……</p>}
    </div>
  );
}
