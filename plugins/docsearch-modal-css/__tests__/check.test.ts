import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DOCSEARCH_LAYER} from '../index';
import {dialogStyleProblems} from '../check';

const stylesheet = `@layer docusaurus.infima,${DOCSEARCH_LAYER};@layer ${DOCSEARCH_LAYER}{:root{--docsearch-primary-color:#5468ff}.DocSearch-Button{display:flex}}`;
const dialogChunk = `"use strict";let e="@layer ${DOCSEARCH_LAYER}{.DocSearch-Modal{position:fixed}}";`;
const otherChunk = '"use strict";console.log(1);';

test('a build with the dialog styles in their own chunk passes', () => {
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: [otherChunk, dialogChunk]}), []);
});

test('dialog styles merged back into the site stylesheet are reported', () => {
  const merged = `${stylesheet}@layer ${DOCSEARCH_LAYER}{.DocSearch-Modal{position:fixed}}`;
  assert.deepEqual(dialogStyleProblems({stylesheets: [merged], scripts: [otherChunk, dialogChunk]}), [
    'the site stylesheet carries the search dialog styles',
  ]);
});

test('dialog styles missing from the scripts, or outside the layer, are reported', () => {
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: [otherChunk]}), ['expected one script chunk with the dialog styles, found 0']);
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: ['let e=".DocSearch-Modal{position:fixed}";']}), [
    'the dialog styles are outside DocSearch’s cascade layer',
  ]);
});

test('a site stylesheet without the button styles or the layer is reported', () => {
  assert.deepEqual(dialogStyleProblems({stylesheets: ['.navbar{display:flex}'], scripts: [dialogChunk]}), [
    'the site stylesheet has no search button styles',
    `the site stylesheet does not declare the layer ${DOCSEARCH_LAYER}`,
  ]);
});
