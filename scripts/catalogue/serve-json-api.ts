/**
 * Serves the catalogue's JSON API on a loopback port for the docs examples of
 * community/catalogue-api.mdx (and the test that runs that page's curl commands), so they read the
 * files as any client does: over HTTP, through the site's own server (scripts/lib/static-server.mjs:
 * the same headers, the same precompressed variants, the same CORS answer as in production).
 *
 * - Given a build folder, it serves that build: the files the build really wrote.
 * - Otherwise (the examples run beside the build in `npm test`, before it exists) it writes the
 *   files from src/data with the very function the build's postBuild calls (writeJsonApi), with
 *   the served origin as the site URL, so the absolute links in them lead back to this server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createStaticServer} from '../lib/static-server.mjs';
import {listenOnLoopback} from '../lib/ports.mjs';
import {precompress} from '../precompress.mjs';
import {writeJsonApi} from '../../plugins/catalogue/node/json-api';
import {loadResolvedCatalogue} from '../../plugins/catalogue/node/resolve';
import {JSON_API_PATH} from '../../plugins/catalogue/shared/permalinks';

export interface ServedJsonApi {
  origin: string;
  /** The JSON API's base URL, e.g. http://127.0.0.1:43210/catalogue/v1 */
  base: string;
  /** Where the files came from, for messages. */
  from: string;
  stop(): Promise<void>;
}

export async function serveJsonApi({siteDir = path.resolve(path.dirname(__filename), '../..'), buildDir}: {siteDir?: string; buildDir?: string} = {}): Promise<ServedJsonApi> {
  let root = buildDir ? path.resolve(buildDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-json-api-'));
  if (buildDir && !fs.existsSync(path.join(root, JSON_API_PATH, 'apis.json'))) throw new Error(`${root} has no ${JSON_API_PATH}/apis.json: build the site first`);
  const server = createStaticServer(buildDir ? root : writePlaceholderBuild(root));
  const origin = await listenOnLoopback(server);
  if (!buildDir) {
    writeJsonApi(root, {catalogue: loadResolvedCatalogue(siteDir), siteUrl: origin, status: null});
    await precompress(root, {quality: 5});
    server.reload();
  }
  return {
    origin,
    base: `${origin}${JSON_API_PATH}`,
    from: buildDir ? root : 'src/data (written by plugins/catalogue/node/json-api.ts)',
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      if (!buildDir) fs.rmSync(root, {recursive: true, force: true});
      root = '';
    },
  };
}

/** The server expects a build: a folder with its not-found page. */
function writePlaceholderBuild(root: string): string {
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><html lang="zh"><title>找不到页面</title><p>找不到页面。</p></html>');
  return root;
}
