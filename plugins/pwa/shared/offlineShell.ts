/**
 * The not-found HTML is also served for addresses that are routes of the client: offline, the
 * service worker answers every page it has not stored with it, and online the server answers
 * prefix routes such as /feature-requests/anything with it. That HTML belongs to another route,
 * so hydrating it would fail: the client renders from scratch instead. Docusaurus renders into `window.docusaurusRoot` when one already exists
 * (its hot-reload path), so creating that root before the client entry runs is enough.
 */
export const NOT_FOUND_MARKER = 'data-not-found-page';

export function isServedNotFoundPage(doc: Document): boolean {
  return doc.querySelector(`[${NOT_FOUND_MARKER}]`) !== null;
}
