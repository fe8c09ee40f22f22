import React from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {searchTermsState} from './state';

export interface HitLinkProps extends Omit<React.ComponentProps<typeof Link>, 'to' | 'onClick'> {
  to: string;
  /** The query the hit answered, read when the link is followed (the dialog's input may have changed). */
  query: () => string;
}

/**
 * A link to a hit that takes the query along (./state.ts), so the words are marked on arrival. Only
 * a plain click is handled here: a new tab or window opens the bare URL, as it would be shared.
 */
export default function HitLink({to, query, ...props}: HitLinkProps): React.ReactNode {
  const history = useHistory();
  return (
    <Link
      {...props}
      to={to}
      onClick={(event) => {
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        const terms = query().trim();
        if (event.defaultPrevented || !plain || !terms || !to.startsWith('/')) return;
        // Docusaurus' Link would push the bare URL; this push carries the state instead.
        event.preventDefault();
        history.push(to, searchTermsState(terms));
      }}
    />
  );
}
