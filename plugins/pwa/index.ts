/**
 * Docusaurus plugin 'pwa': @docusaurus/plugin-pwa with a smaller precache, offline navigation
 * and a precached search index. Everything of the offline app lives here:
 *
 * - node/: the precache keeps what every reachable page needs to render (precache.ts), chunks only
 *   some packages load are recorded while bundling (lazy-chunks.ts);
 * - sw-offline.js, added to the worker: offline navigation to any route, runtime caching of what is
 *   not precached, and the not-found page when nothing fits;
 * - client/: the worker's registration (offline mode, update prompt) and the client module that
 *   renders a route from the not-found shell; shared/: the offline-mode rules and the shell marker;
 * - theme/PwaReloadPopup: the update prompt, replacing the stock one.
 * - The stock postBuild scans the build folder; it waits here until every plugin whose content has a
 *   `beforePrecache` promise (the search index, the pages' security policy) has written its files.
 */
import path from 'node:path';
// The package's declared types describe only its options; the implementation's types are in lib/.
import pluginPWA, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions as PwaPluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {waitsFor} from '../lib/settlement';
import {
  bundledImagesNamedIn,
  filesImportedOnlyBy,
  filesInDirectories,
  isPrecachedScript,
  linkPreviewImageFile,
  pagesNotPrecached,
  readChunkMaps,
  runtimeOnlyFiles,
  selectPrecacheEntries,
  totalBytes,
  type ManifestEntry,
} from './node/precache';
import {RecordLazyChunks, readLazyChunks} from './node/lazy-chunks';
import fs from 'node:fs';
import {OFFLINE_ROUTES_FILE, OFFLINE_SHELL_PATH, offlineRoutes} from './shared/offlineShell';

export interface OfflinePwaOptions extends PwaPluginOptions {
  /** Route prefixes whose own chunks are cached only once visited (test area, debug pages). */
  runtimeOnlyRoutes: string[];
  /** Packages whose on-demand chunks (and those they load) are cached only once used. */
  runtimeOnlyPackages: string[];
  /** Build folders (relative, ending in `/`) whose files are cached only once used: files other plugins write, like the diagram library's modules. */
  runtimeOnlyDirectories: string[];
}

/** Workbox's own `globIgnores`, which any given list replaces. */
const WORKBOX_DEFAULT_GLOB_IGNORES = ['**/node_modules/**/*'];

/** Workbox skips larger files; the search index must fit. */
const MAX_PRECACHED_FILE_BYTES = 8 * 1024 * 1024;

const PWA_LIB_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa'));

function formatMiB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export default function offlinePwaPlugin(context: LoadContext, options: OfflinePwaOptions): Plugin<void> | null {
  const {runtimeOnlyRoutes, runtimeOnlyPackages, runtimeOnlyDirectories, ...pwaOptions} = options;
  const transformManifest = async (entries: ManifestEntry[]) => {
    const {routesChunkNames, manifest} = readChunkMaps(context.generatedFilesDir);
    const excluded = runtimeOnlyFiles(routesChunkNames, manifest, runtimeOnlyRoutes);
    for (const file of filesImportedOnlyBy(readLazyChunks(context.generatedFilesDir), runtimeOnlyPackages)) excluded.add(file);
    for (const file of filesInDirectories(entries.map(({url}) => url), runtimeOnlyDirectories)) excluded.add(file);
    const previewImage = linkPreviewImageFile(context.siteConfig.themeConfig.image);
    if (previewImage) excluded.add(previewImage);
    const keptScripts = entries.filter(({url}) => isPrecachedScript(url, excluded));
    const namedImages = bundledImagesNamedIn(keptScripts.map(({url}) => fs.readFileSync(path.join(context.outDir, url), 'utf8')));
    const selected = selectPrecacheEntries(entries, excluded, namedImages);
    console.log(
      `[pwa] precache: ${selected.length} files, ${formatMiB(totalBytes(selected))} ` +
        `(of ${entries.length} files, ${formatMiB(totalBytes(entries))} globbed; pages but the shells are not globbed)`,
    );
    return {manifest: selected, warnings: []};
  };
  const pwa = pluginPWA(context, {
    ...pwaOptions,
    swRegister: path.join(__dirname, 'client', 'registerServiceWorker.ts'),
    swCustom: path.join(__dirname, 'sw-offline.js'),
    injectManifestConfig: {
      ...pwaOptions.injectManifestConfig,
      globIgnores: [...(pwaOptions.injectManifestConfig?.globIgnores ?? WORKBOX_DEFAULT_GLOB_IGNORES), ...pagesNotPrecached()],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
      manifestTransforms: [transformManifest],
    },
  });
  // The stock plugin is off outside production builds (no worker under `npm run dev`). Its theme
  // components stay: the not-found page shows the offline notice in every mode.
  if (!pwa) return {name: 'pwa', getThemePath: () => path.join(__dirname, 'theme')};
  // The stock plugin gives paths relative to its own folder; this module lives elsewhere.
  const fromPwaLib = (relative: string) => path.resolve(PWA_LIB_DIR, relative);
  return {
    ...pwa,
    name: 'pwa',
    // Our reload popup replaces the stock one (the stock theme has nothing else).
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [...pwa.getClientModules!().map(fromPwaLib), path.join(__dirname, 'client', 'offlineShell.ts')],
    configureWebpack(config, isServer, utils, content) {
      const stock = pwa.configureWebpack!(config, isServer, utils, content) ?? {};
      if (isServer) return stock;
      return {...stock, plugins: [...(stock.plugins ?? []), new RecordLazyChunks(context.generatedFilesDir)]};
    },
    async contentLoaded(args) {
      await pwa.contentLoaded?.(args);
      // Offline, the worker serves this page for a route whose page it has not stored (sw-offline.js).
      args.actions.addRoute({path: OFFLINE_SHELL_PATH, component: '@theme/OfflineShell', exact: true});
    },
    async postBuild(props) {
      // The worker's list of the routes the offline shell stands in for; written before the precache scan.
      fs.writeFileSync(path.join(props.outDir, OFFLINE_ROUTES_FILE), JSON.stringify(offlineRoutes(props.routesPaths, [])));
      await Promise.all(waitsFor(props.plugins, 'beforePrecache'));
      await pwa.postBuild!(props);
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<OfflinePwaOptions, OfflinePwaOptions>): OfflinePwaOptions {
  const {runtimeOnlyRoutes = [], runtimeOnlyPackages = [], runtimeOnlyDirectories = [], ...pwaOptions} = options;
  return {...validatePwaOptions({validate, options: pwaOptions} as never), runtimeOnlyRoutes, runtimeOnlyPackages, runtimeOnlyDirectories};
}
