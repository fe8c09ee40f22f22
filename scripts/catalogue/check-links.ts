/**
 * `npm run catalogue:check-links -- [--data DIR] [--out FILE] [--timeout MS] [--concurrency N]`
 *
 * Checks the URL of every catalogue API and writes `{checkedAt, results: {<id>: {url, status,
 * httpStatus, finalUrl}}}` (default src/data/catalogue-status.json), which the site then shows as
 * "最近核对" and the dead links it found. It needs the open web, so it runs where the site is
 * deployed from (a scheduled workflow, .github/workflows/catalogue-links.yml), never in the build.
 *
 * How a URL is checked, politely and without crying wolf:
 * - at most `concurrency` requests at once, and one at a time per host, with a pause between them;
 * - HEAD first; when HEAD gets an error status (many servers refuse or mishandle it), GET;
 * - redirects followed by hand (at most 10), so the final URL is known;
 * - a browser's user agent and Accept headers, since many sites turn away anything else;
 * - a network error is retried once; a timeout is not (it would only double the wait);
 * - status: ok (2xx, on the same host), redirect (2xx after landing on another host), dead (404,
 *   410, or a host name that does not resolve), blocked (a Cloudflare-style 403/503 challenge page
 *   or 429: a robot was turned away, the page may be fine), timeout, error (anything else).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {readCatalogueDir, CATALOGUE_DIR, STATUS_FILE} from '../../plugins/catalogue/node/load';
import type {LinkCheckResult, LinkStatus, LinkStatusFile} from '../../plugins/catalogue/shared/types';

export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADERS = {
  'user-agent': USER_AGENT,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.8',
};
const MAX_REDIRECTS = 10;
/** Enough of a body to recognise a challenge page. */
const BODY_SNIFF_BYTES = 64 * 1024;

export interface CheckOptions {
  timeoutMs: number;
  concurrency: number;
  /** Pause between two requests to the same host. */
  hostDelayMs: number;
  /** For the tests: replaces the global fetch. */
  fetch?: typeof fetch;
}

export const DEFAULT_OPTIONS: CheckOptions = {timeoutMs: 15_000, concurrency: 8, hostDelayMs: 1_000};

class TimeoutError extends Error {}

/** Cloudflare's and similar interstitials: the site is there, it only refused a robot. */
export function isChallenge(status: number, headers: Headers, body: string): boolean {
  if (status !== 403 && status !== 503) return false;
  if (headers.get('cf-mitigated') === 'challenge') return true;
  return /cf-chl|challenge-platform|Just a moment\.\.\.|Attention Required! \| Cloudflare|Checking your browser|DDoS protection by/i.test(body);
}

async function readStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < BODY_SNIFF_BYTES) {
      const {done, value} = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface Hop {
  status: number;
  url: string;
  challenge: boolean;
}

/** One request chain with `method`, following redirects; throws TimeoutError or the network error. */
async function follow(url: string, method: 'HEAD' | 'GET', options: CheckOptions): Promise<Hop> {
  const doFetch = options.fetch ?? fetch;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    let response: Response;
    try {
      response = await doFetch(current, {method, redirect: 'manual', headers: HEADERS, signal: deadline});
    } catch (error) {
      if (deadline.aborted) throw new TimeoutError(`no answer within ${options.timeoutMs} ms`);
      throw error;
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
      await response.body?.cancel().catch(() => {});
      current = new URL(location, current).href;
      continue;
    }
    const body = method === 'GET' && (response.status === 403 || response.status === 503) ? await readStart(response).catch(() => '') : '';
    if (!body) await response.body?.cancel().catch(() => {});
    return {status: response.status, url: current, challenge: isChallenge(response.status, response.headers, body)};
  }
}

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

export function classify(original: string, hop: Hop): LinkStatus {
  if (hop.challenge || hop.status === 429) return 'blocked';
  if (hop.status === 404 || hop.status === 410) return 'dead';
  if (hop.status >= 200 && hop.status < 300) return hostOf(hop.url) === hostOf(original) ? 'ok' : 'redirect';
  return 'error';
}

function networkCode(error: unknown): string | undefined {
  const cause = (error as {cause?: {code?: string}})?.cause;
  return cause?.code ?? (error as {code?: string})?.code;
}

