import fs from 'node:fs';
import path from 'node:path';
import {createStaticServer} from '../../scripts/lib/static-server.mjs';
import {listenOnLoopback} from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(__dirname, '../..');
export const MAIN_BUILD = path.join(ROOT, 'build');
/** Second build of `npm test` (scripts/test.mjs): the next release label, with hosted Algolia search configured. */
export const ALT_BUILD = path.join(ROOT, 'build-alt');

/** The version of the main build's local search index: the name of its folder, search/<version>/. */
export function mainSearchIndexVersion(): string {
  const [version] = fs.readdirSync(path.join(MAIN_BUILD, 'search')).filter((name) => /^[0-9a-f]{10}$/.test(name));
  if (!version) throw new Error(`no search index in ${MAIN_BUILD}/search`);
  return version;
}

export interface Site {
  origin: string;
  /** Serves another build at the same origin, as a deploy would. */
  deploy(buildDir: string): void;
  stop(): Promise<void>;
}

/**
 * A build served from an origin of its own, for tests that install service workers or need a
 * second build: nothing they leave behind reaches other tests. The server reads through a
 * symlink, so `deploy` swaps the build without changing the origin.
 */
export async function serveSite(name: string, buildDir = MAIN_BUILD): Promise<Site> {
  const link = path.join(ROOT, 'test-results', `site-${name}-${process.pid}`);
  fs.mkdirSync(path.dirname(link), {recursive: true});
  const relink = (target: string) => {
    fs.rmSync(link, {force: true});
    fs.symlinkSync(target, link, 'dir');
  };
  relink(buildDir);
  const server = createStaticServer(link);
  const deploy = (target: string) => {
    relink(target);
    server.reload();
  };
  const origin = await listenOnLoopback(server);
  let stopped = false;
  return {
    origin,
    deploy,
    async stop() {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // The link stays: a request the page sent just before the stop may still open a file through
      // it. Playwright empties test-results at the start of every run.
    },
  };
}

export function hasBuild(buildDir: string): boolean {
  return fs.existsSync(path.join(buildDir, 'index.html'));
}
