/**
 * `npm run dev` (docusaurus start), the server authors write with: it compiles the site without the
 * plugins that only run in production builds (the offline worker among them) and renders in the
 * browser only. A component that needs one of those plugins breaks it, and no build test sees that.
 * It runs on a copy of the sources, so its generated files do not touch the build the other tests read.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, expectNoProblems} from './fixtures';
import {copySourcesWithoutGit} from '../scripts/lib/source-copy.mjs';
import {freePort} from '../scripts/lib/ports.mjs';

const ROOT = path.resolve(__dirname, '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const COMPILE_TIMEOUT_MS = 150_000;

let sources: string | undefined;
let server: ChildProcess | undefined;
let origin = '';

/** Resolves once the first client compilation has finished; rejects with the output when it failed. */
function firstCompilation(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no compilation within ${COMPILE_TIMEOUT_MS} ms:\n${output}`)), COMPILE_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      // Without a terminal the logger still colours words (ANSI escapes between them).
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      const done = /compiled (successfully|with (\d+) errors?)/.exec(output);
      if (!done) return;
      clearTimeout(timer);
      if (done[2]) reject(new Error(`the development server compiled with errors:\n${output}`));
      else resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the development server exited (${code}):\n${output}`));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(COMPILE_TIMEOUT_MS + 30_000);
  sources = copySourcesWithoutGit(ROOT, 'apis-dev-') ?? undefined;
  test.skip(!sources, 'needs a Git worktree to copy the sources from');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [DOCUSAURUS, 'start', sources!, '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: ROOT,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', BROWSER: 'none'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await firstCompilation(server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (sources) fs.rmSync(sources, {recursive: true, force: true});
});

test('the development server renders a docs page, navigates in the browser and shows the not-found page', async ({page, problems}) => {
  await page.goto(`${origin}/google/ccxt`);
  await expect(page.locator('h1')).toHaveText('CCXT 加密货币交易库手册');
  await page.locator('nav.menu a[href="/google/how-kong-works"]').click();
  await expect(page.locator('h1')).toHaveText('Kong 工作原理概览');
  await page.goto(`${origin}/no-such-page`);
  await expect(page.locator('h1')).toHaveText('找不到页面');
  expectNoProblems(problems);
});
