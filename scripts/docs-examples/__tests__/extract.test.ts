import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractExamples} from '../extract.mjs';

const PAGE = [
  '# 标题',
  '',
  '```ts test title="server.ts"',
  "import assert from 'node:assert/strict';",
  'assert.equal(1 + 1, 2);',
  '```',
  '',
  '```js',
  "console.log('not marked');",
  '```',
  '',
  '````md',
  '```js test',
  'inside a Markdown example: not a block of this page',
  '```',
  '````',
  '',
  '1. 列表里的示例：',
  '',
  '   ```javascript test',
  '   const x = 1;',
  '     console.log(x);',
  '   ```',
].join('\n');

test('finds the marked JavaScript and TypeScript blocks with their file and line', () => {
  const examples = extractExamples(PAGE, 'learn/x.md');
  assert.deepEqual(
    examples.map((e: {file: string; line: number; extension: string; code: string}) => [e.file, e.line, e.extension, e.code]),
    [
      ['learn/x.md', 3, 'mts', "import assert from 'node:assert/strict';\nassert.equal(1 + 1, 2);"],
      ['learn/x.md', 20, 'mjs', 'const x = 1;\n  console.log(x);'],
    ],
  );
});

test('a marked block in a language the runner cannot run is an error naming its place', () => {
  assert.throws(() => extractExamples('text\n```bash test\ncurl x\n```', 'google/a.md'), /google\/a\.md:2: .*"bash"/);
});
