#!/usr/bin/env node
// The one test command: install check, type check, unit tests, two production builds, checks of the
// built site, search relevance, and the end-to-end suite against the build. Prints the time of
// each stage, then "N passed, M failed" as its last line, whatever happened before.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BrowserSetupError, ensureChromium} from './lib/browser.mjs';
import {ensureNginx} from './lib/nginx.mjs';

/** The main build: what `npm run build` makes, with a release label the PWA tests read. */
const MAIN_BUILD_ENV = {SITE_URL: 'https://apis.example.com', SITE_RELEASE: 'e2e-1'};

/**
 * The integrations build, `build-alt`: the next release (another footer label) with analytics,
 * hosted Algolia search and a storage suffix configured. e2e/pwa.spec.ts deploys it over the
 * first to test updates, e2e/storage.spec.ts to test that stored settings survive the new suffix;
 * e2e/algolia.spec.ts and e2e/analytics.spec.ts test the hosted services on it.
 */
const ALT_BUILD_ENV = {
  ...MAIN_BUILD_ENV,
  SITE_RELEASE: 'e2e-2',
  GTAG_ID: 'G-TEST0000',
  ALGOLIA_APP_ID: 'TESTAPP0',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'apis_test',
  STORAGE_NAMESPACE: 'apis2',
};

/** @type {{name: string, seconds: number, passed: number, failed: number, note?: string}[]} */
const stages = [];

/** Runs a command; `capture` keeps its stdout (and still prints it). */
function run(command, args, {env = {}, capture = false} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env: {...process.env, ...env}, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit'});
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('error', (error) => {
      console.error(error.message);
      resolve({code: 1, output});
    });
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

/** Runs one stage and records its time and counts; `body` returns {passed, failed} or a boolean. */
async function stage(name, body) {
  console.log(`\n== ${name}`);
  const start = performance.now();
  let result;
  try {
    result = await body();
  } catch (error) {
    console.log(error instanceof BrowserSetupError ? error.message : error);
    result = false;
  }
  return record(name, start, typeof result === 'boolean' ? {passed: result ? 1 : 0, failed: result ? 0 : 1} : result);
}

function record(name, start, counts) {
  const seconds = (performance.now() - start) / 1000;
  stages.push({name, seconds, ...counts});
  console.log(`== ${name}: ${counts.failed ? 'FAILED' : 'ok'} (${counts.passed} passed, ${counts.failed} failed, ${formatTime(seconds)})`);
  return counts.failed === 0;
}

async function command(cmd, args, options) {
  return (await run(cmd, args, options)).code === 0;
}

/** Counts of a node:test run from its own summary; a failed run without failing tests counts once. */
function nodeTestCounts({code, output}) {
  const count = (label) => Number(output.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  return {passed: count('pass'), failed: count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0)};
}

async function nodeTests(args) {
  return nodeTestCounts(await run(process.execPath, ['--import', 'tsx', '--test', ...args], {capture: true}));
}

function formatTime(seconds) {
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const runStart = performance.now();
let chromium;
await stage('install check', () => {
  if (!fs.existsSync('node_modules/.package-lock.json')) throw new BrowserSetupError('node_modules is missing: run "npm ci" first');
  chromium = ensureChromium();
  console.log(`browser: ${chromium}`);
  // nginx serves the build in the deploy checks; without it they are skipped with a message.
  console.log(`nginx: ${ensureNginx() ?? 'not installed and not installable here'}`);
  return true;
});

await stage('type check', () => command('npx', ['tsc', '--noEmit']));

await stage('content lint', () => command(process.execPath, ['scripts/lint-content/index.mjs']));

await stage('unit tests', async () => nodeTestCounts(await run('npm', ['run', '--silent', 'test:unit'], {capture: true})));

await stage('docs examples', () => nodeTests(['scripts/docs-examples/__run__/docs-examples.test.ts']));

/** A production build as `npm run build` makes it; a lower brotli quality keeps the test run short. */
async function build(outDir, env, siteDir = '.') {
  return (
    (await command('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {env})) &&
    (await command(process.execPath, ['scripts/precompress.mjs', outDir, '--quality', '5']))
  );
}

/**
 * The sources as a source archive holds them (`git archive`, a ZIP download, a Docker context): the
 * files Git tracks plus new ones it does not ignore, in a folder outside any Git worktree, with the
 * installed node_modules linked in. Null when this checkout is not a Git worktree: then the main
 * build already is a build without Git.
 */
function sourcesWithoutGit() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {encoding: 'utf8'}).split('\0').filter(Boolean);
  } catch {
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-sources-'));
  for (const file of files) {
    if (!fs.existsSync(file)) continue; // deleted in the worktree, not yet in the index
    fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
    fs.copyFileSync(file, path.join(dir, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

// build-alt is built from sources without .git, so every run proves a build from an archive works
// (scripts/site-checks/__built__/built-site.test.ts checks its pages have no last-update line).
const built = await stage('builds', async () => {
  if (!(await build('build', MAIN_BUILD_ENV))) return false;
  const sources = sourcesWithoutGit();
  try {
    return await build(path.resolve('build-alt'), ALT_BUILD_ENV, sources ?? undefined);
  } finally {
    if (sources) fs.rmSync(sources, {recursive: true, force: true});
  }
});

if (built) {
  await stage('site checks (links, rendered Markdown, serving)', () =>
    nodeTests(['scripts/site-checks/__built__/built-site.test.ts', 'plugins/featured-apis/__built__/pages.test.ts', 'deploy/__built__/serving.test.ts']),
  );
  await stage('search relevance', () => nodeTests(['plugins/search-index/__relevance__/relevance.test.ts']));
  if (chromium) {
    await stage('end-to-end tests', async () => {
      fs.rmSync('test-results/e2e.json', {force: true});
      const {code} = await run('npx', ['playwright', 'test'], {env: {CHROMIUM_PATH: chromium}});
      let stats;
      try {
        stats = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')).stats;
      } catch {
        return false;
      }
      return {passed: stats.expected, failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0)};
    });
  } else {
    console.log('\n== end-to-end tests: skipped, no browser (see the install check)');
  }
} else {
  console.log('\n== site checks, search relevance and end-to-end tests: skipped, the build failed');
}

const totals = stages.reduce((sum, s) => ({passed: sum.passed + s.passed, failed: sum.failed + s.failed}), {passed: 0, failed: 0});
const total = (performance.now() - runStart) / 1000;
console.log('\nstage                                    time        passed  failed');
for (const s of [...stages, {name: 'total', seconds: total, ...totals}]) {
  console.log(`${s.name.padEnd(40)} ${formatTime(s.seconds).padStart(11)} ${String(s.passed).padStart(9)} ${String(s.failed).padStart(7)}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
