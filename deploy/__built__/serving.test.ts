// The rules every server of the build must keep, checked against the real build served by our own
// server (scripts/serve.mjs) and by nginx with deploy/nginx.conf. BUILD_DIR picks another build.
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createStaticServer, CACHE_FOREVER, CACHE_REVALIDATE, PREFIX_ROUTES} from '../../scripts/lib/static-server.mjs';
import {ensureNginx, startNginx} from '../../scripts/lib/nginx.mjs';
import {listenOnLoopback} from '../../scripts/lib/ports.mjs';
import {rawRequestLine, request, type RequestOptions} from '../../scripts/lib/testing/http';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), `${buildDir} has no build: run the build first`);
const mainScript = fs.readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
assert.ok(fs.existsSync(path.join(buildDir, 'assets/js', `${mainScript}.br`)), 'the build is precompressed (scripts/precompress.mjs)');

/** Text of the site's not-found page (zh translations of the theme). */
const NOT_FOUND_TEXT = '我们找不到您要找的页面。';

function serverChecks(origin: () => string) {
  const get = (target: string, options?: RequestOptions) => request(origin(), target, options);

  test('pages answer at their URL, Chinese and spaced paths included', async () => {
    for (const target of ['/', '/google/ccxt', '/fo/3', '/blog', '/tests/blog/legacy/old-post.html', `/tests/docs/${encodeURIComponent('中文路径')}`, '/tests/docs/path%20with%20spaces']) {
      const answer = await get(target);
      assert.equal(answer.status, 200, target);
      assert.match(String(answer.headers['content-type']), /^text\/html/, target);
    }
  });

  // "/google/ccxt.html" is the page's own file, so it is served; "/google/ccxt/index.html" is not a file.
  test('trailing slashes and /index.html suffixes redirect to the page; redirects stay on the site', async () => {
    const cases: [string, string][] = [
      ['/google/ccxt/', '/google/ccxt'],
      ['/google/ccxt/?x=1', '/google/ccxt?x=1'],
      ['/google/ccxt/index.html', '/google/ccxt'],
      ['/.//evil.com/', '/evil.com'],
      ['/x/..//evil.com/', '/evil.com'],
    ];
    for (const [target, location] of cases) {
      const answer = await get(target);
      assert.equal(answer.status, 301, target);
      assert.equal(answer.headers.location, location, target);
    }
  });

  test('prefix routes answer 200; unknown paths 404 with the not-found page', async () => {
    for (const route of PREFIX_ROUTES) {
      const answer = await get(`${route}/a/b`);
      assert.equal(answer.status, 200, route);
    }
    const missing = await get('/no-such-page-xyz');
    assert.equal(missing.status, 404);
    assert.ok(missing.body.toString().includes(NOT_FOUND_TEXT), 'the not-found page');
    assert.equal((await get('/no-such-page-xyz', {method: 'HEAD'})).status, 404);
  });

  test('malformed request targets get 400', async () => {
    assert.equal((await get('/%E0%A4%A')).status, 400);
    assert.match(await rawRequestLine(origin(), 'GET http://[::1 HTTP/1.1'), /^HTTP\/1\.1 400/);
  });

  test('precompressed files are sent for br and gzip, hashed assets cached for good', async () => {
    const file = path.join(buildDir, 'assets/js', mainScript);
    const br = await get(`/assets/js/${mainScript}`, {headers: {'accept-encoding': 'gzip, br'}});
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, fs.readFileSync(`${file}.br`));
    assert.equal(br.headers['cache-control'], CACHE_FOREVER);
    const gz = await get(`/assets/js/${mainScript}`, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.body, fs.readFileSync(`${file}.gz`));
  });

  test('pages, the service worker and the manifest are revalidated; ETag gives 304; Range gives 206', async () => {
    for (const target of ['/', '/google/ccxt', '/sw.js', '/manifest.json']) {
      assert.equal((await get(target)).headers['cache-control'], CACHE_REVALIDATE, target);
    }
    const page = await get('/google/ccxt');
    assert.ok(page.headers.etag, 'an ETag');
    assert.equal((await get('/google/ccxt', {headers: {'if-none-match': page.headers.etag!}})).status, 304);
    const part = await get(`/assets/js/${mainScript}`, {headers: {range: 'bytes=0-99'}});
    assert.equal(part.status, 206);
    assert.equal(part.body.length, 100);
  });

  test('every answer says nosniff and a referrer policy', async () => {
    for (const target of ['/', '/google/ccxt/', '/no-such-page-xyz']) {
      const answer = await get(target);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
    }
  });
}

describe('our server (scripts/serve.mjs)', () => {
  const server = createStaticServer(buildDir);
  let origin = '';
  before(async () => {
    origin = await listenOnLoopback(server);
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  serverChecks(() => origin);
});

const nginx = ensureNginx();
describe('nginx with deploy/nginx.conf', {skip: nginx ? false : 'nginx is not installed and cannot be installed here (needs root and apt-get)'}, () => {
  let running: Awaited<ReturnType<typeof startNginx>>;
  before(async () => {
    running = await startNginx(nginx!, buildDir);
  });
  after(() => running.stop());
  serverChecks(() => running.origin);
});
