/**
 * Docusaurus plugin 'lean-bundle': the same browser code in fewer bytes than Docusaurus' defaults.
 *
 * - Chunk files are named by chunk id, not by the route hash Docusaurus gives them: the runtime every
 *   page loads first then carries one id → content-hash table instead of two tables (about 4 KiB of
 *   brotli for this site's ~600 chunks, growing with the page count).
 * - The chunk registry in the main bundle loses its module path strings (./registry-loader.js).
 * - The stylesheet every page loads first holds the CSS of the code every page runs (Infima, the
 *   layout, the site's global styles). Docusaurus merges every stylesheet of the site into it; the
 *   styles of components that only some routes use (the docs layout, code blocks, the world map, the
 *   featured API pages) now come with that route's chunks.
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

/** The output name of every non-entry chunk of the client build. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

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
    configureWebpack(_config, isServer, {currentBundler}) {
      // Lets a component import a module statically on the server and lazily in the browser
      // (src/components/HydrateWhenVisible): the bundler drops the branch the other bundle takes.
      const serverFlag = new currentBundler.instance.DefinePlugin({'process.env.RENDERING_ON_SERVER': JSON.stringify(isServer)});
      const registryRule = {test: (file: string) => file === registry, use: [{loader: path.join(__dirname, 'registry-loader.js'), options: {report: isServer ? 'chunk-name' : 'nothing'}}]};
      if (isServer) return {plugins: [serverFlag], module: {rules: [registryRule]}};
      return {
        plugins: [serverFlag],
        output: {chunkFilename: CHUNK_FILENAME},
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'client', 'utils-common.js')}},
        optimization: {
          runtimeChunk: false,
          splitChunks: {cacheGroups: {styles: {name: 'styles', type: 'css/mini-extract', chunks: 'initial', enforce: true, priority: 50}}},
        },
        module: {rules: [registryRule, {test: (file: string) => file === siteConfig, use: [{loader: path.join(__dirname, 'config-loader.js')}]}]},
      };
    },
  };
}
