// @ts-check
/**
 * A bundler loader for Docusaurus' generated chunk registry (`.docusaurus/registry.js`). The registry
 * names each route module three times: in the import, as the string react-loadable reports when the
 * server renders a page, and in require.resolveWeak.
 * - Browser bundle: the reported string is never read, so it goes (about 4 KiB of brotli in every
 *   page's main bundle, growing with the page count). So does the module id of require.resolveWeak
 *   (about 2 B per page): react-loadable reads it only in `preloadReady`, which Docusaurus never calls.
 * - Server bundle: the reported string becomes the chunk's name. Docusaurus looks the reported strings
 *   up among the client manifest's origins, which are keyed by chunk name, to write a page's route
 *   chunks into its HTML; with module paths nothing matched, so pages carried only the main bundle and
 *   found their route chunks (and their stylesheets) only once it had run.
 * Plain JavaScript because the bundler loads loaders with Node's require.
 */

/** One registry entry as @docusaurus/core 3.10 writes it (server/codegen/codegenRoutes.js). */
const ENTRY = /\[\(\) => import\((\/\* webpackChunkName: "[^"]*" \*\/) "([^"]*)"\), "\2", require\.resolveWeak\("\2"\)\]/g;

/**
 * The registry with each entry's reported string replaced: by `0`, and its module id too (`report:
 * 'nothing'`), or by the chunk name (`report: 'chunk-name'`). Throws when an entry is not in the known form.
 * @param {string} source
 * @param {'nothing' | 'chunk-name'} report
 * @returns {string}
 */
function rewriteRegistry(source, report) {
  const entries = source.split('\n').filter((line) => line.trimStart().startsWith('"')).length;
  let rewritten = 0;
  const result = source.replace(ENTRY, (_match, comment, modulePath) => {
    rewritten += 1;
    if (report === 'nothing') return `[() => import(${comment} "${modulePath}"), 0, 0]`;
    const chunkName = JSON.stringify(/webpackChunkName: "([^"]*)"/.exec(comment)?.[1] ?? modulePath);
    return `[() => import(${comment} "${modulePath}"), ${chunkName}, require.resolveWeak("${modulePath}")]`;
  });
  if (rewritten !== entries) {
    throw new Error(
      `lean-bundle: ${entries - rewritten} of ${entries} entries of the generated registry are not in the form this loader rewrites; ` +
        'Docusaurus changed its registry format (see src/lib/upstream-internals.ts)',
    );
  }
  return result;
}

/**
 * @this {{getOptions(): {report: 'nothing' | 'chunk-name'}}}
 * @param {string} source
 */
module.exports = function registryLoader(source) {
  return rewriteRegistry(source, this.getOptions().report);
};
module.exports.rewriteRegistry = rewriteRegistry;
