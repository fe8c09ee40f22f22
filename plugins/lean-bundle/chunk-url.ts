/**
 * `__webpack_require__.gca(chunkName)`: the URL of a route chunk, which the prefetcher asks for
 * (plugins/idle-prefetch). Docusaurus' ChunkAssetPlugin answers with a table from every chunk name to
 * its numeric id, written into the runtime in the main bundle: one entry per route chunk, about 5 B of
 * brotli per page. The client build here gives named chunks their name as id (`chunkIds: 'named'`), so
 * the runtime's own chunk-filename function takes the name as it is and the table goes.
 */
import type {Configuration, WebpackPluginInstance} from 'webpack';
import DocusaurusChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';

/** The bundler as Docusaurus hands it to plugins (`currentBundler.instance`: webpack or Rspack). */
type Bundler = typeof import('webpack');

const PLUGIN_NAME = 'lean-bundle-chunk-url';

/** The runtime code: the URL of a chunk whose id is its name (publicPath + chunk script filename). */
export function chunkUrlRuntimeCode(globals: {require: string; publicPath: string; getChunkScriptFilename: string}): string {
  return `${globals.require}.gca = function(chunkId) { return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`;
}

function chunkUrlPlugin(bundler: Bundler): WebpackPluginInstance {
  const {RuntimeGlobals, RuntimeModule} = bundler;
  class ChunkUrlRuntimeModule extends RuntimeModule {
    constructor() {
      super('ChunkUrlByName', RuntimeModule.STAGE_ATTACH);
    }
    override generate(): string {
      return chunkUrlRuntimeCode(RuntimeGlobals);
    }
  }
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, requirements) => {
          requirements.add(RuntimeGlobals.publicPath);
          requirements.add(RuntimeGlobals.getChunkScriptFilename);
          compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
        });
      });
    },
  };
}

/**
 * Puts the name-as-id `gca` in place of Docusaurus' table-driven one in a client configuration.
 * Throws when the configuration has no ChunkAssetPlugin (see src/lib/upstream-internals.ts).
 */
export function replaceChunkAssetPlugin(config: Configuration, bundler: Bundler): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((plugin) => plugin instanceof DocusaurusChunkAssetPlugin);
  if (index < 0) throw new Error('lean-bundle: the client configuration has no ChunkAssetPlugin to replace; Docusaurus changed how it adds __webpack_require__.gca (see src/lib/upstream-internals.ts)');
  plugins[index] = chunkUrlPlugin(bundler);
}
