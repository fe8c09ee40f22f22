/**
 * Route prefetching that never holds the main thread for long. Docusaurus' Link asks for a prefetch
 * when its link scrolls into view; the core's own prefetch then, for every link, matches the route
 * table, scans every route's chunk names and appends a `<link rel="prefetch">` per chunk, all inside
 * the IntersectionObserver callbacks of one rendering step. On a docs page with its sidebar in view
 * that was one task of about half a second at a phone's CPU speed, in the middle of page load. Here
 * a request only joins a queue; each route is worked out in its own idle-time task, with the chunk
 * table indexed once, and a chunk that is already loaded or already asked for is not fetched again.
 */

import {collectChunkNames, routePathOfKey, type RoutesChunkNames} from '../../lib/route-chunk-names';

/** What the prefetcher needs from the page and the bundle (the browser's in client/, fakes in tests). */
export interface PrefetcherHost {
  /** .docusaurus/routesChunkNames.json: `<route path>-<hash>` → a tree of chunk names. */
  routesChunkNames: RoutesChunkNames;
  /** The paths of the routes that render `pathname`, outermost first (react-router-config's matchRoutes). */
  matchRoutePaths(pathname: string): string[];
  /** The URL of a chunk, or undefined when the bundler merged it into another. */
  chunkUrl(chunkName: string): string | undefined;
  /** Starts downloading a URL into the HTTP cache. */
  fetchUrl(url: string): void;
  /** URLs the page has loaded or asked for by itself (its scripts and stylesheets). */
  pageUrls(): Iterable<string>;
  /** Runs a callback in a later task, when the page is idle. */
  whenIdle(callback: () => void): void;
  /** True when a route should not be prefetched now (a slow or data-saving connection, already preloaded). */
  skip(routePath: string): boolean;
}

export interface Prefetcher {
  /** Queues the chunks of a route for download; false when the route is skipped or was queued before. */
  prefetch(routePath: string): boolean;
}

/** Route path → chunk names of every entry for that path (keys lose their `-<hash>` suffix, as core does). */
export function indexChunkNames(routesChunkNames: RoutesChunkNames): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = routePathOfKey(key);
    index.set(routePath, collectChunkNames(tree, index.get(routePath) ?? new Set()));
  }
  return index;
}

export function createPrefetcher(host: PrefetcherHost): Prefetcher {
  const queued = new Set<string>();
  const requested = new Set<string>();
  const waiting: string[] = [];
  let chunkNames: Map<string, Set<string>> | undefined;

  const prefetchOne = (routePath: string) => {
    chunkNames ??= indexChunkNames(host.routesChunkNames);
    for (const url of host.pageUrls()) requested.add(url);
    for (const matched of host.matchRoutePaths(routePath)) {
      for (const name of chunkNames.get(matched) ?? []) {
        const url = host.chunkUrl(name);
        if (!url || requested.has(url)) continue;
        requested.add(url);
        host.fetchUrl(url);
      }
    }
  };

  // An idle task is scheduled exactly while routes are waiting.
  const drainOne = () => {
    const routePath = waiting.shift();
    if (routePath !== undefined) prefetchOne(routePath);
    if (waiting.length > 0) host.whenIdle(drainOne);
  };

  return {
    prefetch(routePath) {
      if (queued.has(routePath) || host.skip(routePath)) return false;
      queued.add(routePath);
      if (waiting.push(routePath) === 1) host.whenIdle(drainOne);
      return true;
    },
  };
}
