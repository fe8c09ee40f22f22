import {useSyncExternalStore} from 'react';

/**
 * Whether the search dialog is open, and with which query, kept outside the search box: the navbar,
 * and the search box with it, is mounted again when the visitor moves to another kind of page, and a
 * dialog opened while that navigation was loading must stay open on the new page.
 */
export interface SearchDialogState {
  open: boolean;
  initialQuery?: string;
}

const CLOSED: SearchDialogState = {open: false};
let current = CLOSED;
const listeners = new Set<() => void>();

export function setSearchDialogState(next: SearchDialogState): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchDialogState(): SearchDialogState {
  return useSyncExternalStore(subscribe, () => current, () => CLOSED);
}

let container: HTMLDivElement | null = null;

/** The element the dialog renders into: one for the page's lifetime, first in <body> like DocSearch's own. */
export function searchDialogContainer(): HTMLDivElement {
  if (!container) {
    container = document.createElement('div');
    document.body.insertBefore(container, document.body.firstChild);
  }
  return container;
}
