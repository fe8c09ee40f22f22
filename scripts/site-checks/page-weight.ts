/**
 * What a page costs at first view, read from a build: its HTML and the scripts and stylesheets that HTML
 * references directly (route chunks load later and are not counted), in bytes of brotli at quality 11.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {Parser} from 'htmlparser2';
import {resolveUrlPath} from '../../plugins/lib/site-html.mjs';
import type {PageBudget} from './budgets';

export interface FirstLoadAssets {
  scripts: string[];
  stylesheets: string[];
}

/**
 * The same-origin `<script src>` and `<link rel=stylesheet href>` of a page, in document order. Production
 * HTML is minified (unquoted attributes, dropped end tags), so it is read with a real parser.
 */
export function firstLoadAssets(html: string): FirstLoadAssets {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const local = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && local(attributes.src)) scripts.push(attributes.src);
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rel.includes('stylesheet') && local(attributes.href)) stylesheets.push(attributes.href);
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return {scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)]};
}

const sizes = new Map<string, number>();

/**
 * Brotli size at quality 11, computed here rather than read from the `.br` next to the file: `npm test`
 * precompresses at quality 5 to save time (12 % larger for the main bundle), and a budget must not depend
 * on how the build was compressed. Cached per file.
 */
export function brotliSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    const body = fs.readFileSync(file);
    size = zlib.brotliCompressSync(body, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length},
    }).length;
    sizes.set(file, size);
  }
  return size;
}

export interface AssetWeight {
  url: string;
  bytes: number;
}

export interface PageWeight {
  path: string;
  html: number;
  scripts: AssetWeight[];
  stylesheets: AssetWeight[];
  js: number;
  css: number;
  total: number;
}

function assetFile(buildDir: string, url: string): string {
  const file = path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]!));
  if (!path.resolve(file).startsWith(path.resolve(buildDir) + path.sep) || !fs.existsSync(file)) {
    throw new Error(`${url} is referenced but not in the build`);
  }
  return file;
}

export function measurePage(buildDir: string, urlPath: string): PageWeight {
  const file = resolveUrlPath(buildDir, urlPath);
  if (!file) throw new Error(`the build has no page ${urlPath}`);
  const {scripts, stylesheets} = firstLoadAssets(fs.readFileSync(file, 'utf8'));
  const weigh = (url: string): AssetWeight => ({url, bytes: brotliSize(assetFile(buildDir, url))});
  const scriptWeights = scripts.map(weigh);
  const styleWeights = stylesheets.map(weigh);
  const html = brotliSize(file);
  const js = scriptWeights.reduce((sum, a) => sum + a.bytes, 0);
  const css = styleWeights.reduce((sum, a) => sum + a.bytes, 0);
  return {path: urlPath, html, scripts: scriptWeights, stylesheets: styleWeights, js, css, total: html + js + css};
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per exceeded limit, naming the biggest files so the message says where to look. */
export function overBudget(weight: PageWeight, budget: PageBudget): string[] {
  const problems: string[] = [];
  const largest = (assets: AssetWeight[]) =>
    [...assets]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((a) => `${a.url} ${kib(a.bytes)}`)
      .join(', ');
  const check = (what: keyof Omit<PageBudget, 'path'>, detail: string) => {
    const limit = budget[what];
    if (limit !== undefined && weight[what] > limit) {
      problems.push(`${weight.path}: ${what} is ${kib(weight[what])} brotli, ${kib(weight[what] - limit)} over the ${kib(limit)} budget${detail ? ` (${detail})` : ''}`);
    }
  };
  check('html', '');
  check('js', largest(weight.scripts));
  check('css', largest(weight.stylesheets));
  check('total', `HTML ${kib(weight.html)}, JS ${kib(weight.js)}, CSS ${kib(weight.css)}`);
  return problems;
}

export function describe(weight: PageWeight): string {
  return `${weight.path}: HTML ${kib(weight.html)}, JS ${kib(weight.js)} (${weight.scripts.length} files), CSS ${kib(weight.css)} (${weight.stylesheets.length} files), total ${kib(weight.total)} brotli`;
}
