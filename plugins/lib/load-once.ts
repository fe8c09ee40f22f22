import fs from 'node:fs';

/**
 * Reads and validates a data set once per build. Docusaurus evaluates the site config and each
 * plugin module separately (fresh module instances), and both need the catalogue and the featured
 * APIs, so the memo lives on globalThis. It is keyed by the files' modification times: the dev
 * server reloads data that changed.
 */
const REGISTRY = Symbol.for('apis.load-once');

export function loadOnce<T>(key: string, files: readonly string[], load: () => T): T {
  const holder = globalThis as typeof globalThis & {[REGISTRY]?: Map<string, {stamp: string; value: unknown}>};
  const registry = (holder[REGISTRY] ??= new Map());
  const stamp = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
  const cached = registry.get(key);
  if (cached?.stamp === stamp) return cached.value as T;
  const value = load();
  registry.set(key, {stamp, value});
  return value;
}
