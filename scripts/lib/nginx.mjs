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
 * @param {{httpPort: number, httpsPort: number, addresses?: string[], root: string, brotli: boolean, certificate: string, certificateKey: string}} options
 *   `brotli`: the brotli_static module is installed; `certificate`, `certificateKey`: PEM files
 * @returns {string}
 */
export function recipeFor({httpPort, httpsPort, addresses = ['127.0.0.1'], root, brotli, certificate, certificateKey}) {
  let conf = fs.readFileSync(RECIPE, 'utf8');
  /** @type {(pattern: RegExp, replacement: string) => void} */
  const replace = (pattern, replacement) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: expected ${pattern}`);
    conf = conf.replace(pattern, replacement);
  };
  /** @type {(port: number, flags?: string) => string} */
  const listen = (port, flags = '') => addresses.map((address) => `    listen ${address}:${port}${flags};`).join('\n');
  replace(/^\s*listen 80;$/m, listen(httpPort));
  replace(/^\s*listen \[::\]:80;\n/m, '');
  replace(/^\s*listen 443 ssl http2;$/m, listen(httpsPort, ' ssl http2'));
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  replace(/^\s*ssl_certificate \S+;$/m, `    ssl_certificate ${certificate};`);
  replace(/^\s*ssl_certificate_key \S+;$/m, `    ssl_certificate_key ${certificateKey};`);
  if (!conf.includes(`root ${RECIPE_ROOT};`)) throw new Error(`deploy/nginx.conf: expected root ${RECIPE_ROOT}`);
  conf = conf.replaceAll(RECIPE_ROOT, root);
  if (!brotli) replace(/^\s*brotli_static on;\n/m, '');
  return conf;
}

const NEW_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * A throwaway self-signed certificate for 127.0.0.1 in `dir`.
 * @param {string} dir
 * @returns {{certificate: string, certificateKey: string}} the PEM files
 */
export function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'certificate.pem');
  const certificateKey = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', ...NEW_KEY, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate], {stdio: 'ignore'});
  return {certificate, certificateKey};
}

/**
/**
 * A throwaway certificate authority and a certificate it signed for `hostname`, in `dir`: a client
 * told to trust the authority (NODE_EXTRA_CA_CERTS) verifies the server as it would a real one.
 * @param {string} dir
 * @param {string} hostname
 * @returns {{authority: string, certificate: string, certificateKey: string}} the PEM files
 */
export function certificateSignedByLocalAuthority(dir, hostname) {
  /** @type {(name: string) => string} */
  const file = (name) => path.join(dir, name);
  /** @type {(args: string[]) => void} */
  const openssl = (args) => {
    execFileSync('openssl', args, {stdio: 'ignore'});
  };
  openssl(['req', '-x509', ...NEW_KEY, '-days', '2', '-subj', '/CN=apis throwaway authority', '-keyout', file('authority-key.pem'), '-out', file('authority.pem')]);
  openssl(['req', ...NEW_KEY, '-subj', `/CN=${hostname}`, '-keyout', file('key.pem'), '-out', file('request.pem')]);
  fs.writeFileSync(file('extensions.cnf'), `subjectAltName=DNS:${hostname}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
  openssl(['x509', '-req', '-in', file('request.pem'), '-CA', file('authority.pem'), '-CAkey', file('authority-key.pem'), '-CAcreateserial', '-days', '2', '-extfile', file('extensions.cnf'), '-out', file('certificate.pem')]);
  return {authority: file('authority.pem'), certificate: file('certificate.pem'), certificateKey: file('key.pem')};
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
 * Starts nginx in the foreground with the recipe serving `root` over HTTPS and plain HTTP: by default
 * on free loopback ports with a throwaway self-signed certificate; `listen` and `tls` choose the
 * ports, addresses and certificate. `origin` is the HTTPS one.
 * @param {string} binary
 * @param {string} root
 * @param {{listen?: {httpPort: number, httpsPort: number, addresses: string[]}, tls?: {certificate: string, certificateKey: string}}} [options]
 * @returns {Promise<{origin: string, httpOrigin: string, certificate: string, stop(): Promise<void>, errors(): string}>}
 */
export async function startNginx(binary, root, options = {}) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-nginx-'));
  const {httpPort, httpsPort, addresses} = options.listen ?? {httpPort: await freePort(), httpsPort: await freePort(), addresses: ['127.0.0.1']};
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  const {certificate, certificateKey} = options.tls ?? selfSignedCertificate(prefix);
  fs.writeFileSync(path.join(prefix, 'apis.conf'), recipeFor({httpPort, httpsPort, addresses, root: path.resolve(root), brotli, certificate, certificateKey}));
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