/** Checks one URL: HEAD, then GET when HEAD gets an error status; one retry on a network error. */
export async function checkUrl(url: string, options: CheckOptions = DEFAULT_OPTIONS): Promise<LinkCheckResult> {
  const attempt = async (): Promise<LinkCheckResult> => {
    let hop = await follow(url, 'HEAD', options);
    if (hop.status >= 400) hop = await follow(url, 'GET', options);
    return {url, status: classify(url, hop), httpStatus: hop.status, finalUrl: hop.url};
  };
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof TimeoutError) return {url, status: 'timeout', httpStatus: null, finalUrl: null};
      if (tries < 2) continue;
      const code = networkCode(error);
      return {url, status: code === 'ENOTFOUND' ? 'dead' : 'error', httpStatus: null, finalUrl: null};
    }
  }
}

/**
 * Checks every URL: at most `concurrency` at once, one at a time per host with `hostDelayMs` between
 * them. Results come back keyed by id; `onResult` sees each as it arrives.
 */
export async function checkAll(
  targets: readonly {id: string; url: string}[],
  options: CheckOptions = DEFAULT_OPTIONS,
  onResult: (id: string, result: LinkCheckResult) => void = () => {},
): Promise<Record<string, LinkCheckResult>> {
  const results: Record<string, LinkCheckResult> = {};
  const byHost = new Map<string, {id: string; url: string}[]>();
  for (const target of targets) {
    let host: string;
    try {
      host = hostOf(target.url);
    } catch {
      results[target.id] = {url: target.url, status: 'error', httpStatus: null, finalUrl: null};
      continue;
    }
    byHost.set(host, [...(byHost.get(host) ?? []), target]);
  }
  // Each worker takes a whole host, so two requests never reach one host at once.
  const queues = [...byHost.values()].sort((a, b) => b.length - a.length);
  let next = 0;
  const worker = async () => {
    while (next < queues.length) {
      const queue = queues[next++]!;
      for (const [index, target] of queue.entries()) {
        if (index > 0 && options.hostDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.hostDelayMs));
        const result = await checkUrl(target.url, options);
        results[target.id] = result;
        onResult(target.id, result);
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(options.concurrency, queues.length))}, worker));
  return results;
}

/** The status file: results sorted by id, so a weekly diff shows only what changed. */
export function statusFile(checkedAt: Date, results: Record<string, LinkCheckResult>): LinkStatusFile {
  return {checkedAt: checkedAt.toISOString(), results: Object.fromEntries(Object.entries(results).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))};
}

const positiveInteger = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} 要一个正整数，收到“${value}”`);
  return number;
};

/** The command; resolves with its exit code. */
export async function main(argv: string[], siteDir = process.cwd(), out: (line: string) => void = console.log, overrides: Partial<CheckOptions> = {}): Promise<number> {
  let options: CheckOptions;
  let values: {data?: string; out?: string};
  try {
    const parsed = parseArgs({args: argv, options: {data: {type: 'string'}, out: {type: 'string'}, timeout: {type: 'string'}, concurrency: {type: 'string'}}});
    values = parsed.values;
    options = {
      ...DEFAULT_OPTIONS,
      timeoutMs: positiveInteger('timeout', parsed.values.timeout, DEFAULT_OPTIONS.timeoutMs),
      concurrency: positiveInteger('concurrency', parsed.values.concurrency, DEFAULT_OPTIONS.concurrency),
      ...overrides,
    };
  } catch (error) {
    out(`${(error as Error).message}\n用法：npm run catalogue:check-links -- [--data 目录] [--out 文件] [--timeout 毫秒] [--concurrency 并发数]`);
    return 2;
  }
  const dataDir = path.resolve(siteDir, values.data ?? CATALOGUE_DIR);
  const outFile = path.resolve(siteDir, values.out ?? STATUS_FILE);
  const targets = readCatalogueDir(dataDir).flatMap((category) => category.apis.map((api) => ({id: api.id, url: api.url})));
  out(`检查 ${targets.length} 个链接：同时最多 ${options.concurrency} 个请求，同一主机依次访问，超时 ${options.timeoutMs} 毫秒。`);
  const started = new Date();
  let done = 0;
  const results = await checkAll(targets, options, () => {
    done += 1;
    if (done % 100 === 0) out(`  已检查 ${done} / ${targets.length}`);
  });
  const file = statusFile(started, results);
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  fs.writeFileSync(outFile, `${JSON.stringify(file, null, 2)}\n`);
  const counts = new Map<LinkStatus, number>();
  for (const result of Object.values(results)) counts.set(result.status, (counts.get(result.status) ?? 0) + 1);
  out(`结果：${[...counts].map(([status, count]) => `${status} ${count}`).join('，')}。已写入 ${path.relative(siteDir, outFile) || outFile}。`);
  const dead = Object.entries(results).filter(([, result]) => result.status === 'dead');
  for (const [id, result] of dead) out(`  失效：${id}  ${result.url}${result.httpStatus ? `（HTTP ${result.httpStatus}）` : '（域名无法解析）'}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
