/**
 * Which build files the service worker precaches in offline mode.
 *
 * Pages are not precached as HTML: every page's content is also in its route chunks, so the worker
 * keeps the JavaScript and CSS of every reachable route, the search index, the images they show and two
 * HTML shells (home for a quick start, 404 for any other address), and the browser renders the page
 * from the chunks. Chunks that only the test area or the debug pages use, on-demand chunks that
 * only named packages load, and named folders (the diagram library's modules) are left to runtime caching. The stock
 * globs would precache every HTML file as well, roughly twice the bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {INDEX_FILE_PATTERN} from '../../search-index/shared/format';
import {OFFLINE_ROUTES_FILE, OFFLINE_SHELL_FILE} from '../shared/offlineShell';
import {collectChunkNames, routePathOfKey, type RoutesChunkNames} from '../../lib/route-chunk-names';

export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Build file list of webpack/rspack chunk groups, as written by Docusaurus to `client-manifest.json`. */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

/** HTML documents the worker keeps: the home page, the not-found page and the offline shell, plus the list of routes it stands in for. */
export const SHELL_DOCUMENTS = ['index.html', '404.html', OFFLINE_SHELL_FILE, OFFLINE_ROUTES_FILE];

/**
 * Workbox `globIgnores` for the pages the precache never keeps: every HTML file but the shell documents
 * at the build's root. Without them workbox reads and hashes every page only for the manifest
 * transform to drop it, and the pages' bytes grow faster than their number (each page of a category
 * carries the category's whole sidebar): at 2,000 generated pages, some 900 MB.
 */
export function pagesNotPrecached(): string[] {
  const rootShells = SHELL_DOCUMENTS.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length));
  return [`!(${rootShells.join('|')}).html`, '*/**/*.html'];
}

const PRECACHED_FILE = [/^assets\/.+\.(js|css)$/, /^img\/.+\.(svg|png|jpe?g|gif|webp|ico)$/, INDEX_FILE_PATTERN];

/**
 * Images the bundler emits into `assets/images/` (Markdown images) are kept when a kept script names
 * them. ideal-image also emits each original there, which no page uses; its resized variants
 * (`assets/ideal-img/`) stay out too, because its component does not load a picture while the browser
 * is offline (it says so instead).
 */
const BUNDLED_IMAGE = /^assets\/images\//;
const BUNDLED_IMAGE_IN_CODE = /assets\/images\/[^"'`\s)]+/g;

/** The bundled image files (`assets/images/…`) that `code` names. */
export function bundledImagesNamedIn(code: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const text of code) for (const [file] of text.matchAll(BUNDLED_IMAGE_IN_CODE)) named.add(file);
  return named;
}

/**
 * The build file of the site's link-preview image (`themeConfig.image`): only crawlers and chat apps
 * fetch it, from the network, so the offline precache has no use for it. Null for an absolute URL.
 */
export function linkPreviewImageFile(image: unknown): string | null {
  if (typeof image !== 'string' || /^[a-z][a-z\d+.-]*:|^\/\//i.test(image)) return null;
  return image.replace(/^\/+/, '');
}

export function isUnderAnyPrefix(routePath: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => routePath === prefix || routePath.startsWith(`${prefix.replace(/\/$/, '')}/`));
}

function filesOfChunks(chunkNames: Iterable<string>, manifest: ClientManifest, into: Set<string>): Set<string> {
  for (const name of chunkNames) {
    for (const assetId of manifest.origins[name] ?? []) {
      const asset = manifest.assets[assetId];
      for (const file of [...(asset?.js ?? []), ...(asset?.css ?? [])]) into.add(file.file);
    }
  }
  return into;
}

/**
 * Build files needed only by routes under `runtimeOnlyPrefixes`: used by at least one such route
 * and by no other. Chunks loaded lazily from components belong to no route and stay precached.
 */
export function runtimeOnlyFiles(
  routesChunkNames: RoutesChunkNames,
  manifest: ClientManifest,
  runtimeOnlyPrefixes: readonly string[],
): Set<string> {
  const kept = new Set<string>();
  const runtimeOnly = new Set<string>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const target = isUnderAnyPrefix(routePathOfKey(key), runtimeOnlyPrefixes) ? runtimeOnly : kept;
    filesOfChunks(collectChunkNames(chunks, new Set()), manifest, target);
  }
  for (const file of kept) runtimeOnly.delete(file);
  return runtimeOnly;
}

/** A chunk the client build loads on demand (not at page start), as recorded by ./lazy-chunks.ts. */
export interface LazyChunk {
  files: string[];
  /** Identifiers of the modules whose `import()` loads this chunk. */
  importers: string[];
}

/** The npm package a module identifier belongs to: the one after its last `node_modules/`. */
export function packageOfModule(identifier: string): string | null {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/!?]+)/.exec(identifier.replace(/\\/g, '/'));
  return match ? match[1]! : null;
}

/**
 * Files of lazy chunks that only `runtimeOnlyPackages` import: for example the diagram library,
 * which only pages of the test area use. A chunk that any other module also imports stays.
 */
export function filesImportedOnlyBy(chunks: readonly LazyChunk[], runtimeOnlyPackages: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks) {
    const onlyThese = chunk.importers.length > 0 && chunk.importers.every((importer) => runtimeOnlyPackages.includes(packageOfModule(importer) ?? ''));
    if (onlyThese) for (const file of chunk.files) files.add(file);
  }
  return files;
}

/** Build files under any of `directories` (paths relative to the build, ending in `/`): files other plugins write there, such as the diagram library's own modules. */
export function filesInDirectories(urls: Iterable<string>, directories: readonly string[]): Set<string> {
  return new Set([...urls].filter((url) => directories.some((directory) => url.startsWith(directory))));
}

/** Scripts that the precache keeps unless excluded: the ones whose text names the bundled images to keep. */
export function isPrecachedScript(url: string, excludedFiles: ReadonlySet<string>): boolean {
  return /^assets\/.+\.js$/.test(url) && !excludedFiles.has(url);
}

export function selectPrecacheEntries<T extends {url: string}>(entries: T[], excludedFiles: ReadonlySet<string>, namedImages: ReadonlySet<string>): T[] {
  return entries.filter(({url}) => {
    if (SHELL_DOCUMENTS.includes(url)) return true;
    if (excludedFiles.has(url)) return false;
    if (BUNDLED_IMAGE.test(url)) return namedImages.has(url);
    return PRECACHED_FILE.some((pattern) => pattern.test(url));
  });
}

/** Reads the two files Docusaurus leaves in its generated folder after a build. */
export function readChunkMaps(generatedFilesDir: string): {routesChunkNames: RoutesChunkNames; manifest: ClientManifest} {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(generatedFilesDir, name), 'utf8'));
  return {routesChunkNames: read('routesChunkNames.json'), manifest: read('client-manifest.json')};
}

export function totalBytes(entries: readonly {size: number}[]): number {
  return entries.reduce((sum, entry) => sum + entry.size, 0);
}
