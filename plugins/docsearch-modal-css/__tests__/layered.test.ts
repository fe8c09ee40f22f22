import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DOCSEARCH_LAYER, layeredModalCss} from '../index';

test('the dialog CSS joins DocSearch’s cascade layer, banner and rules unchanged', () => {
  const source = '/*! @docsearch/css Modal 3.9.0 | MIT License */\n.DocSearch-Container{position:fixed}';
  assert.equal(layeredModalCss(source), `@layer ${DOCSEARCH_LAYER}{${source}}`);
});

test('the layer is the one Docusaurus assigns to @docsearch/css', async () => {
  const {DEFAULT_LAYERS} = await import('@docusaurus/plugin-css-cascade-layers/lib/options.js');
  const layerOf = Object.entries(DEFAULT_LAYERS).find(([, holds]) =>
    holds(require.resolve('@docsearch/css/dist/modal.css')),
  )?.[0];
  assert.equal(layerOf, DOCSEARCH_LAYER);
});
