import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createStaticServer} from '../lib/static-server.mjs';

let dir: string;
let server: Server;
let origin: string;
let write: (rel: string, body: string) => void;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('index.html', '<h1>home</h1>');
  write('404.html', '<h1>not found</h1>');
  write('docs.html', `<h1>docs</h1>${'x'.repeat(4000)}`);
  write('docs/index.html', '<h1>should not win over docs.html</h1>');
  write('tests/中文路径.html', '<h1>中文</h1>');
  write('tests/æøå.html', '<h1>nordic</h1>');
  write('assets/js/main.abc.js', 'console.log(1)');
  server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('serves pages by their extension-less URL', async () => {
  const response = await fetch(`${origin}/docs`);
  assert.equal(response.status, 200);
  assert.match(await response.text(), /<h1>docs<\/h1>/);
  assert.match(response.headers.get('content-type')!, /text\/html/);
});

test('serves UTF-8 file names without crashing', async () => {
  assert.equal((await fetch(`${origin}/tests/${encodeURIComponent('中文路径')}`)).status, 200);
  assert.equal((await fetch(`${origin}/tests/${encodeURIComponent('æøå')}`)).status, 200);
  assert.equal((await fetch(`${origin}/`)).status, 200);
});

test('redirects a trailing slash away and answers unknown paths with the 404 page', async () => {
  const redirect = await fetch(`${origin}/docs/?a=1`, {redirect: 'manual'});
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.get('location'), '/docs?a=1');
  const missing = await fetch(`${origin}/nope`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /not found/);
});

test('normalises .html and /index.html suffixes when no file matches exactly', async () => {
  const index = await fetch(`${origin}/tests/index.html`, {redirect: 'manual'});
  assert.equal(index.status, 404);
  write('showcase.html', '<h1>showcase</h1>');
  const suffixed = await fetch(`${origin}/showcase/index.html?x=1`, {redirect: 'manual'});
  assert.equal(suffixed.status, 301);
  assert.equal(suffixed.headers.get('location'), '/showcase?x=1');
  const exact = await fetch(`${origin}/docs.html`);
  assert.equal(exact.status, 200);
});

test('compresses text and caches hashed assets', async () => {
  const page = await fetch(`${origin}/docs`, {headers: {'accept-encoding': 'gzip'}});
  assert.equal(page.headers.get('content-encoding'), 'gzip');
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  const asset = await fetch(`${origin}/assets/js/main.abc.js`);
  assert.match(asset.headers.get('cache-control')!, /immutable/);
});

test('does not escape the root', async () => {
  const response = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
  assert.equal(response.status, 404);
});
