// The production server of the built site. Plain file serving (precompressed variants, ETag and
// 304, Range, HEAD, content types) is sirv's, over a file list read once at start: only files of
// the build can ever be answered. What is ours are the URL rules of this Docusaurus site
// (trailingSlash: false, .html and /index.html normalisation, prefix routes, the not-found page
// with a 404 status) and the checks a request target must pass before any of them.
// `docusaurus serve` is not used: it crashes on non-ASCII file names and never compresses.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

import {fileForUrlPath, htmlUrlPath} from '../../plugins/lib/site-html.mjs';
import {isDocumentFile} from '../../plugins/security-headers/shared/documents.mjs';
import {PREFIX_ROUTE_PATHS} from '../../plugins/prefix-routes/paths.mjs';
import {listenOnLoopback} from './ports.mjs';

/** Paths whose page answers for every sub-path too (plugins/prefix-routes). */
export const PREFIX_ROUTES = PREFIX_ROUTE_PATHS;

/** Hashed build output: its name changes with its content, so browsers may keep it for good. */
const IMMUTABLE = /^\/assets\//;

/** Headers of a build without the security plugin's files (a test fixture). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Where plugins/security-headers writes the site's policy: {header, overrides: {urlPath: policy},
 * headers}. A dot-folder, so it is read here and never served.
 */
export const SECURITY_POLICY_FILE = '.security/headers.json';

/**
 * @typedef {{header: string | undefined, overrides: Partial<Record<string, string>>, headers: Record<string, string>, documentHeaders: Record<string, string>}} SecurityPolicy
 *   `header`: the site's Content-Security-Policy; `overrides`: the policy of pages that differ, by URL path;
 *   `headers`: the other security headers of every response; `documentHeaders`: those of documents only
 *   (plugins/security-headers/shared/documents.mjs), like the policy.
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{
 *   names: Set<string>,
 *   notFound: {identity: Buffer} & Partial<Record<string, Buffer>>,
 *   precompressed: boolean,
 *   serveFile: import('sirv').RequestHandler,
 *   security: SecurityPolicy,
 * }} Build Everything the server knows of one build: its files (build-relative, NFC), the
 *   not-found page with its precompressed variants, sirv's handler over the same files, the policy.
 */

/**
 * @param {string} root
 * @returns {SecurityPolicy}
 */
function readSecurityPolicy(root) {
  const file = path.join(root, SECURITY_POLICY_FILE);
  if (!fs.existsSync(file)) return {header: undefined, overrides: {}, headers: SECURITY_HEADERS, documentHeaders: {}};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The catalogue's JSON API (plugins/catalogue, JSON_API_PATH): open data that any web page may
 * read, so its answers allow every origin. Nothing else of the site does.
 */
export const OPEN_DATA_PREFIX = '/catalogue/v1/';

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Compressed variants the build step writes next to each file (scripts/precompress.mjs). */
export const ENCODINGS = [
  {name: 'br', extension: '.br'},
  {name: 'gzip', extension: '.gz'},
];

/**
 * The files of a build, dot-files and dot-folders left out: they are never served.
 * @param {string} dir
 * @returns {string[]} relative to `dir`, with "/" separators
 */
function listFiles(dir, prefix = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), {withFileTypes: true})) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, relative));
    else out.push(relative);
  }
  return out;
}

/**
 * Everything the server knows of one build, read when it starts (or is told to reload).
 * @param {string} root
 * @returns {Build}
 */
function readBuild(root) {
  const files = listFiles(root).map((file) => file.normalize());
  const names = new Set(files);
  /** @type {Build['notFound']} */
  const notFound = {identity: fs.readFileSync(path.join(root, '404.html'))};
  for (const {name, extension} of ENCODINGS) {
    if (names.has(`404.html${extension}`)) notFound[name] = fs.readFileSync(path.join(root, `404.html${extension}`));
  }
  const precompressed = files.some((file) => file.endsWith('.br') || file.endsWith('.gz'));
  const serveFile = sirv(root, {dev: false, etag: true, brotli: true, gzip: true, extensions: ['html'], dotfiles: false});
  return {names, notFound, precompressed, serveFile, security: readSecurityPolicy(root)};
}

/**
 * The file of the build a decoded URL path names, or undefined: the exact file, else the page
 * ("/a" → a.html, then a/index.html), by the rules the link check applies on disk (plugins/lib/site-html.mjs).
 * @param {Build} build
 * @param {string} urlPath
 */
function resolve(build, urlPath) {
  return fileForUrlPath(urlPath, (file) => build.names.has(file));
}

/**
 * A file's path as a request target: every segment percent-encoded, so "#", "?" and spaces survive.
 * @param {string} file
 */
