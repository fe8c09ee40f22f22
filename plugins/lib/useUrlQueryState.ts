import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/** Every URL change is a route update and an analytics page view, so typing is debounced. */
export const URL_WRITE_DEBOUNCE_MS = 300;

export type UpdateUrlQuery<Query> = (next: Query, options?: {debounce?: boolean}) => void;

export interface UrlQueryCodec<Query> {
  defaults: Query;
  /** `location.search` → state; unknown or malformed parameters fall back to defaults. */
  parse: (search: string) => Query;
  /** State → `location.search` ('' or '?…'); equal states give equal strings. */
  serialize: (query: Query) => string;
}

/**
 * A filter state kept in the page's query string, so a filtered view can be shared and survives a
 * reload. The server render has no query string, so the state starts at the defaults and picks up
 * location.search in an effect; reading it during render would break hydration. `codec` must be
 * a stable (module-level) object.
 */
export function useUrlQueryState<Query>(codec: UrlQueryCodec<Query>): [Query, UpdateUrlQuery<Query>] {
  const {defaults, parse, serialize} = codec;
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState<Query>(defaults);
  const pendingWrite = useRef<number | undefined>(undefined);
  // The search string this hook wrote last: seeing it come back is an echo, not a new link to follow.
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (location.search === written.current) return;
    // A real navigation (first load, a shared link, the navbar or sidebar link to this page): it
    // wins over pending typing.
    window.clearTimeout(pendingWrite.current);
    written.current = null;
    const fromUrl = parse(location.search);
    setQuery((current) => (serialize(current) === serialize(fromUrl) ? current : fromUrl));
  }, [location.search, parse, serialize]);

  useEffect(() => () => window.clearTimeout(pendingWrite.current), []);

  const update = useCallback<UpdateUrlQuery<Query>>(
    (next, {debounce = false} = {}) => {
      setQuery(next);
      window.clearTimeout(pendingWrite.current);
      const {pathname, hash} = location;
      const write = () => {
        // The visitor may have followed a link meanwhile; never drag them back here.
        if (history.location.pathname !== pathname) return;
        const search = serialize(next);
        if (search === history.location.search) return;
        written.current = search;
        // replace, not push: a filter tweak is not a page of its own in the back button's history.
        history.replace({pathname, search, hash});
      };
      if (debounce) pendingWrite.current = window.setTimeout(write, URL_WRITE_DEBOUNCE_MS);
      else write();
    },
    [history, location, serialize],
  );

  return [query, update];
}
