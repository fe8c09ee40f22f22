#!/usr/bin/env node
// The one test command: install check, type check, unit tests, two production builds, checks of the
// built site, search relevance, and the end-to-end suite against the build. Prints the time of
// each stage, then "N passed, M failed" as its last line, whatever happened before.
//
// The checks of the sources (type check, content lint, unit tests, docs examples) run beside the
// builds: each side alone leaves about a quarter of the two cores idle (the builds in their
// single-threaded phases, the examples while their children start). Their output is held and
// printed whole when each stage ends, so the two never interleave.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BrowserSetupError, ensureChromium} from './lib/browser.mjs';
import {ensureNginx} from './lib/nginx.mjs';
import {copySourcesWithoutGit} from './lib/source-copy.mjs';
import {findTestFiles} from './lib/test-files.mjs';

/** The main build: what `npm run build` makes, with a release label the PWA tests read. */
const MAIN_BUILD_ENV = {SITE_URL: 'https://apis.example.com', SITE_RELEASE: 'e2e-1'};

/**
 * The integrations build, `build-alt`: the next release (another footer label) with analytics,
 * hosted Algolia search, a storage suffix and 3 search hits per group configured. e2e/pwa.spec.ts
 * deploys it over the first to test updates, e2e/storage.spec.ts to test that stored settings
 * survive the new suffix; e2e/algolia.spec.ts and e2e/analytics.spec.ts test the hosted services on it.
 */
const ALT_BUILD_ENV = {
  ...MAIN_BUILD_ENV,
  SITE_RELEASE: 'e2e-2',
  GTAG_ID: 'G-TEST0000',
  ALGOLIA_APP_ID: 'TESTAPP0',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'apis_test',
  STORAGE_NAMESPACE: 'apis2',
  SEARCH_MAX_RESULTS_PER_GROUP: '3',
};

/** Stages in the order they started; `startedAt` and `seconds` in seconds. @type {{name: string, startedAt: number, seconds: number, passed: number, failed: number}[]} */
const stages = [];

/**
 * Where a stage writes: straight to the terminal, or held and printed whole when the stage ends
 * (the stages that run beside the builds).
 */
class Log {
  /** @param {boolean} held */
  constructor(held) {
    /** @type {string[] | null} */
    this.held = held ? [] : null;
  }
  /** @param {string | Buffer} text */
  write(text) {
    if (this.held) this.held.push(String(text));
    else process.stdout.write(text);
  }
  /** @param {string} text */
  line(text) {
    this.write(`${text}\n`);
  }
  flush() {
    if (this.held) process.stdout.write(this.held.splice(0).join(''));
  }
}
const LIVE = new Log(false);

/**
 * @typedef {{code: number, output: string}} RunResult
 * @typedef {{env?: Record<string, string>, log?: Log}} RunOptions
 * @typedef {{passed: number, failed: number}} Counts
 */

/**
 * Runs a command, its output going to `log`; resolves with its exit code and stdout.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<RunResult>}
 */
function run(command, args, {env = {}, log = LIVE} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      log.write(chunk);
    });
    child.stderr.on('data', (chunk) => log.write(chunk));
    child.on('error', (error) => {
      log.line(error.message);
      resolve({code: 1, output});
    });
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

/**
 * Runs one stage and records its time and counts; `body(log)` returns {passed, failed} or a
 * boolean. The table lists stages in the order they were started.
 * @param {string} name
 * @param {(log: Log) => Promise<Counts | boolean> | Counts | boolean} body
 * @returns {Promise<boolean>}
 */
async function stage(name, body, {held = false} = {}) {
  const log = new Log(held);
  const entry = {name, startedAt: secondsSinceStart(), seconds: 0, passed: 0, failed: 0};
  stages.push(entry);
  if (!held) log.line(`\n== ${name}`);
  let result;
  try {
    result = await body(log);
  } catch (error) {
    log.line(error instanceof BrowserSetupError ? error.message : String(/** @type {Error | undefined} */ (error)?.stack ?? error));
    result = false;
  }
  Object.assign(entry, {seconds: secondsSinceStart() - entry.startedAt}, typeof result === 'boolean' ? {passed: result ? 1 : 0, failed: result ? 0 : 1} : result);
  if (held) console.log(`\n== ${name}`);
  log.flush();
  console.log(`== ${name}: ${entry.failed ? 'FAILED' : 'ok'} (${entry.passed} passed, ${entry.failed} failed, ${formatTime(entry.seconds)})`);
  return entry.failed === 0;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {RunOptions} [options]
 */
async function command(cmd, args, options) {
  return (await run(cmd, args, options)).code === 0;
}

/**
 * Counts of a node:test run from its own summary; a failed run without failing tests counts once.
 * @param {RunResult} result
 * @returns {Counts}
 */
function nodeTestCounts({code, output}) {
  /** @param {string} label */
  const count = (label) => Number(output.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  return {passed: count('pass'), failed: count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0)};
}

/**
 * Runs test files with node:test; none found is a failure (`node --test` alone would pick its own).
 * @param {string[]} files
 * @param {Log} log
 * @returns {Promise<Counts>}
 */
async function nodeTests(files, log) {
  if (files.length === 0) {
    log.line('no test files found');
    return {passed: 0, failed: 1};
  }
  return nodeTestCounts(await run(process.execPath, ['--import', 'tsx', '--test', ...files], {log}));
}

function secondsSinceStart() {
  return (performance.now() - runStart) / 1000;
}

/**
 * Minutes and seconds since the run started, e.g. 3:07.
 * @param {number} seconds
 */
function formatClock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
}

