// @ts-check
/** Timed runs of the build steps, with their peak memory (GNU time's maximum resident set size). */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/**
 * @typedef {{seconds: number, peakRssBytes: number | null}} StepCost
 */

/**
 * Runs `node args…` in `cwd`; its wall time, and its peak memory when GNU time is installed (Debian's
 * `time` package). Exits the bench with the command's last lines when it fails.
 * @param {string[]} args
 * @param {{cwd: string, env?: Record<string, string>, label: string}} options
 * @returns {StepCost}
 */
export function timedNode(args, {cwd, env = {}, label}) {
  const measureMemory = fs.existsSync(GNU_TIME);
  const command = measureMemory ? GNU_TIME : process.execPath;
  const commandArgs = measureMemory ? ['-f', '__peak_kib=%M', process.execPath, ...args] : args;
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, env: {...process.env, ...env}});
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}`.split('\n').slice(-40).join('\n'));
    console.error(`\n${label} failed (exit ${result.status}) after ${seconds.toFixed(1)} s`);
    process.exit(1);
  }
  const peak = /__peak_kib=(\d+)/.exec(result.stderr ?? '');
  return {seconds, peakRssBytes: peak ? Number(peak[1]) * 1024 : null};
}

/**
 * A cold `docusaurus build` (no persistent bundler cache) of `siteDir` into `outDir`, timed and measured.
 * @param {string} root the repository, whose node_modules run the build
 * @param {string} siteDir
 * @param {string} outDir
 * @returns {StepCost}
 */
export function coldBuild(root, siteDir, outDir) {
  return timedNode([path.join(root, DOCUSAURUS), 'build', siteDir, '--out-dir', outDir], {
    cwd: root,
    env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    label: `docusaurus build of ${siteDir}`,
  });
}

/**
 * The precompression `npm run build` does after the build, timed and measured.
 * @param {string} root the repository, whose scripts run it
 * @param {string} outDir
 * @returns {StepCost}
 */
export function precompressBuild(root, outDir) {
  return timedNode([path.join(root, 'scripts/precompress.mjs'), outDir], {cwd: root, label: `precompress of ${outDir}`});
}

/**
 * A cold build of `siteDir` into `outDir`, then its precompression.
 * @param {string} root
 * @param {string} siteDir
 * @param {string} outDir
 * @returns {{build: StepCost, precompress: StepCost}}
 */
export function timedBuild(root, siteDir, outDir) {
  return {build: coldBuild(root, siteDir, outDir), precompress: precompressBuild(root, outDir)};
}

/**
 * The middle run by time (the slower middle one of an even count), with the highest peak memory of
 * all runs: one cold build on this 2-core machine varies by a third from run to run.
 * @param {StepCost[]} costs
 * @returns {StepCost}
 */
export function medianCost(costs) {
  if (costs.length === 0) throw new Error('medianCost: no runs');
  const sorted = [...costs].sort((a, b) => a.seconds - b.seconds);
  const peaks = costs.map((cost) => cost.peakRssBytes).filter((peak) => peak !== null);
  return {seconds: sorted[Math.floor(sorted.length / 2)].seconds, peakRssBytes: peaks.length > 0 ? Math.max(...peaks) : null};
}

/**
 * `runs` cold builds of each site, interleaved (ours, stock, ours, stock …) so that a slow spell of the
 * machine hits both; the runs of each site in order.
 * @param {string} root
 * @param {{siteDir: string, outDir: string}[]} sites
 * @param {number} runs
 * @returns {StepCost[][]}
 */
export function interleavedBuilds(root, sites, runs) {
  /** @type {StepCost[][]} */
  const builds = sites.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    sites.forEach(({siteDir, outDir}, index) => builds[index].push(coldBuild(root, siteDir, outDir)));
  }
  return builds;
}

/** @param {number | null} bytes */
export const gib = (bytes) => (bytes === null ? 'n/a (no /usr/bin/time)' : `${(bytes / 1024 ** 3).toFixed(2)} GiB`);
