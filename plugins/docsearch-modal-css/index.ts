import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

/**
 * The cascade layer Docusaurus puts @docsearch/css in (plugin-css-cascade-layers' defaults). The
 * injected modal styles join it, so they keep their place below the site's own CSS.
 */
export const DOCSEARCH_LAYER = 'docusaurus.theme-search-algolia.docsearch';

/** The search dialog's stylesheet (licence banner included), wrapped in DocSearch's cascade layer. */
export function layeredModalCss(css: string): string {
  return `@layer ${DOCSEARCH_LAYER}{${css}}`;
}

/**
 * Docusaurus merges every stylesheet of the site into the one file each page loads first, also
 * those imported only by lazy chunks. The search dialog's styles (about 2 KiB of brotli) are
 * needed only once a visitor opens search, so they travel as a string in the dialog's own chunk
 * (`process.env.DOCSEARCH_MODAL_CSS`, see src/components/Search/modalStyles.ts) instead.
 */
export default function docsearchModalCssPlugin(): Plugin {
  const css = layeredModalCss(fs.readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8'));
  return {
    name: 'docsearch-modal-css',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.DOCSEARCH_MODAL_CSS': JSON.stringify(css)})]};
    },
  };
}
