import {test} from 'node:test';
import assert from 'node:assert/strict';
import {modalInlineStyles} from '../index';

test('DocSearch’s own inline <style>: the footer logo’s, read from the installed bundle', () => {
  assert.deepEqual(modalInlineStyles(), ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}']);
});

test('styles are read as the string literals they are, escapes included', () => {
  const bundle = 'e.createElement("defs",null,e.createElement("style",null,".a{content:\\"x\\"}")),e.createElement("style",null,".b{}")';
  assert.deepEqual(modalInlineStyles(bundle), ['.a{content:"x"}', '.b{}']);
});

test('a bundle where no inline style is found is an error, not an empty list', () => {
  assert.throws(() => modalInlineStyles('e.createElement("svg",{style:{fill:"red"}})'), /no inline <style> found/);
});
