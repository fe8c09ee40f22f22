// @ts-check
/**
 * A bundler loader for the browser's copy of the site config (`.docusaurus/docusaurus.config.mjs`).
 * Docusaurus serialises the whole config into every page's main bundle, the options of every plugin,
 * preset and theme included (about 1.5 KiB of brotli here: the Prism themes, the PWA head tags, the
 * docs sections' settings). No browser code reads them; the browser copy keeps each one's name, so the
 * debug page /__docusaurus/debug/config lists the plugins without their options.
 */

/**
 * @param {unknown} entry a plugin, preset or theme as the config gives it: a name, or [name, options]
 * @returns {unknown}
 */
function nameOnly(entry) {
  return Array.isArray(entry) ? entry[0] : entry;
}

/**
 * @param {string} source the generated module: a comment, then `export default <JSON>;`
 * @returns {string}
 */
function withoutPluginOptions(source) {
  const start = source.indexOf('export default ');
  const end = source.lastIndexOf(';');
  if (start < 0 || end < start) throw new Error('lean-bundle: the generated site config is not `export default <JSON>;` (see src/lib/upstream-internals.ts)');
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(source.slice(start + 'export default '.length, end));
  for (const key of ['plugins', 'presets', 'themes']) {
    const list = config[key];
    if (Array.isArray(list)) config[key] = list.map(nameOnly);
  }
  return `export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
module.exports = function configLoader(source) {
  return withoutPluginOptions(source);
};
module.exports.withoutPluginOptions = withoutPluginOptions;
