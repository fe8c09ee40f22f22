#!/usr/bin/env node
// The one test command: browser setup, type check, unit tests, production build, link check and
// end-to-end tests against the build. Ends with "N passed, M failed".
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {ensureChromium} from './lib/browser.mjs';

/** Build-time settings of the site under test: analytics on, so page views can be asserted. */
const TEST_BUILD_ENV = {GTAG_ID: 'G-TEST0000', SITE_URL: 'https://apis.example.com', SITE_RELEASE: 'e2e-1'};

/**
 * A second build, `build-alt`: the next release (another footer label) with hosted Algolia search
 * configured and a storage suffix. e2e/pwa.spec.ts deploys it over the first to test updates,
 * e2e/storage.spec.ts to test that stored settings survive the new suffix; e2e/algolia.spec.ts
 * tests the hosted-search mode on it.
 */
const ALT_BUILD_ENV = {
  ...TEST_BUILD_ENV,
  SITE_RELEASE: 'e2e-2',
  ALGOLIA_APP_ID: 'TESTAPP0',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'apis_test',
  STORAGE_NAMESPACE: 'apis2',
};

const totals = {passed: 0, failed: 0};

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
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

function record(name, ok, passed = ok ? 1 : 0, failed = ok ? 0 : 1) {
  totals.passed += passed;
  totals.failed += failed;
  console.log(`\n== ${name}: ${ok ? 'ok' : 'FAILED'} (${passed} passed, ${failed} failed)\n`);
}

async function step(name, command, args, options) {
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`);
  const {code} = await run(command, args, options);
  record(name, code === 0);
  return code === 0;
}

const chromium = ensureChromium();
console.log(`Chromium: ${chromium}`);

await step('type check', 'npx', ['tsc', '--noEmit']);

/** Runs a node:test command and records its own pass/fail counts. */
async function nodeTests(name, command, args) {
  console.log(`\n== ${name}`);
  const result = await run(command, args, {capture: true});
  const count = (label) => Number(result.output.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + (result.code !== 0 && count('fail') === 0 ? 1 : 0);
  record(name, result.code === 0, count('pass'), failed);
}

await nodeTests('unit tests', 'npm', ['run', '--silent', 'test:unit']);

const built =
  (await step('build', 'npx', ['docusaurus', 'build'], {env: TEST_BUILD_ENV})) &&
  (await step('build (next release, hosted search)', 'npx', ['docusaurus', 'build', '--out-dir', 'build-alt'], {env: ALT_BUILD_ENV}));

if (built) {
  await step('link check', 'node', ['scripts/check-links.mjs', 'build']);
  await nodeTests('search relevance', 'node', ['--import', 'tsx', '--test', 'plugins/search-index/__relevance__/relevance.test.ts']);
  console.log('\n== end-to-end tests');
  const e2e = await run('npx', ['playwright', 'test'], {env: {...TEST_BUILD_ENV, CHROMIUM_PATH: chromium}});
  let stats;
  try {
    stats = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')).stats;
  } catch {
    stats = undefined;
  }
  if (stats) record('end-to-end tests', e2e.code === 0, stats.expected + stats.flaky, stats.unexpected + (e2e.code !== 0 && stats.unexpected === 0 ? 1 : 0));
  else record('end-to-end tests', false);
} else {
  record('link check and end-to-end tests (skipped: no build)', false);
}

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
