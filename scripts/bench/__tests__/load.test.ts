import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {requestMix, searchIndexRequests} from '../load.mjs';
import {writeTree} from '../../lib/testing/tree';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(files: Record<string, string>): string {
  const dir = writeTree({'index.html': '<p>home', 'assets/js/main.1a.js': 'x'.repeat(50), ...files}, 'load-mix-');
  dirs.push(dir);
  return dir;
}

test('the load mix asks for the sharded search index: meta.json, the largest term shards and page texts', () => {
  const dir = build({
    'search/0123456789/meta.json': '{}',
    'search/0123456789/terms/a.json': 'x'.repeat(10),
    'search/0123456789/terms/h3.json': 'x'.repeat(40),
    'search/0123456789/terms/h7.json': 'x'.repeat(30),
    'search/0123456789/terms/k.json': 'x'.repeat(20),
    'search/0123456789/pages/0.json': 'x'.repeat(5),
    'search/0123456789/pages/1.json': 'x'.repeat(50),
  });
  assert.deepEqual(searchIndexRequests(dir), [
    '/search/0123456789/meta.json',
    '/search/0123456789/terms/h3.json',
    '/search/0123456789/terms/h7.json',
    '/search/0123456789/terms/k.json',
    '/search/0123456789/pages/1.json',
    '/search/0123456789/pages/0.json',
  ]);
  const mix = requestMix(dir);
  assert.ok(mix.includes('/assets/js/main.1a.js') && mix.includes('/search/0123456789/meta.json') && mix.includes('/no-such-page'));
});

test('a build without a local index (hosted Algolia) has no index requests; a search folder in another layout is an error', () => {
  assert.deepEqual(searchIndexRequests(build({})), []);
  assert.throws(() => searchIndexRequests(build({'search/index.abc.json': '{}'})), /no search\/<version>\/meta\.json/);
});
