/**
 * A hit carries the query to its page in the history entry's state, not in the URL: the address
 * a visitor copies or bookmarks stays the page's own, and Back and Forward bring the marks back
 * with the entry.
 */
export interface SearchTermsState {
  searchQuery: string;
}

export function searchTermsState(query: string): SearchTermsState {
  return {searchQuery: query};
}

/** The query a history entry's state carries, or null. */
export function searchQueryOf(state: unknown): string | null {
  const query = (state as Partial<SearchTermsState> | null | undefined)?.searchQuery;
  return typeof query === 'string' && query.trim() ? query : null;
}
