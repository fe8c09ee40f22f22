/**
 * Two pages of the build stand in for other routes: the not-found page (online, the server answers prefix
 * routes such as /feature-requests/anything with it; offline, any address that is no route of the site)
 * and the offline shell (offline, a route of the site whose page the worker has not stored: site chrome and
 * a loading state, never "page not found"). Their HTML belongs to another route, so hydrating it would
 * fail: the client renders from scratch instead. Docusaurus renders into `window.docusaurusRoot` when one
 * already exists (its hot-reload path), so creating that root before the client entry runs is enough.
 */
export const NOT_FOUND_MARKER = 'data-not-found-page';
export const OFFLINE_SHELL_MARKER = 'data-offline-shell';

/** The route of the offline shell, and the files the worker reads to decide between the two pages. */
export const OFFLINE_SHELL_PATH = '/offline-shell';
export const OFFLINE_SHELL_FILE = 'offline-shell.html';
export const OFFLINE_ROUTES_FILE = 'offline-routes.json';

export function isStandInPage(doc: Document): boolean {
  return doc.querySelector(`[${NOT_FOUND_MARKER}], [${OFFLINE_SHELL_MARKER}]`) !== null;
}

/** The routes the offline shell may stand in for: every route but the shell itself and the not-found page. */
export function offlineRoutes(routesPaths: readonly string[], excludedPrefixes: readonly string[]): string[] {
  const excluded = (route: string) => excludedPrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return [...new Set(routesPaths)].filter((route) => route !== OFFLINE_SHELL_PATH && route !== '/404.html' && !excluded(route)).sort();
}
