import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createStaticServer, serveBuild, CACHE_FOREVER, CACHE_REVALIDATE} from '../lib/static-server.mjs';
import {listenOnLoopback} from '../lib/ports.mjs';
import {resolveUrlPath} from '../../plugins/lib/site-html.mjs';
import {rawRequestLine as rawRequestLineTo, request as requestTo, type RequestOptions} from '../lib/testing/http';
import {addFiles, writeTree} from '../lib/testing/tree';
import {precompress} from '../precompress.mjs';

let dir: string;
let server: ReturnType<typeof createStaticServer>;
let origin: string;

function write(rel: string, body: string | Buffer) {
  addFiles(dir, {[rel]: body});
}

const LONG = 'x'.repeat(4000);

before(async () => {
  dir = writeTree({}, 'serve-');
  write('index.html', `<h1>home</h1>${LONG}`);
  write('404.html', `<h1>not found</h1>${LONG}`);
  write('docs.html', `<h1>docs</h1>${LONG}`);
  write('docs/index.html', '<h1>loses to docs.html</h1>');
  write('google/index.html', '<h1>google</h1>');
  write('feature-requests.html', '<h1>feature requests</h1>');
  write('tests/docs/中文路径.html', '<h1>中文</h1>');
  write('tests/docs/path with spaces.html', '<h1>spaces</h1>');
  write('tests/æøå.html', '<h1>nordic</h1>');
  write('tests/blog/legacy/old-post.html', '<h1>legacy</h1>');
  write('assets/js/main.abc.js', `console.log(1);${'/*pad*/'.repeat(400)}`);
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('sw.js', `self.x=1;${'//'.repeat(800)}`);
  write('manifest.json', '{"name":"apis"}');
  write('catalogue/v1/apis.json', JSON.stringify({version: 1, apis: Array.from({length: 200}, (_, i) => ({id: `api-${i}`}))}));
  write('data.bin', Buffer.from(Array.from({length: 100}, (_, i) => i)));
  await precompress(dir, {quality: 5});
  // A stored variant a server compressing on the fly could never produce: only sending the file
  // as it is gives this body.
  write('docs.html.br', zlib.brotliCompressSync(`<h1>docs</h1> stored variant ${LONG}`));
  server = createStaticServer(dir);
  origin = await listenOnLoopback(server);
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
});

/** A raw request to the server under test: the target goes on the wire exactly as given. */
const request = (target: string, options?: RequestOptions) => requestTo(origin, target, options);
const rawRequestLine = (line: string) => rawRequestLineTo(origin, line);

test('pages answer at their extension-less URL; a.html wins over a/index.html', async () => {
  const docs = await request('/docs');
  assert.equal(docs.status, 200);
  assert.match(docs.body.toString(), /<h1>docs<\/h1>/);
  assert.match(String(docs.headers['content-type']), /^text\/html/);
  assert.match((await request('/google')).body.toString(), /google/);
  assert.match((await request('/tests/blog/legacy/old-post.html')).body.toString(), /legacy/);
});

test('the server finds a page by the same rules as the link check (fileForUrlPath), and as nginx\'s try_files', async () => {
  for (const [target, file] of [['/docs', 'docs.html'], ['/google', 'google/index.html'], ['/google/index', 'google/index.html'], ['/', 'index.html']]) {
    const answer = await request(target!);
    assert.equal(answer.status, 200, target);
    assert.equal(answer.body.toString(), fs.readFileSync(path.join(dir, file!), 'utf8'), target);
    assert.equal(resolveUrlPath(dir, target!), path.join(dir, file!), target);
  }
});

test('UTF-8 and spaced file names are served, whatever the Unicode normal form of the request', async () => {
  for (const name of ['中文路径', 'path with spaces']) {
    assert.equal((await request(`/tests/docs/${encodeURIComponent(name)}`)).status, 200, name);
  }
  assert.equal((await request(`/tests/${encodeURIComponent('æøå')}`)).status, 200);
  assert.equal((await request(`/tests/${encodeURIComponent('æøå'.normalize('NFD'))}`)).status, 200);
});

test('a trailing slash and .html or /index.html suffixes redirect to the canonical page', async () => {
  const slash = await request('/docs/?a=1');
  assert.equal(slash.status, 301);
  assert.equal(slash.headers.location, '/docs?a=1');
  const suffixed = await request('/google.html?x=1');
  assert.equal(suffixed.status, 301);
  assert.equal(suffixed.headers.location, '/google?x=1');
  const index = await request('/tests/docs/%E4%B8%AD%E6%96%87%E8%B7%AF%E5%BE%84/index.html');
  assert.equal(index.status, 301);
  assert.equal(index.headers.location, '/tests/docs/%E4%B8%AD%E6%96%87%E8%B7%AF%E5%BE%84');
  // An exact file is served as it is.
  assert.equal((await request('/docs.html')).status, 200);
  assert.equal((await request('/nothing/index.html')).status, 404);
});

