/**
 * Marks the words of the query on the page a search hit led to (history state, ./state.ts), and
 * takes the marks away when the visitor moves on. The marking code is a chunk of its own, loaded
 * only when there is something to mark.
 */
import type {ClientModule} from '@docusaurus/types';
import {searchQueryOf} from './state';

type Marks = typeof import('./marks');

let marks: Marks | null = null;
/** Counts navigations, so a chunk arriving after the visitor moved on marks nothing. */
let navigation = 0;

const clientModule: ClientModule = {
  onRouteUpdate() {
    navigation += 1;
    // Before the next route renders: React then finds the page's text nodes as it left them.
    marks?.clearSearchTerms();
  },
  onRouteDidUpdate({location, previousLocation}) {
    // A first load is never a hit being followed; a reload keeps the entry's state but not the marks.
    const query = previousLocation ? searchQueryOf(location.state) : null;
    if (!query) return;
    const started = navigation;
    import('./marks').then(
      (loaded) => {
        marks = loaded;
        if (started === navigation) loaded.markSearchTerms(query, location);
      },
      // Marks are a help, not content: a chunk that fails to load leaves the page as it is.
      () => undefined,
    );
  },
};

export default clientModule;
