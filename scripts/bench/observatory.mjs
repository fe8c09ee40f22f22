// The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) grading how the build is served:
// the nginx recipe over HTTPS (deploy/nginx.conf) and `npm start`'s plain-HTTP server. The scanner
// only speaks to ports 80 and 443 of a host name, so both servers listen there on loopback for
// "localhost", with a certificate from a throwaway authority the scanner is told to trust.
//   node scripts/bench/observatory.mjs [--dir build]
import {execFile, execFileSync} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const execFileAsync = promisify(execFile);
import {fileURLToPath} from 'node:url';
import {createStaticServer} from '../lib/static-server.mjs';
import {certificateSignedByLocalAuthority, ensureNginx, startNginx} from '../lib/nginx.mjs';

export const SCANNER_PACKAGE = '@mdn/mdn-http-observatory@1.4.8';
const HOSTNAME = 'localhost';
const LOOPBACK = ['127.0.0.1', '[::1]'];

/**
 * The scanner, installed once under node_modules/.cache with its install scripts off: they download
 * the HSTS preload list and the IANA TLD list. The scanner reads the first (no loopback name is
 * preloaded, so an empty list is the truth here); the second only serves its web API.
 * @param {string} root the repository
 * @param {(line: string) => void} [log]
 * @returns {string} the scanner's folder
 */
export function ensureScanner(root, log = console.log) {
  const prefix = path.join(root, 'node_modules/.cache/mdn-http-observatory');
  const dir = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');
  const wanted = SCANNER_PACKAGE.split('@').pop();
  const installed = fs.existsSync(path.join(dir, 'package.json')) && JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version === wanted;
  if (!installed) {
    log(`installing ${SCANNER_PACKAGE} (scripts off) into ${path.relative(root, prefix)}`);
    fs.mkdirSync(prefix, {recursive: true});
    fs.writeFileSync(path.join(prefix, 'package.json'), '{"private": true}\n');
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', SCANNER_PACKAGE], {cwd: prefix, stdio: 'inherit'});
  }
  fs.writeFileSync(path.join(dir, 'conf/hsts-preload.json'), '{}\n');
  fs.writeFileSync(path.join(dir, 'conf/tld-list.json'), '["localhost"]\n');
  return dir;
}

/**
 * Whether `port` can be bound on every loopback address (nothing else serves there).
 * @param {number} port
 */
async function portFree(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, host, () => probe.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** @typedef {{grade: string, score: number, passed: number, total: number, tests: {name: string, pass: boolean, result: string, modifier: number}[]}} Grading */

/**
 * One scan of HOSTNAME. Asynchronous: `npm start`'s server runs in this process and must answer meanwhile.
 * @param {string} scannerDir
 * @param {string} [extraCertificates] a PEM file of authorities to trust
 * @returns {Promise<{grade: string, score: number, passed: number, total: number, tests: {name: string, pass: boolean, result: string, modifier: number}[]}>}
 */
export async function scan(scannerDir, extraCertificates) {
  const result = await execFileAsync(process.execPath, [path.join(scannerDir, 'src/scan.js'), HOSTNAME], {
    encoding: 'utf8',
    env: {...process.env, ...(extraCertificates ? {NODE_EXTRA_CA_CERTS: extraCertificates} : {})},
    timeout: 120_000,
  }).catch((error) => ({stdout: error.stdout}));
  const output = JSON.parse(result.stdout || '{"error": "no output"}');
  if (output.error) throw new Error(`the scanner failed: ${output.error}`);
  return {
    grade: output.scan.grade,
    score: output.scan.score,
    passed: output.scan.testsPassed,
    total: output.scan.testsQuantity,
    tests: Object.entries(output.tests).map(([name, test]) => ({name, pass: test.pass, result: test.result, modifier: test.scoreModifier})),
  };
}

/** @param {Grading} grading */
function describe(grading) {
  const failed = grading.tests.filter((test) => !test.pass).map((test) => `${test.name} (${test.result})`);
  return `${grading.grade}, score ${grading.score}, ${grading.passed}/${grading.total} tests passed${failed.length ? `; failed: ${failed.join(', ')}` : ''}`;
}

/**
 * Grades both servers into `row(group, metric, value)`; skips with a reason when it cannot run here.
 * @param {{root: string, buildDir: string, row: (group: string, metric: string, value: string) => void, log?: (line: string) => void}} options
 */
export async function benchObservatory({root, buildDir, row, log = console.log}) {
  const group = 'MDN HTTP Observatory (scanner 1.4.8)';
  if (!(await portFree(80)) || !(await portFree(443))) {
    row(group, 'skipped', 'ports 80 and 443 of loopback are taken: the scanner only speaks to those');
    return;
  }
  const nginx = ensureNginx(log);
  const scannerDir = ensureScanner(root, log);
  const pki = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-observatory-'));
  try {
    if (nginx) {
      const {authority, certificate, certificateKey} = certificateSignedByLocalAuthority(pki, HOSTNAME);
      const running = await startNginx(nginx, buildDir, {listen: {httpPort: 80, httpsPort: 443, addresses: LOOPBACK}, tls: {certificate, certificateKey}});
      try {
        row(group, 'deploy/nginx.conf over HTTPS (target A+, score >= 100)', describe(await scan(scannerDir, authority)));
      } finally {
        await running.stop();
      }
    } else {
      row(group, 'deploy/nginx.conf', 'skipped: nginx is not installed and cannot be installed here');
    }
    // `npm start` serves plain HTTP: HSTS and the redirection to HTTPS cannot pass, every other test should.
    const servers = ['127.0.0.1', '::1'].map((address) => ({address, server: createStaticServer(buildDir)}));
    await Promise.all(servers.map(({address, server}) => new Promise((resolve) => server.listen(80, address, () => resolve(undefined)))));
    try {
      row(group, 'npm start (scripts/serve.mjs, plain HTTP)', describe(await scan(scannerDir)));
    } finally {
      await Promise.all(servers.map(({server}) => new Promise((resolve) => server.close(() => resolve(undefined)))));
    }
  } finally {
    fs.rmSync(pki, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await benchObservatory({root, buildDir: path.resolve(root, values.dir), row: (/** @type {string} */ group, /** @type {string} */ metric, /** @type {string} */ value) => console.log(`${group} | ${metric} | ${value}`)});
}
