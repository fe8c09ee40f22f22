// Loopback load on a server of the build: autocannon, 50 connections for 20 s over a mix of pages,
// JS chunks, the search index and 404s. Each server runs in its own process, so its memory is its own.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {freePort} from '../lib/ports.mjs';
import {indexDir} from './search.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Resident memory of a process, KiB (Linux).
 * @param {number | undefined} pid
 */
function rssKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/**
 * @param {string} origin
 * @param {import('node:child_process').ChildProcess} child
 */
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

/**
 * The `count` largest files of `dir` (relative to the build) ending in `extension`, as URL paths.
 * @param {string} buildDir
 * @param {string} dir
 * @param {string} extension
 * @param {number} count
 * @returns {string[]}
 */
function largestFiles(buildDir, dir, extension, count) {
  const folder = path.join(buildDir, dir);
  /** @param {string} name */
  const size = (name) => fs.statSync(path.join(folder, name)).size;
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => size(b) - size(a) || a.localeCompare(b))
    .slice(0, count)
    .map((name) => `/${dir}/${name}`);
}

/**
 * What a search asks of the sharded index (plugins/search-index/shared/format.ts): `meta.json` first,
 * then term shards and page texts; the largest of each stand for them. A build with `search/` but no
 * index in that layout is an error, so a change of layout cannot silently drop the index from the mix.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function searchIndexRequests(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'search'))) return [];
  const dir = indexDir(buildDir);
  if (!dir || !fs.existsSync(path.join(dir, 'meta.json'))) throw new Error(`${buildDir}/search holds no search/<version>/meta.json: update requestMix`);
  const version = path.relative(buildDir, dir).split(path.sep).join('/');
  return [`/${version}/meta.json`, ...largestFiles(buildDir, `${version}/terms`, '.json', 3), ...largestFiles(buildDir, `${version}/pages`, '.json', 3)];
}

/**
 * The request mix: pages (ASCII paths only, so `docusaurus serve` can take them too), chunks, the index, 404s.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function requestMix(buildDir) {
  const pages = ['/', '/google/ccxt', '/learn/quickstart', '/fo/3', '/blog', '/google/api/development', '/community/public-apis', '/showcase'];
  const scripts = largestFiles(buildDir, 'assets/js', '.js', 4);
  const missing = ['/no-such-page', '/google/no-such-doc'];
  return [...pages, ...scripts, ...searchIndexRequests(buildDir), ...missing];
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
    /** @type {Map<number, number>} */
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
