#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of a build, once,
// so no server compresses on the request path: scripts/lib/static-server.mjs (through sirv) and
// nginx (gzip_static, brotli_static; see deploy/nginx.conf) send these files as they are.
// `node scripts/precompress.mjs [build] [--quality 11]`; quality is brotli's (0–11).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|map|webmanifest)$/;
/** Below this, the headers of a compressed response outweigh what it saves. */
export const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

/**
 * Runs `work` over `items`, at most `concurrency` at a time, in order of start.
 * @template T
 * @param {readonly T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<void>} work
 */
export async function forEachLimited(items, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker));
}

/**
 * Compresses every eligible file of `dir`; a variant that would not be smaller is not written.
 * Runs on libuv's thread pool, so all cores work; a few files at a time, so memory stays flat however
 * large the site is (starting every file at once held every file and its compressor in memory: about
 * 12 GB for a site of 5,000 files).
 * @param {string} dir
 * @param {{quality?: number, concurrency?: number}} [options]
 * @returns {Promise<{files: number, bytes: number, brotliBytes: number}>}
 */
export async function precompress(dir, {quality = zlib.constants.BROTLI_MAX_QUALITY, concurrency = os.availableParallelism() * 2} = {}) {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  let bytes = 0;
  let brotliBytes = 0;
  await forEachLimited(files, concurrency, async (file) => {
    const body = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
      gzip(body, {level: 9}),
    ]);
    bytes += body.length;
    brotliBytes += Math.min(br.length, body.length);
    await Promise.all([
      br.length < body.length ? fs.promises.writeFile(`${file}.br`, br) : fs.promises.rm(`${file}.br`, {force: true}),
      gz.length < body.length ? fs.promises.writeFile(`${file}.gz`, gz) : fs.promises.rm(`${file}.gz`, {force: true}),
    ]);
  });
  return {files: files.length, bytes, brotliBytes};
}

async function main() {
  const {values, positionals} = parseArgs({options: {quality: {type: 'string', default: '11'}}, allowPositionals: true});
  const dir = path.resolve(positionals[0] ?? 'build');
  const started = performance.now();
  const {files, bytes, brotliBytes} = await precompress(dir, {quality: Number(values.quality)});
  const mib = (/** @type {number} */ n) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `[precompress] ${files} files, ${mib(bytes)} MiB → ${mib(brotliBytes)} MiB brotli (quality ${values.quality}), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
