// Loopback load on a server of the build: autocannon, 50 connections for 20 s over a mix of pages,
// JS chunks, the search index and 404s. Each server runs in its own process, so its memory is its own.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {freePort} from '../lib/ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

function rssKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

async function waitForServer(origin, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no server at ${origin}`);
}

/** The request mix: pages (ASCII paths only, so `docusaurus serve` can take them too), chunks, the index, 404s. */
export function requestMix(buildDir) {
  const pages = ['/', '/google/ccxt', '/learn/quickstart', '/fo/3', '/blog', '/google/api/development', '/community/public-apis', '/showcase'];
  const scripts = fs
    .readdirSync(path.join(buildDir, 'assets/js'))
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => fs.statSync(path.join(buildDir, 'assets/js', b)).size - fs.statSync(path.join(buildDir, 'assets/js', a)).size)
    .slice(0, 4)
    .map((name) => `/assets/js/${name}`);
  const index = fs.existsSync(path.join(buildDir, 'search'))
    ? fs.readdirSync(path.join(buildDir, 'search')).filter((name) => /^index\..*\.json$/.test(name)).map((name) => `/search/${name}`)
    : [];
  const missing = ['/no-such-page', '/google/no-such-doc'];
  return [...pages, ...scripts, ...index, ...missing];
}

/**
 * @param {{name: string, command: string[], buildDir: string, connections?: number, seconds?: number}} options
 * @returns {Promise<{name: string, requestsPerSecond: number, p50: number, p99: number, errors: number, unexpectedStatus: number, rssBefore: number, rssAfter: number}>}
 */
export async function loadTest({name, command, buildDir, connections = 50, seconds = 20}) {
  const port = await freePort();
  const child = spawn(command[0], [...command.slice(1).map((arg) => arg.replace('{port}', String(port)))], {cwd: ROOT, stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(origin, child);
    const rssBefore = rssKiB(child.pid);
    const paths = requestMix(buildDir);
    const statuses = new Map();
    const instance = autocannon({
      url: origin,
      connections,
      duration: seconds,
      headers: {'accept-encoding': 'br, gzip'},
      requests: paths.map((p) => ({method: 'GET', path: p})),
    });
    instance.on('response', (_client, statusCode, _bytes, _time) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    const result = await instance;
    const rssAfter = rssKiB(child.pid);
    // The mix asks for pages and files that exist and for missing ones: 200 and 404 only.
    const unexpectedStatus = [...statuses].filter(([status]) => status !== 200 && status !== 404).reduce((sum, [, count]) => sum + count, 0);
    return {
      name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpectedStatus,
      rssBefore,
      rssAfter,
    };
  } finally {
    child.kill('SIGTERM');
  }
}
