import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightCode, registerLanguages, type HighlightSettings} from '../node/prism';
import {decodeTokens, plainTokens} from '../shared/tokens';
import {tokenizeWith, type PrismRenderer} from '../shared/tokenize';
import * as prismRenderer from 'prism-react-renderer';

const SETTINGS: HighlightSettings = {additionalLanguages: ['bash', 'json'], magicCommentWords: ['highlight-next-line', 'highlight-start', 'highlight-end']};
registerLanguages(SETTINGS.additionalLanguages);

/** What prism-react-renderer's Highlight would render for the same text. */
const direct = (code: string, language: string) => tokenizeWith(prismRenderer as unknown as PrismRenderer, code, language);

test('decoded tokens are those prism-react-renderer renders, text included', () => {
  const code = 'const answer = 42;\n\n// a comment\nconsole.log(`${answer}`);';
  const decoded = decodeTokens(code, highlightCode(code, 'JS', SETTINGS));
  assert.deepEqual(decoded, direct(code, 'js'));
  assert.ok(decoded!.flat().some((token) => token.types.includes('keyword')), 'highlighted, not plain');
  assert.deepEqual(decoded![1], [{types: ['plain'], content: '\n', empty: true}], 'an empty line as normalizeTokens gives it');
});

test('a grammar added from prismjs highlights; an unknown language stays plain', () => {
  const bash = decodeTokens('echo "$HOME"', highlightCode('echo "$HOME"', 'bash', SETTINGS))!;
  assert.ok(bash.flat().some((token) => token.types.includes('string')));
  assert.deepEqual(decodeTokens('a b', highlightCode('a b', 'no-such-language', SETTINGS)), plainTokens('a b'));
  assert.deepEqual(decodeTokens('a b', highlightCode('a b', undefined, SETTINGS)), plainTokens('a b'), 'no language is "text"');
});

test('the final line break the code block strips is not part of the tokens', () => {
  assert.deepEqual(decodeTokens('let x;', highlightCode('let x;\n', 'js', SETTINGS)), direct('let x;', 'js'));
});

test('lines with a magic comment decode whether the code block removed them or kept them', () => {
  const raw = 'a();\n// highlight-next-line\nb();\nc();';
  const encoded = highlightCode(raw, 'js', SETTINGS);
  assert.deepEqual(encoded[1], [1], 'the magic comment line is marked droppable');
  const removed = decodeTokens('a();\nb();\nc();', encoded)!;
  assert.deepEqual(removed.map((line) => line.map((token) => token.content).join('')), ['a();', 'b();', 'c();']);
  const kept = decodeTokens(raw, encoded)!;
  assert.equal(kept.length, 4);
  assert.ok(kept[1]!.some((token) => token.types.includes('comment')));
});

test('tokens that do not fit the rendered text are refused, so the block shows plain code', () => {
  const encoded = highlightCode('let x = 1;', 'js', SETTINGS);
  assert.equal(decodeTokens('let y = 10;', encoded), null, 'another length');
  assert.equal(decodeTokens('let x = 1;\nmore', encoded), null, 'another line count');
});