function targetOf(file) {
  return `/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The path a request target stands for, or null when it is not one this server accepts: not in
 * origin form ("/…"), undecodable, or holding NUL, backslashes or control characters.
 * @param {unknown} target
 * @returns {{rawPath: string, decoded: string, query: string} | null}
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  return {rawPath, decoded: decoded.normalize(), query};
}

/**
 * The canonical form of a raw path: repeated slashes collapsed, "." and ".." segments resolved
 * (never above the root), and no trailing slash except on the root. It always starts with exactly
 * one slash, so a redirect to it cannot leave this origin.
 * @param {string} rawPath
 * @returns {string}
 */
export function canonicalPath(rawPath) {
  /** @type {string[]} */
  const segments = [];
  for (const segment of rawPath.split('/')) {
    const decoded = segment.replace(/%2e/gi, '.');
    if (segment === '' || decoded === '.') continue;
    if (decoded === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Only one plain "bytes=a-b" or "bytes=a-" range is honoured; anything else gets the whole file.
 * @param {string | undefined} header
 */
function usableRange(header) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  return match !== null && (match[2] === '' || Number(match[2]) >= Number(match[1]));
}

/**
 * @param {Response} res
 * @param {string} location
 */
function redirect(res, location) {
  res.writeHead(301, {Location: location, 'Content-Length': 0, 'Cache-Control': CACHE_REVALIDATE});
  res.end();
}

/** @param {Response} res */
function badRequest(res) {
  res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_REVALIDATE});
  res.end('Bad Request');
}

/**
 * @param {Build} build
 * @param {Request} req
 * @param {Response} res
 */
function sendNotFound(build, req, res) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = ENCODINGS.find(({name}) => build.notFound[name] && new RegExp(`\\b${name}\\b`).test(accepted));
  const body = (encoding && build.notFound[encoding.name]) || build.notFound.identity;
  /** @type {Record<string, string | number>} */
  const headers = {'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': CACHE_REVALIDATE, Vary: 'Accept-Encoding'};
  if (encoding) headers['Content-Encoding'] = encoding.name;
  res.writeHead(404, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The security headers of a response: the site's, and for a document (a page, the not-found page, an
 * SVG or XML file, the service worker) the policy of the page it answers with and the document headers.
 * @param {Build} build
 * @param {Response} res
 * @param {string} [file] the build-relative file the response sends; none for answers of our own
 */
function setSecurityHeaders(build, res, file) {
  for (const [name, value] of Object.entries(build.security.headers)) res.setHeader(name, value);
  const isDocument = file === undefined || isDocumentFile(`/${file}`);
  for (const [name, value] of Object.entries(build.security.documentHeaders)) {
    if (isDocument) res.setHeader(name, value);
    else res.removeHeader(name);
  }
  const policy = (file?.endsWith('.html') && build.security.overrides[htmlUrlPath(file)]) || build.security.header;
  if (policy && isDocument) res.setHeader('Content-Security-Policy', policy);
  else res.removeHeader('Content-Security-Policy');
}

/**
 * @param {Build} build
 * @param {Request} req
 * @param {Response} res
 */
function handle(build, req, res) {
  setSecurityHeaders(build, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Length': 0});
    res.end();
    return;
  }
  const target = parseTarget(req.url);
  if (!target) {
    badRequest(res);
    return;
  }
  const canonical = canonicalPath(target.rawPath);
  if (canonical !== target.rawPath) {
    redirect(res, canonical + target.query);
    return;
  }
  const urlPath = target.decoded;
  let file = resolve(build, urlPath);
  if (!file) {
    // Spec: "/x.html" and "/x/index.html" lead to "/x" when no exact route exists.
    const stripped = urlPath.replace(/(\/index)?\.html$/, '') || '/';
    if (stripped !== urlPath && resolve(build, stripped)) {
      redirect(res, canonicalPath(target.rawPath.replace(/(\/index)?\.html$/, '')) + target.query);
      return;
    }
    const prefix = PREFIX_ROUTES.find((route) => urlPath.startsWith(`${route}/`));
    file = prefix && resolve(build, prefix);
    if (!file) {
      sendNotFound(build, req, res);
      return;
    }
  }
  // sirv is handed the exact file: it only picks the encoding and sends.
  setSecurityHeaders(build, res, file);
  req.url = targetOf(file);
  if (!usableRange(req.headers.range)) delete req.headers.range;
  res.setHeader('Cache-Control', IMMUTABLE.test(urlPath) ? CACHE_FOREVER : CACHE_REVALIDATE);
  if (urlPath.startsWith(OPEN_DATA_PREFIX)) res.setHeader('Access-Control-Allow-Origin', '*');
  build.serveFile(req, res, () => sendNotFound(build, req, res));
}

/**
 * @param {string} root the build folder
 * @returns {http.Server & {reload(): void, precompressed: boolean}} `reload` reads the build again
 *   (after a deploy into the same folder).
 */
export function createStaticServer(root) {
  const absoluteRoot = path.resolve(root);
  let build = readBuild(absoluteRoot);
  const server = http.createServer((req, res) => {
    try {
      handle(build, req, res);
    } catch (error) {
      // Never echo internals: the message stays in the server log.
      console.error(error);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Internal Server Error');
    }
  });
  return Object.assign(server, {
    reload() {
      build = readBuild(absoluteRoot);
    },
    get precompressed() {
      return build.precompressed;
    },
  });
}

/**
 * Serves a build folder on a free loopback port until `stop()`, which also drops kept-alive
 * connections so it never waits for a browser that still holds one. With `requirePrecompressed`, a
 * build without precompressed files is refused: a measurement of it would compare identity-encoded
 * responses with brotli ones.
 * @param {string} root
 * @param {{requirePrecompressed?: boolean}} [options]
 * @returns {Promise<{origin: string, stop(): Promise<void>}>}
 */
export async function serveBuild(root, {requirePrecompressed = false} = {}) {
  const server = createStaticServer(root);
  if (requirePrecompressed && !server.precompressed) {
    throw new Error(`${root} has no precompressed files: run "node scripts/precompress.mjs ${root}" before measuring it`);
  }
  const origin = await listenOnLoopback(server);
  return {
    origin,
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
