import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import remarkHighlight from '../node/remark';
import {tokenStylesheet} from '../node/css';
import {decodeTokens, type EncodedTokens} from '../shared/tokens';

test('the remark plugin gives every fenced code block its tokens as the highlight prop', async () => {
  const root: Root = {
    type: 'root',
    children: [
      {type: 'code', lang: 'ts', meta: 'title="a.ts"', value: 'const a: number = 1;'},
      {type: 'paragraph', children: [{type: 'inlineCode', value: 'not a block'}]},
      {type: 'code', lang: null, meta: null, value: 'plain text'},
    ],
  };
  await remarkHighlight({additionalLanguages: [], magicCommentWords: []})(root);
  const [first, paragraph, second] = root.children as [Root['children'][number] & {data?: {hProperties?: Record<string, unknown>}}, ...never[]];
  const tokens = JSON.parse(String(first.data!.hProperties!.highlight)) as EncodedTokens;
  assert.ok(decodeTokens('const a: number = 1;', tokens)!.flat().some((token) => token.types.includes('keyword')));
  assert.equal((paragraph as {data?: unknown}).data, undefined, 'inline code is left alone');
  assert.ok((second as {data?: {hProperties?: {highlight?: string}}}).data?.hProperties?.highlight, 'a block without language gets plain tokens');
});

test('the stylesheet colours token classes in both modes, dark scoped under [data-theme=dark]', () => {
  const css = tokenStylesheet(
    {plain: {color: '#111', backgroundColor: '#fff'}, styles: [{types: ['keyword', 'operator'], style: {color: '#a00'}}, {types: ['comment'], style: {color: '#555', fontStyle: 'italic'}}]},
    {plain: {color: '#eee', backgroundColor: '#000'}, styles: [{types: ['keyword'], style: {color: '#f88'}}]},
  );
  assert.match(css, /:root\{--prism-color:#111;--prism-background-color:#fff\}/);
  assert.match(css, /\.token\.keyword,\.token\.operator\{color:#a00\}/);
  assert.match(css, /\.token\.comment\{color:#555;font-style:italic\}/);
  assert.match(css, /\[data-theme='dark'\] \{--prism-color:#eee;--prism-background-color:#000\}/);
  assert.match(css, /\[data-theme='dark'\] \.token\.keyword\{color:#f88\}/);
});