test('never redirects to another site: repeated slashes and dot segments collapse to one path', async () => {
  const cases: [string, string][] = [
    ['/.//evil.com/', '/evil.com'],
    ['/x/..//evil.com/', '/evil.com'],
    ['//evil.com', '/evil.com'],
    ['/%2e%2e//evil.com/', '/evil.com'],
    ['/.//google/index.html', '/google/index.html'],
    ['///docs//', '/docs'],
  ];
  for (const [target, location] of cases) {
    const answer = await request(target);
    assert.equal(answer.status, 301, target);
    assert.equal(answer.headers.location, location, target);
  }
});

test('malformed or hostile request targets get 400 without error text', async () => {
  for (const target of ['/%E0%A4%A', '/a%00b', '/a%5c..%5cetc', '/%ZZ']) {
    const answer = await request(target);
    assert.equal(answer.status, 400, target);
    assert.equal(answer.body.toString(), 'Bad Request', target);
  }
  const absolute = await rawRequestLine('GET http://[::1 HTTP/1.1');
  assert.match(absolute, /^HTTP\/1\.1 400/);
  assert.doesNotMatch(absolute, /TypeError|Invalid URL|at /);
});

test('nothing outside the build is reachable', async () => {
  const secret = path.join(path.dirname(dir), `${path.basename(dir)}-secret.html`);
  fs.writeFileSync(secret, 'secret');
  try {
    for (const target of [
      `/../${path.basename(secret)}`,
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%252e%252e%252fetc%252fpasswd',
      `/..%2f${encodeURIComponent(path.basename(secret))}`,
    ]) {
      const answer = await request(target);
      assert.ok([301, 404].includes(answer.status), `${target}: ${answer.status}`);
      assert.doesNotMatch(answer.body.toString(), /secret|root:/, target);
      if (answer.status === 301) assert.equal((await request(answer.headers.location!)).status, 404, target);
    }
  } finally {
    fs.rmSync(secret);
  }
});

test('prefix routes answer 200 with their page; unknown paths 404 with the not-found page', async () => {
  const prefixed = await request('/feature-requests/a/b');
  assert.equal(prefixed.status, 200);
  assert.match(prefixed.body.toString(), /feature requests/);
  const missing = await request('/no-such-page');
  assert.equal(missing.status, 404);
  assert.match(missing.body.toString(), /not found/);
  const head = await request('/no-such-page', {method: 'HEAD'});
  assert.equal(head.status, 404);
  assert.equal(head.body.length, 0);
});

test('precompressed variants are sent as they are; nothing is compressed per request', async () => {
  const br = await request('/docs', {headers: {'accept-encoding': 'gzip, br'}});
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.deepEqual(br.body, fs.readFileSync(path.join(dir, 'docs.html.br')));
  assert.match(zlib.brotliDecompressSync(br.body).toString(), /<h1>docs<\/h1> stored variant/);
  const gz = await request('/docs', {headers: {'accept-encoding': 'gzip'}});
  assert.equal(gz.headers['content-encoding'], 'gzip');
  const plain = await request('/docs');
  assert.equal(plain.headers['content-encoding'], undefined);
  // A page below the size worth compressing has no variant: it goes out as it is.
  const small = await request('/google', {headers: {'accept-encoding': 'br'}});
  assert.equal(small.headers['content-encoding'], undefined);
  const notFound = await request('/nope', {headers: {'accept-encoding': 'br'}});
  assert.equal(notFound.headers['content-encoding'], 'br');
});

test('ETag and If-None-Match give 304; HEAD sends headers only', async () => {
  const first = await request('/docs');
  assert.ok(first.headers.etag);
  const again = await request('/docs', {headers: {'if-none-match': first.headers.etag!}});
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers['cache-control'], CACHE_REVALIDATE);
  const head = await request('/docs', {method: 'HEAD'});
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-length'], first.headers['content-length']);
});

test('a single byte range is honoured; other range forms get the whole file', async () => {
  const part = await request('/data.bin', {headers: {range: 'bytes=10-19'}});
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], 'bytes 10-19/100');
  assert.deepEqual([...part.body], Array.from({length: 10}, (_, i) => i + 10));
  const open = await request('/data.bin', {headers: {range: 'bytes=95-'}});
  assert.equal(open.status, 206);
  assert.equal(open.body.length, 5);
  for (const range of ['bytes=-5', 'bytes=0-1,5-6', 'bytes=9-2', 'items=0-1']) {
    const whole = await request('/data.bin', {headers: {range}});
    assert.equal(whole.status, 200, range);
    assert.equal(whole.body.length, 100, range);
  }
});

