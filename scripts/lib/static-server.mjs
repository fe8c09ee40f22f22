// A static server for the built site with the URL rules of `trailingSlash: false`, compression,
// and UTF-8 file names. `docusaurus serve` crashes on non-ASCII file names (it puts them raw in a
// Content-Disposition header) and never compresses, so the site is served with this instead.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {resolveUrlPath} from './site-html.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

function send(req, res, status, file, extraHeaders = {}) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {'Content-Type': type, ...extraHeaders};
  // Hashed assets never change; everything else is revalidated (pages, sw.js, manifest).
  headers['Cache-Control'] = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = fs.readFileSync(file);
  if (COMPRESSIBLE.test(type) && body.length > 1024) {
    if (/\bbr\b/.test(accept)) {
      body = zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}});
      headers['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createStaticServer(root) {
  const absoluteRoot = path.resolve(root);
  return http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      // trailingSlash: false — /page/ redirects to /page (the home page keeps its slash).
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(301, {Location: url.pathname.replace(/\/+$/, '') + url.search}).end();
        return;
      }
      const file = resolveUrlPath(absoluteRoot, url.pathname);
      if (file) {
        send(req, res, 200, file);
        return;
      }
      // Spec: "/x.html" and "/x/index.html" lead to "/x" when no exact route exists.
      const stripped = url.pathname.replace(/(\/index)?\.html$/, '') || '/';
      if (stripped !== url.pathname && resolveUrlPath(absoluteRoot, stripped)) {
        res.writeHead(301, {Location: stripped + url.search + url.hash}).end();
        return;
      }
      send(req, res, 404, path.join(absoluteRoot, '404.html'));
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(String(error));
    }
  });
}
