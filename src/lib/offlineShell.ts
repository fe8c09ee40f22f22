/**
 * Offline, the service worker answers any address it has not stored with the not-found page.
 * That HTML belongs to another route, so hydrating it would fail: the client renders from
 * scratch instead. Docusaurus renders into `window.docusaurusRoot` when one already exists
 * (its hot-reload path), so creating that root before the client entry runs is enough.
 */
export const NOT_FOUND_MARKER = 'data-not-found-page';

export function isServedNotFoundPage(doc: Document): boolean {
  return doc.querySelector(`[${NOT_FOUND_MARKER}]`) !== null;
}
