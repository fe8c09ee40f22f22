/* eslint-disable no-restricted-globals */
// Service-worker code added to @docusaurus/plugin-pwa's worker (option `swCustom`). Plain
// JavaScript: the plugin compiles it with Babel, which only handles .js files.
//
// In offline mode this handler answers every same-origin GET before the stock one
// (stopImmediatePropagation), because the stock handler only knows precached file names and the
// site's pages live at paths without `.html`.

/**
 * The worker's own types, as far as this file uses them: the project is checked against the DOM
 * library, which has no service-worker scope (TypeScript's WebWorker library cannot join it).
 * @typedef {Event & {waitUntil(promise: Promise<unknown>): void}} ExtendableEvent
 * @typedef {ExtendableEvent & {request: Request, respondWith(response: Promise<Response>): void}} FetchEvent
 * @typedef {{
 *   registration: {scope: string},
 *   clients: {claim(): Promise<void>},
 *   skipWaiting(): Promise<void>,
 *   addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void,
 *   addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void,
 * }} WorkerScope `self` in the worker (typed by a cast where it is used)
 */

const RUNTIME_CACHE = 'apis-runtime';

/** Cache lookups ignore the query: Workbox stores precached files as `url?__WB_REVISION__=…`. */
const IGNORE_QUERY = {ignoreSearch: true};

/** @param {string} relative */
function scopeUrl(relative) {
  return new URL(relative, /** @type {WorkerScope} */ (/** @type {unknown} */ (self)).registration.scope).href;
}

/**
 * File names a page path can be stored under: `/a/b` → `/a/b`, `/a/b.html`, `/a/b/index.html`.
 * @param {string} href
 * @returns {string[]}
 */
function pageCandidates(href) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  const base = url.href;
  return url.pathname.endsWith('/') ? [base, `${base}index.html`] : [base, `${base}.html`, `${base}/index.html`];
}

/**
 * @param {string[]} urls
 * @returns {Promise<Response | undefined>}
 */
async function firstCached(urls) {
  for (const url of urls) {
    const response = await caches.match(url, IGNORE_QUERY);
    if (response) return response;
  }
  return undefined;
}

/**
 * @param {RequestInfo} key
 * @param {Response} response
 */
async function remember(key, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(key, response);
}

/** The route paths of the site (offline-routes.json, precached), read once. @type {Promise<Set<string>> | undefined} */
let knownRoutes;
/**
 * @param {string} href
 * @returns {Promise<boolean>}
 */
async function isRouteOfSite(href) {
  knownRoutes ??= caches
    .match(scopeUrl('offline-routes.json'), IGNORE_QUERY)
    .then((response) => (response ? response.json() : []))
    .then((routes) => new Set(routes), () => new Set());
  const pathname = decodeURIComponent(new URL(href).pathname).replace(/\/$/, '') || '/';
  return (await knownRoutes).has(pathname);
}

/**
 * Cache first, like the stock worker: an installed app shows one release until the visitor
 * accepts the update, so a page never mixes with another release's chunks. Pages not stored yet
 * come from the network. Offline, a route of the site gets the offline shell (site chrome and a
 * loading state) and the client renders it from its stored chunks; any other address gets the
 * not-found page, which says so and, offline, lists what can be read.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function navigationResponse(request) {
  const candidates = pageCandidates(request.url);
  const cached = await firstCached(candidates);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    await remember(/** @type {string} */ (candidates[0]), response.clone());
    return response;
  } catch {
    const standIn = (await isRouteOfSite(request.url)) ? 'offline-shell.html' : '404.html';
    return (await caches.match(scopeUrl(standIn), IGNORE_QUERY)) ?? Response.error();
  }
}

/**
 * Cache first: asset file names carry a content hash, and the runtime cache is cleared per release.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function assetResponse(request) {
  const cached = await caches.match(request, IGNORE_QUERY);
  if (cached) return cached;
  const response = await fetch(request);
  await remember(request, response.clone());
  return response;
}

/** @param {{offlineMode: boolean}} params what @docusaurus/plugin-pwa passes the custom worker code */
export default function offlineExtensions({offlineMode}) {
  const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
  scope.addEventListener('activate', (event) => {
    // A new release makes runtime-cached files stale; the first page load is controlled at once.
    event.waitUntil(Promise.all([caches.delete(RUNTIME_CACHE), scope.clients.claim()]));
  });

  if (!offlineMode) {
    // An online-only worker stores nothing, so no page can mix two releases through it: it takes
    // over as soon as it is installed instead of waiting for a page to tell it to (a page that
    // turns offline mode off may be gone, or its message may come before the worker listens).
    scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
    return;
  }

  scope.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
    event.stopImmediatePropagation();
    event.respondWith(request.mode === 'navigate' ? navigationResponse(request) : assetResponse(request));
  });
}