/** @param {number} seconds */
function formatTime(seconds) {
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const runStart = performance.now();
/** @type {string | undefined} */
let chromium;
await stage('install check', () => {
  if (!fs.existsSync('node_modules/.package-lock.json')) throw new BrowserSetupError('node_modules is missing: run "npm ci" first');
  chromium = ensureChromium();
  console.log(`browser: ${chromium}`);
  // nginx serves the build in the deploy checks; without it they are skipped with a message.
  console.log(`nginx: ${ensureNginx() ?? 'not installed and not installable here'}`);
  return true;
});

/**
 * A production build as `npm run build` makes it; a lower brotli quality keeps the test run short.
 * @param {string} outDir
 * @param {Record<string, string>} env
 * @param {string} siteDir
 * @param {Log} log
 */
async function build(outDir, env, siteDir, log) {
  return (
    (await command('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {env, log})) &&
    (await command(process.execPath, ['scripts/precompress.mjs', outDir, '--quality', '5'], {log}))
  );
}

/** Type check, content lint, unit tests and docs examples: they need no build. */
async function sourceChecks() {
  await stage('type check', (log) => command('npx', ['tsc', '--noEmit'], {log}), {held: true});
  await stage('content lint', (log) => command(process.execPath, ['scripts/lint-content/index.mjs'], {log}), {held: true});
  await stage('unit tests', async (log) => nodeTestCounts(await run('npm', ['run', '--silent', 'test:unit'], {log})), {held: true});
  await stage('docs examples', (log) => nodeTests(findTestFiles('.', '__run__'), log), {held: true});
}

/** The two builds and the checks that read them; true when both builds succeeded. */
async function buildsAndTheirChecks() {
  // build-alt is built from sources without .git, so every run proves a build from an archive
  // works (scripts/site-checks/__built__/built-site.test.ts checks its pages have no last-update line).
  const built = await stage('builds', async (log) => {
    if (!(await build('build', MAIN_BUILD_ENV, '.', log))) return false;
    const sources = copySourcesWithoutGit('.');
    try {
      return await build(path.resolve('build-alt'), ALT_BUILD_ENV, sources ?? '.', log);
    } finally {
      if (sources) fs.rmSync(sources, {recursive: true, force: true});
    }
  });
  if (!built) return false;
  await stage('site checks (links, rendered Markdown, serving)', async (log) => {
    // The links and rendered Markdown of the whole build: the command anyone can run on a build folder.
    const siteChecked = (await run('npm', ['run', '--silent', 'check:site', '--', 'build'], {log})).code === 0;
    const built = await nodeTests(findTestFiles('.', '__built__'), log);
    return {passed: built.passed + (siteChecked ? 1 : 0), failed: built.failed + (siteChecked ? 0 : 1)};
  });
  await stage('search relevance', (log) => nodeTests(findTestFiles('.', '__relevance__'), log));
  return true;
}

const [, built] = await Promise.all([sourceChecks(), buildsAndTheirChecks()]);

if (!built) {
  console.log('\n== site checks, search relevance and end-to-end tests: skipped, the build failed');
} else if (!chromium) {
  console.log('\n== end-to-end tests: skipped, no browser (see the install check)');
} else {
  const browser = chromium;
  await stage('end-to-end tests', async (log) => {
    fs.rmSync('test-results/e2e.json', {force: true});
    const {code} = await run('npx', ['playwright', 'test'], {env: {CHROMIUM_PATH: browser}, log});
    let stats;
    try {
      stats = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')).stats;
    } catch {
      return false;
    }
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0)};
  });
}

const totals = stages.reduce((sum, s) => ({passed: sum.passed + s.passed, failed: sum.failed + s.failed}), {passed: 0, failed: 0});
const total = secondsSinceStart();
// The start column shows which stages overlapped: the source checks run beside the builds.
console.log(`\n${'stage'.padEnd(48)} ${'start'.padStart(7)} ${'time'.padStart(11)}  passed  failed`);
for (const s of [...stages, {name: 'total', startedAt: 0, seconds: total, ...totals}]) {
  console.log(`${s.name.padEnd(48)} ${formatClock(s.startedAt).padStart(7)} ${formatTime(s.seconds).padStart(11)} ${String(s.passed).padStart(7)} ${String(s.failed).padStart(7)}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
