import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {freePort, freePortSync, listenOnLoopback} from '../lib/ports.mjs';
import {request} from '../lib/testing/http';

test('a server listens on a free loopback port and answers at the origin returned', async () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  const origin = await listenOnLoopback(server);
  try {
    assert.match(origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal((await request(origin, '/')).body.toString(), 'ok');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a free port, asked for with or without waiting, can be listened on', async () => {
  for (const port of [await freePort(), freePortSync()]) {
    assert.ok(Number.isInteger(port) && port > 0, String(port));
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});
