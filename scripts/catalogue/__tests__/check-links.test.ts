import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {checkAll, checkUrl, main, USER_AGENT, type CheckOptions} from '../check-links';
import {validateStatusFile} from '../../../plugins/catalogue/node/schema';
import {listenOnLoopback} from '../../lib/ports.mjs';

const CHALLENGE_PAGE = '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

interface Site {
  origin: string;
  hits: Map<string, number>;
  userAgents: string[];
  /** Arrival times (ms) of requests to /slow/*. */
  arrivals: number[];
  maxInFlight: number;
  close(): Promise<void>;
}

/** A loopback site answering every case the checker must tell apart. */
async function startSite(other?: string): Promise<Site> {
  const hits = new Map<string, number>();
  const userAgents: string[] = [];
  const arrivals: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const count = (hits.get(url) ?? 0) + 1;
    hits.set(url, count);
    userAgents.push(String(req.headers['user-agent']));
    const send = (status: number, headers: Record<string, string> = {}, body = '') => {
      res.writeHead(status, {'content-type': 'text/html', ...headers});
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (url === '/ok') return send(200, {}, '<h1>ok</h1>');
    if (url === '/moved') return send(301, {location: '/ok'});
    if (url === '/away') return send(301, {location: `${other}/landing`});
    if (url === '/landing') return send(200);
    if (url === '/missing') return send(404);
    if (url === '/gone') return send(410);
    if (url === '/challenge') return send(403, {server: 'cloudflare'}, CHALLENGE_PAGE);
    if (url === '/challenge-header') return send(503, {'cf-mitigated': 'challenge'});
    if (url === '/forbidden') return send(403, {}, '<h1>Forbidden</h1>');
    if (url === '/rate') return send(429);
    if (url === '/broken') return send(500);
    if (url === '/never') return undefined; // accepts, never answers
    if (url === '/head-refused') return req.method === 'HEAD' ? send(405) : send(200);
    if (url === '/flaky') return count === 1 ? req.socket.destroy() : send(200);
    if (url === '/loop') return send(302, {location: '/loop'});
    if (url.startsWith('/slow/')) {
      arrivals.push(performance.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        send(200);
      }, 40);
      return undefined;
    }
    return send(404);
  });
  const origin = await listenOnLoopback(server);
  return {
    origin,
    hits,
    userAgents,
    arrivals,
    get maxInFlight() {
      return maxInFlight;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const FAST: CheckOptions = {timeoutMs: 400, concurrency: 4, hostDelayMs: 0};

describe('catalogue:check-links', () => {
  let site: Site;
  let elsewhere: Site;
  before(async () => {
    elsewhere = await startSite();
    site = await startSite(elsewhere.origin);
  });
  after(async () => {
    await site.close();
    await elsewhere.close();
  });

  const check = async (pathname: string) => {
    const {status, httpStatus, finalUrl} = await checkUrl(`${site.origin}${pathname}`, FAST);
    return {status, httpStatus, finalUrl: finalUrl?.replace(site.origin, 'A').replace(elsewhere.origin, 'B') ?? null};
  };

  test('200 is ok; a redirect on the same host is ok with its final URL; to another host, redirect', async () => {
    assert.deepEqual(await check('/ok'), {status: 'ok', httpStatus: 200, finalUrl: 'A/ok'});
    assert.deepEqual(await check('/moved'), {status: 'ok', httpStatus: 200, finalUrl: 'A/ok'});
    assert.deepEqual(await check('/away'), {status: 'redirect', httpStatus: 200, finalUrl: 'B/landing'});
  });

  test('404 and 410 are dead; a host name that does not resolve is dead', async () => {
    assert.deepEqual(await check('/missing'), {status: 'dead', httpStatus: 404, finalUrl: 'A/missing'});
    assert.deepEqual(await check('/gone'), {status: 'dead', httpStatus: 410, finalUrl: 'A/gone'});
    const noSuchHost: typeof fetch = async () => {
      throw Object.assign(new TypeError('fetch failed'), {cause: {code: 'ENOTFOUND'}});
    };
    assert.deepEqual(await checkUrl('https://no-such-host.invalid/', {...FAST, fetch: noSuchHost}), {url: 'https://no-such-host.invalid/', status: 'dead', httpStatus: null, finalUrl: null});
  });

  test('a challenge page (403 or 503) and 429 are blocked, not dead; a plain 403 or 500 is an error', async () => {
    assert.equal((await check('/challenge')).status, 'blocked');
    assert.equal((await check('/challenge-header')).status, 'blocked');
    assert.equal((await check('/rate')).status, 'blocked');
    assert.deepEqual(await check('/forbidden'), {status: 'error', httpStatus: 403, finalUrl: 'A/forbidden'});
    assert.equal((await check('/broken')).status, 'error');
    assert.equal((await check('/loop')).status, 'error');
  });

  test('a server that never answers is a timeout, reached within the time limit', async () => {
    const started = performance.now();
    assert.deepEqual(await check('/never'), {status: 'timeout', httpStatus: null, finalUrl: null});
    assert.ok(performance.now() - started < 2_000);
  });

  test('GET when HEAD is refused; one retry after a network error; a browser-like user agent', async () => {
    assert.deepEqual(await check('/head-refused'), {status: 'ok', httpStatus: 200, finalUrl: 'A/head-refused'});
    assert.equal(site.hits.get('/head-refused'), 2);
    assert.deepEqual(await check('/flaky'), {status: 'ok', httpStatus: 200, finalUrl: 'A/flaky'});
    assert.equal(site.hits.get('/flaky'), 2);
    assert.ok(site.userAgents.every((agent) => agent === USER_AGENT));
    assert.match(USER_AGENT, /^Mozilla\/5\.0 .*Chrome\/\d+/);
  });

  test('a network error twice is an error', async () => {
    let calls = 0;
    const refused: typeof fetch = async () => {
      calls += 1;
      throw Object.assign(new TypeError('fetch failed'), {cause: {code: 'ECONNREFUSED'}});
    };
    assert.equal((await checkUrl('https://refused.example/', {...FAST, fetch: refused})).status, 'error');
    assert.equal(calls, 2);
  });

  test('bounded concurrency, one request at a time per host, a pause between requests to one host', async () => {
    const targets = [
      ...[1, 2, 3].map((n) => ({id: `a${n}`, url: `${site.origin}/slow/${n}`})),
      ...[1, 2, 3].map((n) => ({id: `b${n}`, url: `${elsewhere.origin}/slow/${n}`})),
    ];
    const results = await checkAll(targets, {...FAST, concurrency: 2, hostDelayMs: 60});
    assert.deepEqual(Object.keys(results).sort(), ['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    assert.ok(Object.values(results).every((result) => result.status === 'ok'));
    // Each host saw one request at a time; both hosts were worked on together.
    assert.equal(site.maxInFlight, 1);
    assert.equal(elsewhere.maxInFlight, 1);
    const gaps = site.arrivals.slice(1).map((time, index) => time - site.arrivals[index]!);
    assert.ok(gaps.every((gap) => gap >= 60 + 40 - 5), `gaps ${gaps.join(', ')}`);
    const overlap = Math.max(...site.arrivals) > Math.min(...elsewhere.arrivals) && Math.max(...elsewhere.arrivals) > Math.min(...site.arrivals);
    assert.ok(overlap, 'the two hosts were checked at the same time');
  });

  test('the command writes {checkedAt, results} for every API of the data, in the status file format', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-links-'));
    try {
      const data = path.join(dir, 'data');
      fs.mkdirSync(data);
      const api = (id: string, url: string) => ({id, name: id, url, auth: null, https: false, cors: 'unknown', description: id, descriptionZh: `测试接口 ${id}。`});
      fs.writeFileSync(
        path.join(data, 'animals.json'),
        JSON.stringify({category: 'Animals', slug: 'animals', nameZh: '动物', apis: [api('alive', `${site.origin}/ok`), api('gone', `${site.origin}/gone`), api('shy', `${site.origin}/challenge`)]}),
      );
      const lines: string[] = [];
      const code = await main(['--data', data, '--out', path.join(dir, 'status.json'), '--timeout', '500', '--concurrency', '2'], dir, (line) => lines.push(line), {hostDelayMs: 0});
      assert.equal(code, 0);
      const file = validateStatusFile('status.json', JSON.parse(fs.readFileSync(path.join(dir, 'status.json'), 'utf8')));
      assert.deepEqual(Object.keys(file.results), ['alive', 'gone', 'shy']);
      assert.deepEqual(
        Object.values(file.results).map((result) => result.status),
        ['ok', 'dead', 'blocked'],
      );
      assert.ok(Date.now() - Date.parse(file.checkedAt) < 60_000);
      assert.match(lines.join('\n'), /结果：.*已写入 status\.json。\n {2}失效：gone {2}http:\/\/127\.0\.0\.1:\d+\/gone（HTTP 410）/);
      assert.equal(await main(['--concurrency', '0'], dir, () => {}), 2);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
