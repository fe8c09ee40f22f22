// The rules every server of the build must keep, checked against the real build served by our own
// server (scripts/serve.mjs) and by nginx with deploy/nginx.conf. BUILD_DIR picks another build.
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import {createStaticServer, CACHE_FOREVER, CACHE_REVALIDATE, PREFIX_ROUTES, SECURITY_POLICY_FILE} from '../../scripts/lib/static-server.mjs';
import {ensureNginx, startNginx} from '../../scripts/lib/nginx.mjs';
import {listenOnLoopback} from '../../scripts/lib/ports.mjs';
import {NOT_FOUND_TEXT} from '../../scripts/lib/testing/not-found';
import {rawRequestLine as rawRequestLineTo, request as requestTo, type RequestOptions} from '../../scripts/lib/testing/http';
import {validateJson} from '../../plugins/catalogue/node/json-schema';
import {schemaNameOf} from '../../plugins/catalogue/node/openapi';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
/** The throwaway certificate of the nginx run: requests over HTTPS trust it and nothing else. */
let trustedCertificate: Buffer | undefined;
assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), `${buildDir} has no build: run the build first`);
const mainScript = fs.readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
assert.ok(fs.existsSync(path.join(buildDir, 'assets/js', `${mainScript}.br`)), 'the build is precompressed (scripts/precompress.mjs)');

/** Requests to a server of the build; over HTTPS only the nginx run's certificate is trusted. */
const request = (origin: string, target: string, options: RequestOptions = {}) => requestTo(origin, target, {ca: trustedCertificate, ...options});
const rawRequestLine = (origin: string, line: string) => rawRequestLineTo(origin, line, {ca: trustedCertificate});

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

  test('the catalogue JSON API: JSON any origin may read, precompressed, revalidated', async () => {
    const openapi = JSON.parse((await get('/catalogue/v1/openapi.json')).body.toString());
    for (const target of ['/catalogue/v1/apis.json', '/catalogue/v1/categories.json', '/catalogue/v1/categories/animals.json', '/catalogue/v1/openapi.json']) {
      const answer = await get(target, {headers: {origin: 'https://elsewhere.example'}});
      assert.equal(answer.status, 200, target);
      assert.match(String(answer.headers['content-type']), /^application\/json/, target);
      assert.equal(answer.headers['access-control-allow-origin'], '*', target);
      assert.equal(answer.headers['cache-control'], CACHE_REVALIDATE, target);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
      const body = JSON.parse(answer.body.toString());
      assert.deepEqual(body, JSON.parse(fs.readFileSync(path.join(buildDir, target), 'utf8')), target);
      // What a client receives keeps the promise of the build's own OpenAPI document.
      const schema = schemaNameOf(target.replace('/catalogue/v1/', ''));
      if (schema) assert.deepEqual(validateJson(body, {$ref: `#/components/schemas/${schema}`}, openapi), [], target);
    }
    const br = await get('/catalogue/v1/apis.json', {headers: {'accept-encoding': 'br'}});
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, fs.readFileSync(path.join(buildDir, 'catalogue/v1/apis.json.br')));
    assert.equal(br.headers['access-control-allow-origin'], '*');
    assert.equal((await get('/catalogue/v1/categories/no-such-category.json')).status, 404);
    // Only the JSON API is opened to other origins.
    assert.equal((await get('/manifest.json')).headers['access-control-allow-origin'], undefined);
    assert.equal((await get('/google/ccxt')).headers['access-control-allow-origin'], undefined);
  });

  test('the security policy of the build, per page, with the frame, opener and permissions headers, on documents only; its files are never served', async () => {
    const policies = JSON.parse(fs.readFileSync(path.join(buildDir, SECURITY_POLICY_FILE), 'utf8'));
    const overridden = Object.keys(policies.overrides);
    assert.ok(overridden.length > 0, 'a page with its own policy');
    for (const [target, policy] of [['/google/ccxt', policies.header], ['/no-such-page-xyz', policies.header], ...overridden.map((urlPath) => [urlPath, policies.overrides[urlPath]])]) {
      const answer = await get(target);
      assert.equal(answer.headers['content-security-policy'], policy, target);
      assert.equal(answer.headers['x-frame-options'], 'DENY', target);
      assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin', target);
      assert.match(String(answer.headers['permissions-policy']), /camera=\(\)/, target);
    }
    assert.match(policies.header, /frame-ancestors 'none'/);
    // Documents other than pages: the service worker (its policy governs its fetches), SVG and XML.
    for (const target of ['/sw.js', '/img/logo.svg', '/sitemap.xml']) {
      const answer = await get(target);
      assert.equal(answer.status, 200, target);
      assert.equal(answer.headers['content-security-policy'], policies.header, target);
      assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin', target);
      assert.match(String(answer.headers['permissions-policy']), /camera=\(\)/, target);
    }
    // An asset carries the headers of every response and no document headers: they would do nothing
    // there, and on HTTP/1.1 the policy alone is 2 KiB again with every request of a page.
    const stylesheet = fs.readdirSync(path.join(buildDir, 'assets/css')).find((name) => name.endsWith('.css'))!;
    for (const target of [`/assets/js/${mainScript}`, `/assets/css/${stylesheet}`, '/manifest.json', '/img/icons/icon-192.png', '/catalogue/v1/apis.json']) {
      const answer = await get(target);
      assert.equal(answer.status, 200, target);
      for (const header of ['content-security-policy', 'cross-origin-opener-policy', 'permissions-policy']) assert.equal(answer.headers[header], undefined, `${target} ${header}`);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
      assert.equal(answer.headers['x-frame-options'], 'DENY', target);
    }
    for (const target of ['/.security/headers.json', '/.security/nginx-map.conf', '/.security']) assert.equal((await get(target)).status, 404, target);
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
    trustedCertificate = fs.readFileSync(running.certificate);
  });
  after(() => running.stop());
  serverChecks(() => running.origin);

  test('HTTPS answers carry HSTS for two years, subdomains included', async () => {
    for (const target of ['/', '/assets/js/' + mainScript, '/no-such-page-xyz']) {
      assert.equal((await request(running.origin, target)).headers['strict-transport-security'], 'max-age=63072000; includeSubDomains', target);
    }
  });

  test('plain HTTP sends every path to HTTPS, query kept, and nothing else', async () => {
    for (const target of ['/', '/google/ccxt?x=1', '/no-such-page-xyz', '/.security/headers.json']) {
      const answer = await request(running.httpOrigin, target);
      assert.equal(answer.status, 301, target);
      assert.equal(answer.headers.location, `https://127.0.0.1${target}`, target);
    }
  });

  test('TLS 1.2 and 1.3 only, HTTP/2 offered', async () => {
    const {port} = new URL(running.origin);
    const connect = (options: tls.ConnectionOptions) =>
      new Promise<tls.TLSSocket>((resolve, reject) => {
        const socket = tls.connect({host: '127.0.0.1', port: Number(port), ca: trustedCertificate, ...options}, () => resolve(socket));
        socket.once('error', reject);
      });
    const modern = await connect({ALPNProtocols: ['h2', 'http/1.1']});
    assert.equal(modern.alpnProtocol, 'h2');
    assert.match(String(modern.getProtocol()), /^TLSv1\.[23]$/);
    modern.end();
    await assert.rejects(connect({maxVersion: 'TLSv1.1', minVersion: 'TLSv1'}), 'TLS 1.1 is refused');
  });
});
