/**
 * Stands in for @docusaurus/core's lib/client/docusaurus.js (the `window.docusaurus` object Link calls):
 * the same `prefetch` and `preload`, with prefetching done in idle-time tasks (../shared/prefetcher.ts).
 * `preload` (a link is hovered or focused: load the route's components now) is the core's own.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import {createPrefetcher} from '../shared/prefetcher';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const absolute = (url: string) => new URL(url, document.baseURI).href;

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback) : (callback) => setTimeout(callback, 1);

const preloaded = new Set<string>();

const prefetcher = createPrefetcher({
  routesChunkNames,
  matchRoutePaths: (pathname) => matchRoutes(routes, pathname).map((match) => match.route.path ?? ''),
  chunkUrl(chunkName) {
    const url = __webpack_require__.gca(chunkName);
    // The bundler may have merged the chunk into another one: its URL then names no file.
    return url && !url.includes('undefined') ? absolute(url) : undefined;
  },
  fetchUrl(url) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  },
  pageUrls: () =>
    Array.from(document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]'), (element) =>
      'src' in element ? element.src : element.href,
    ),
  whenIdle,
  skip: (routePath) => isSlowConnection() || preloaded.has(routePath),
});

const docusaurus = {
  prefetch: (routePath: string): boolean => prefetcher.prefetch(routePath),
  preload(routePath: string): false | Promise<unknown> {
    if (isSlowConnection() || preloaded.has(routePath)) return false;
    preloaded.add(routePath);
    return preloadRoute(routePath);
  },
};

export default Object.freeze(docusaurus);
