/**
 * Which items of a sidebar list a page renders. Every page of a category draws the category's whole
 * list in its sidebar, so a category of N pages costs N² in HTML, build time and hydration. Lists up to
 * WHOLE_LIST_LIMIT render whole (every list on the site today; the largest has 52 items); a longer one
 * renders WINDOW_SIZE items around the current page, and the reader asks for the rest.
 */
export const WHOLE_LIST_LIMIT = 100;
export const WINDOW_SIZE = 50;

/** Items `start` (inclusive) to `end` (exclusive) of the list. */
export interface ItemWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The window for a list of `count` items whose active item (the current page, or the category holding
 * it) is at `activeIndex`, -1 for none: the whole list when it is short, otherwise WINDOW_SIZE items
 * with the active one in the middle, or the first WINDOW_SIZE when none is active.
 */
export function itemWindow(count: number, activeIndex: number): ItemWindow {
  if (count <= WHOLE_LIST_LIMIT) return {start: 0, end: count};
  const centred = activeIndex < 0 ? 0 : activeIndex - Math.floor(WINDOW_SIZE / 2);
  const start = Math.min(Math.max(centred, 0), count - WINDOW_SIZE);
  return {start, end: start + WINDOW_SIZE};
}

/**
 * The window after a navigation: the previous one while it still fits the list and holds the active
 * item (so the link a reader clicked does not move under the pointer), otherwise a new one.
 */
export function keepWindow(previous: ItemWindow, count: number, activeIndex: number): ItemWindow {
  const fresh = itemWindow(count, activeIndex);
  const fits = previous.end - previous.start === fresh.end - fresh.start && previous.end <= count;
  const holdsActive = activeIndex < 0 || (activeIndex >= previous.start && activeIndex < previous.end);
  return fits && holdsActive ? previous : fresh;
}
