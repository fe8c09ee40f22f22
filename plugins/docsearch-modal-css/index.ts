import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

/**
 * The cascade layer Docusaurus puts @docsearch/css in (plugin-css-cascade-layers' defaults). The
 * injected modal styles join it, so they keep their place below the site's own CSS.
 */
export const DOCSEARCH_LAYER = 'docusaurus.theme-search-algolia.docsearch';

/** The search dialog's stylesheets (licence banners included), wrapped in DocSearch's cascade layer. */
export function layeredModalCss(css: string): string {
  return `@layer ${DOCSEARCH_LAYER}{${css}}`;
}

/**
 * The search dialog's styles (about 3 KiB of brotli, DocSearch's variables included) are needed only
 * once a visitor opens search, so they travel as a string in the dialog's own chunk
 * (`process.env.DOCSEARCH_MODAL_CSS`, see plugins/search/client/modalStyles.ts) instead.
 */
export function modalCss(): string {
  // The variables come with the dialog too: the navbar button has styles of its own (plugins/search/theme/SearchBar).
  return layeredModalCss(['_variables.css', 'modal.css'].map((file) => fs.readFileSync(require.resolve(`@docsearch/css/dist/${file}`), 'utf8')).join('\n'));
}

/** `React.createElement("style", null, "…")` in a minified bundle: the text of an inline <style>. */
const INLINE_STYLE = /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g;

/**
 * The <style> elements DocSearch's modal renders itself: the Algolia logo in its footer is an SVG
 * with one, drawn on both backends. Like the stylesheet above, they exist only at run time, so the
 * security policy allows them by hash. Read from DocSearch's bundle, so an upgrade that changes
 * them changes the hashes with them; none found means the bundle is no longer read right.
 */
export function modalInlineStyles(bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8')): string[] {
  const styles = [...bundle.matchAll(INLINE_STYLE)].map((match) => JSON.parse(match[1]!) as string);
  if (styles.length === 0) throw new Error('docsearch-modal-css: no inline <style> found in DocSearch’s bundle; check how the modal draws its logo');
  return styles;
}

export default function docsearchModalCssPlugin(): Plugin {
  const css = modalCss();
  return {
    name: 'docsearch-modal-css',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.DOCSEARCH_MODAL_CSS': JSON.stringify(css)})]};
    },
  };
}
