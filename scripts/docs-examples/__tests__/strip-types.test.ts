import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runExample, stripTypes} from '../run.mjs';

const where = {file: 'learn/x.md', line: 12};

test('types go, values stay: type-only imports are dropped and an enum becomes an object', () => {
  const code = [
    "import type {AddressInfo} from 'node:net';",
    "import {createServer, type Server} from 'node:http';",
    'enum Mode { On = 1 }',
    'const info: AddressInfo | null = null;',
    'const server: Server = createServer();',
    'console.log(Mode.On, info, typeof server);',
  ].join('\n');
  const js = stripTypes(code, where);
  assert.doesNotMatch(js, /node:net|AddressInfo|: Server/);
  assert.match(js, /import \{ createServer \} from 'node:http'/);
  assert.match(js, /Mode\[Mode\["On"\] = 1\] = "On"/);
});

test('a syntax error names the example', () => {
  assert.throws(() => stripTypes('const x: = 1;', where), /^Error: learn\/x\.md:12: /);
});

test('an example that does not parse fails with its place, without starting Node', async () => {
  const result = await runExample({...where, language: 'ts', extension: 'mts', code: 'let = ;'});
  assert.equal(result.ok, false);
  assert.match(result.output, /^learn\/x\.md:12: /);
});
