/**
 * Docusaurus plugin 'lean-bundle': the same browser code in fewer bytes than Docusaurus' defaults.
 *
 * - Chunk files are named by chunk id, not by the route hash Docusaurus gives them: the runtime every
 *   page loads first then carries one id → content-hash table instead of two tables (about 4 KiB of
 *   brotli for this site's ~600 chunks, growing with the page count).
 * - A named chunk's id is its name (the route chunks' names are Docusaurus' hashes of their module
 *   paths, as stable as the default numeric ids), so the prefetcher finds a chunk's URL without a
 *   name → id table in the main bundle (./chunk-url.ts; about 5 B of brotli per page). Unnamed chunks
 *   (shared vendor code, lazily loaded components) are named after their modules' paths.
 * - The chunk registry in the main bundle loses its module path strings (./registry-loader.js).
 * - The stylesheet every page loads first holds the CSS of the code every page runs (Infima, the
 *   layout, the site's global styles) and of the docs layout (DocRoot, DocItem and what they render:
 *   sidebar, table of contents, code blocks). Docusaurus merges every stylesheet of the site into it;
 *   the styles of components that only some routes use (the blog, the world map, the featured API
 *   pages) now come with that route's chunks. The docs layout stays in the first stylesheet because
 *   docs are most of the site's pages and each further stylesheet in a page's head is one more
 *   render-blocking request: over HTTP/1.1 a new connection before the first paint (Lighthouse's
 *   simulated FCP of a docs page: 1054 ms with three stylesheets, 908 ms with one).
 * - @docusaurus/utils-common comes without tslib (./client/utils-common.js).
 * - The site config in the main bundle keeps the plugins' names, not their options (./config-loader.js).
 * - Pages name their route chunks' stylesheets in their HTML (./registry-loader.js), so they never render
 *   unstyled; of the scripts, only the main bundle (./ssr-template.ts).
 * - PostCSS takes its plugins from Docusaurus and the site's plugins only: postcss-loader no longer looks for
 *   a PostCSS config file beside each stylesheet (the site has none). That search opened some twenty
 *   candidate files in every folder above every stylesheet and cost the build about 1.3 s.
 * - The webpack runtime is part of the main bundle, not a file of its own: one request less before a
 *   page can run, and nothing to download beside the render-blocking files for a runtime that only
 *   works once the main bundle has arrived.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {simpleHash} from '@docusaurus/utils';
import {replaceChunkAssetPlugin} from './chunk-url';

/**
 * The chunks of the docs layout, named as the generated registry names a route component's chunk in a
 * production build (simpleHash of the module path, 8 digits).
 */
export const DOCS_LAYOUT_CHUNKS: ReadonlySet<string> = new Set(['@theme/DocRoot', '@theme/DocItem'].map((component) => simpleHash(component, 8)));

/** The cache group fields that put CSS into the stylesheet every page loads first. */
const FIRST_STYLESHEET = {name: 'styles', type: 'css/mini-extract', priority: 50} as const;

/** The output name of every non-entry chunk of the client build. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.js');
const CONFIG_LOADER = path.join(__dirname, 'config-loader.js');

/**
 * Adds this plugin's loaders to the persistent cache's build dependencies. Rspack's cache knows the
 * Docusaurus config and the core's bundler config as its dependencies, not a loader named by path, so
 * a build after a loader was edited reused the modules the old loader had made.
 */
export function trackLoadersInCache(config: Configuration): void {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (typeof cache === 'object' && cache !== null && 'buildDependencies' in cache && Array.isArray(cache.buildDependencies)) {
    cache.buildDependencies.push(REGISTRY_LOADER, CONFIG_LOADER);
  }
}

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'lean-bundle',
    // @theme/HydrateWhenVisible: a below-the-fold component whose code loads when it comes into view.
    getThemePath: () => path.join(__dirname, 'theme'),
    configurePostCss(options) {
      return {...options, config: false};
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // Lets a component import a module statically on the server and lazily in the browser
      // (src/components/HydrateWhenVisible): the bundler drops the branch the other bundle takes.
      const serverFlag = new currentBundler.instance.DefinePlugin({'process.env.RENDERING_ON_SERVER': JSON.stringify(isServer)});
      const registryRule = {test: (file: string) => file === registry, use: [{loader: REGISTRY_LOADER, options: {report: isServer ? 'chunk-name' : 'nothing'}}]};
      trackLoadersInCache(config);
      if (isServer) return {plugins: [serverFlag], module: {rules: [registryRule]}};
      replaceChunkAssetPlugin(config, currentBundler.instance);
      return {
        plugins: [serverFlag],
        output: {chunkFilename: CHUNK_FILENAME},
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'client', 'utils-common.js')}},
        optimization: {
          runtimeChunk: false,
          chunkIds: 'named',
          // Three groups, one chunk: each adds its CSS to the first stylesheet and takes it out of every other chunk.
          splitChunks: {
            cacheGroups: {
              styles: {...FIRST_STYLESHEET, chunks: 'initial', enforce: true},
              docsLayoutStyles: {
                ...FIRST_STYLESHEET,
                chunks: 'all',
                test: (module, {chunkGraph}) => chunkGraph.getModuleChunks(module).some((chunk) => DOCS_LAYOUT_CHUNKS.has(chunk.name ?? '')),
                enforce: true,
              },
              // A stylesheet that many routes' chunks carry (the catalogue table on every category page).
              sharedStyles: {...FIRST_STYLESHEET, chunks: 'all', minChunks: 10, minSize: 0},
            },
          },
        },
        module: {rules: [registryRule, {test: (file: string) => file === siteConfig, use: [{loader: CONFIG_LOADER}]}]},
      };
    },
  };
}
