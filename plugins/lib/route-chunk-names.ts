/**
 * Reading Docusaurus' `routesChunkNames` (generated `.docusaurus/routesChunkNames.json`, also bundled for
 * the browser as `@generated/routesChunkNames`): route key → nested object whose string leaves are chunk
 * names. Shared by the build (plugins/pwa precache) and the browser (plugins/idle-prefetch).
 */

/** `routesChunkNames`: route key (`<path>-<hash>`) → nested object whose string leaves are chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** Route path of a `routesChunkNames` key: the key is the path plus a dash and a short hash. */
export function routePathOfKey(key: string): string {
  return key.replace(/-[0-9a-f]{3}$/, '');
}

/** The chunk names (string leaves) of one route entry, added to `into`. */
export function collectChunkNames(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const nested of Object.values(value)) collectChunkNames(nested, into);
  return into;
}
