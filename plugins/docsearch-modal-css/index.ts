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

export default function docsearchModalCssPlugin(): Plugin {
  const css = modalCss();
  return {
    name: 'docsearch-modal-css',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.DOCSEARCH_MODAL_CSS': JSON.stringify(css)})]};
    },
  };
}