test('hashed assets are cached for good; pages, the service worker and the manifest are revalidated', async () => {
  assert.equal((await request('/assets/js/main.abc.js')).headers['cache-control'], CACHE_FOREVER);
  for (const target of ['/docs', '/sw.js', '/manifest.json', '/img/logo.svg', '/no-such-page']) {
    assert.equal((await request(target)).headers['cache-control'], CACHE_REVALIDATE, target);
  }
});

test('the catalogue JSON API is JSON that any origin may read; other files are not opened up', async () => {
  const apis = await request('/catalogue/v1/apis.json', {headers: {'accept-encoding': 'br'}});
  assert.equal(apis.status, 200);
  assert.match(String(apis.headers['content-type']), /^application\/json/);
  assert.equal(apis.headers['access-control-allow-origin'], '*');
  assert.equal(apis.headers['content-encoding'], 'br');
  assert.equal((await request('/catalogue/v1/apis.json', {method: 'HEAD'})).headers['access-control-allow-origin'], '*');
  assert.equal((await request('/manifest.json')).headers['access-control-allow-origin'], undefined);
  assert.equal((await request('/catalogue/v1')).headers['access-control-allow-origin'], undefined);
});

test('every answer carries nosniff and a referrer policy; other methods get 405', async () => {
  for (const target of ['/docs', '/docs/', '/nope', '/%E0%A4%A']) {
    const answer = await request(target);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
  }
  const post = await request('/docs', {method: 'POST'});
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
});

test('reload picks up a new deploy in the same folder', async () => {
  write('fresh.html', '<h1>fresh</h1>');
  assert.equal((await request('/fresh')).status, 404);
  server.reload();
  assert.equal((await request('/fresh')).status, 200);
});

test('the security policy the build wrote is sent, per page where a page has its own, and its folder is never served', async () => {
  const policy = {header: "default-src 'self'", overrides: {'/docs': "default-src 'self'; style-src 'self' 'unsafe-inline'"}, headers: {'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff'}, documentHeaders: {'Cross-Origin-Opener-Policy': 'same-origin'}};
  write('.security/headers.json', JSON.stringify(policy));
  try {
    server.reload();
    assert.equal((await request('/')).headers['content-security-policy'], policy.header);
    assert.equal((await request('/docs')).headers['content-security-policy'], policy.overrides['/docs']);
    const missing = await request('/nope');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['content-security-policy'], policy.header);
    assert.equal(missing.headers['x-frame-options'], 'DENY');
    assert.equal(missing.headers['cross-origin-opener-policy'], 'same-origin');
    // An asset gets the headers of every response, not the document ones.
    write('assets/app.js', 'console.log(1)');
    server.reload();
    const asset = await request('/assets/app.js');
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['x-frame-options'], 'DENY');
    assert.equal(asset.headers['content-security-policy'], undefined);
    assert.equal(asset.headers['cross-origin-opener-policy'], undefined);
    for (const target of ['/.security/headers.json', '/.security', '/%2esecurity/headers.json']) assert.equal((await request(target)).status, 404, target);
  } finally {
    fs.rmSync(path.join(dir, '.security'), {recursive: true, force: true});
    server.reload();
  }
  assert.equal((await request('/')).headers['content-security-policy'], undefined, 'no policy without the file');
});

// The timeout only bounds the failure: without dropping kept-alive connections, stop() never returns.
test('serveBuild answers on a free loopback port, and stop() returns while a client keeps its connection alive', {timeout: 10_000}, async () => {
  const site = await serveBuild(dir);
  assert.match(site.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
  const agent = new http.Agent({keepAlive: true});
  const status = await new Promise<number | undefined>((resolve, reject) => {
    http.get(`${site.origin}/google`, {agent}, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
  assert.equal(status, 200);
  // The agent still holds its socket: a plain server.close() would wait for the client to let go.
  await site.stop();
  agent.destroy();
});

test('serveBuild with requirePrecompressed refuses a build without precompressed files and serves one with them', async (t) => {
  const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-plain-'));
  t.after(() => fs.rmSync(plain, {recursive: true, force: true}));
  for (const page of ['index.html', '404.html']) fs.writeFileSync(path.join(plain, page), '<!doctype html><title>x</title>');
  await assert.rejects(serveBuild(plain, {requirePrecompressed: true}), /has no precompressed files/);
  fs.writeFileSync(path.join(plain, 'index.html.br'), zlib.brotliCompressSync('<!doctype html><title>x</title>'));
  const site = await serveBuild(plain, {requirePrecompressed: true});
  await site.stop();
});
