// Lighthouse (mobile, simulated throttling) over pages of two builds, served with compression by our
// static server. Lighthouse 12.8.x is the last line that runs on Node 20; it is fetched by npx on
// first use (from the npm registry) rather than installed with the project: only `npm run bench`
// needs it, and it brings a large dependency tree.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {findChromium} from '../lib/browser.mjs';
import {percentile} from './format.mjs';

/**
 * Category scores (0–100), total blocking time and largest contentful paint (ms) of one run.
 * @typedef {{performance: number, accessibility: number, bestPractices: number, seo: number, tbt: number, lcp: number}} LighthouseRun
 */

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The machine's headless switches only: Playwright's feature switches would change what is measured. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** How Lighthouse ends a run whose trace it could not use (NO_NAVSTART, NO_FCP…): it asks to be run again. */
const RUN_AGAIN = /Please run Lighthouse again/;
const ATTEMPTS = 3;

/**
 * Runs `attempt` until it succeeds, at most `attempts` times, again only after an error `isTransient`
 * accepts; the last error is thrown.
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {(error: unknown) => boolean} isTransient
 * @param {number} attempts
 * @returns {Promise<T>}
 */
export async function retried(attempt, isTransient, attempts) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isTransient(error)) throw error;
    }
  }
}

/** @param {unknown} error */
const asksToRunAgain = (error) => RUN_AGAIN.test(String(/** @type {{stderr?: string}} */ (error)?.stderr ?? error));

/**
 * One Lighthouse run of `url` (run again when Lighthouse itself says a trace was unusable): category
 * scores (0–100), total blocking time and largest contentful paint (ms).
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
export function lighthouse(url) {
  return retried(() => lighthouseOnce(url), asksToRunAgain, ATTEMPTS);
}

/**
 * One Lighthouse run. Asynchronous, so a server in this process keeps answering while Lighthouse loads.
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
async function lighthouseOnce(url) {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
      {env: {...process.env, CHROME_PATH: findChromium()}, maxBuffer: 64 * 1024 * 1024},
    );
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    /** @param {string} id */
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbt: report.audits['total-blocking-time'].numericValue,
      lcp: report.audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    fs.rmSync(path.dirname(output), {recursive: true, force: true});
  }
}

/**
 * The median of each field over the runs (nearest rank: one of the measured values).
 * @param {LighthouseRun[]} runs at least one
 * @returns {LighthouseRun}
 */
export function medianRun(runs) {
  /** @param {number[]} values */
  const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
  const keys = /** @type {(keyof LighthouseRun)[]} */ (Object.keys(/** @type {LighthouseRun} */ (runs[0])));
  return /** @type {LighthouseRun} */ (Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])));
}
