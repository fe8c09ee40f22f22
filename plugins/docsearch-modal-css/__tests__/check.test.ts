import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DOCSEARCH_LAYER} from '../index';
import {dialogStyleProblems} from '../check';

const stylesheet = `@layer docusaurus.infima,${DOCSEARCH_LAYER};.button_x1{display:flex}`;
const dialogChunk = `"use strict";let e="@layer ${DOCSEARCH_LAYER}{:root{--docsearch-modal-width:560px}.DocSearch-Modal{position:fixed}}";`;
const otherChunk = '"use strict";console.log(1);';

test('a build with the dialog styles and variables in their own chunk passes', () => {
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: [otherChunk, dialogChunk]}), []);
});

test('dialog styles or DocSearch variables in a stylesheet are reported', () => {
  const merged = `${stylesheet}@layer ${DOCSEARCH_LAYER}{:root{--docsearch-modal-width:560px}.DocSearch-Modal{position:fixed}}`;
  assert.deepEqual(dialogStyleProblems({stylesheets: [merged], scripts: [otherChunk, dialogChunk]}), [
    'a stylesheet carries the search dialog styles',
    'a stylesheet carries DocSearch’s variables',
  ]);
});

test('dialog styles missing from the scripts, outside the layer or without variables, are reported', () => {
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: [otherChunk]}), ['expected one script chunk with the dialog styles, found 0']);
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: ['let e=".DocSearch-Modal{position:fixed}";']}), [
    'the dialog styles are outside DocSearch’s cascade layer',
  ]);
  assert.deepEqual(dialogStyleProblems({stylesheets: [stylesheet], scripts: [`let e="@layer ${DOCSEARCH_LAYER}{.DocSearch-Modal{position:fixed}}";`]}), [
    'the dialog styles come without DocSearch’s variables',
  ]);
});
