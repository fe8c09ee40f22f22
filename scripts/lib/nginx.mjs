// Runs nginx with the deploy recipe (deploy/nginx.conf) on a loopback port, for the serving tests.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {aptInstall, canInstallWithApt} from './apt.mjs';
import {freePort} from './ports.mjs';

const NGINX_LOCATIONS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const RECIPE = new URL('../../deploy/nginx.conf', import.meta.url);

export function findNginx() {
  return NGINX_LOCATIONS.find((file) => fs.existsSync(file));
}

/** nginx from Debian's packages when absent and installable; else undefined (the caller says why it skips). */
export function ensureNginx(log = console.log) {
  if (findNginx() && fs.existsSync(BROTLI_STATIC_MODULE)) return findNginx();
  if (canInstallWithApt()) aptInstall(['nginx-light', 'libnginx-mod-http-brotli-static'], log);
  return findNginx();
}

/** The folder the recipe serves, as written in it (its root and the build's include files). */
const RECIPE_ROOT = '/var/www/apis/build';

/**
 * The recipe with its listen addresses, build folder and certificate replaced; every replaced
 * directive must be there.
 * @param {{httpPort: number, httpsPort: number, root: string, brotli: boolean, certificate: string, certificateKey: string}} options
 *   `brotli`: the brotli_static module is installed; `certificate`, `certificateKey`: PEM files
 * @returns {string}
 */
export function recipeFor({httpPort, httpsPort, root, brotli, certificate, certificateKey}) {
  let conf = fs.readFileSync(RECIPE, 'utf8');
  /** @type {(pattern: RegExp, replacement: string) => void} */
  const replace = (pattern, replacement) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: expected ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${httpPort};`);
  replace(/^\s*listen \[::\]:80;\n/m, '');
  replace(/^\s*listen 443 ssl http2;$/m, `    listen 127.0.0.1:${httpsPort} ssl http2;`);
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  replace(/^\s*ssl_certificate \S+;$/m, `    ssl_certificate ${certificate};`);
  replace(/^\s*ssl_certificate_key \S+;$/m, `    ssl_certificate_key ${certificateKey};`);
  if (!conf.includes(`root ${RECIPE_ROOT};`)) throw new Error(`deploy/nginx.conf: expected root ${RECIPE_ROOT}`);
  conf = conf.replaceAll(RECIPE_ROOT, root);
  if (!brotli) replace(/^\s*brotli_static on;\n/m, '');
  return conf;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 in `dir`.
 * @param {string} dir
 * @returns {{certificate: string, certificateKey: string}} the PEM files
 */
export function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'certificate.pem');
  const certificateKey = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate], {stdio: 'ignore'});
  return {certificate, certificateKey};
}

/**
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForPort(port, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/**
 * Starts nginx in the foreground with the recipe serving `root` over HTTPS (a throwaway certificate)
 * and plain HTTP, on free loopback ports. `origin` is the HTTPS one.
 * @param {string} binary
 * @param {string} root
 * @returns {Promise<{origin: string, httpOrigin: string, certificate: string, stop(): Promise<void>, errors(): string}>}
 */
export async function startNginx(binary, root) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-nginx-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  const {certificate, certificateKey} = selfSignedCertificate(prefix);
  fs.writeFileSync(path.join(prefix, 'apis.conf'), recipeFor({httpPort, httpsPort, root: path.resolve(root), brotli, certificate, certificateKey}));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${prefix}/${name};`).join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
      'daemon off;',
      'master_process off;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events {}',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      temp,
      `    include ${prefix}/apis.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {stdio: 'inherit'});
  await waitForPort(httpsPort, child);
  await waitForPort(httpPort, child);
  return {
    origin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    certificate,
    errors: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}
