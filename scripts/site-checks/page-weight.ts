/**
 * What a page's HTML weighs and names, read from a build, in bytes of brotli at quality 11: the HTML
 * and the scripts and stylesheets it references. (What the browser fetches in all, chunks it requests at
 * run time included, is measured in Chromium: scripts/lib/cold-load.mjs.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {resolveUrlPath} from '../../plugins/lib/site-html.mjs';
import type {HtmlBudget} from './budgets';
import {brotliSize} from '../lib/cold-load.mjs';
import {kib} from '../bench/format.mjs';

export {brotliSize};

export interface FirstLoadAssets {
  scripts: string[];
  stylesheets: string[];
}

/**
 * The same-origin scripts and `<link rel=stylesheet href>` of a page, in document order. A script is a
 * `<script src>` or the bundle an inline loader starts after the first paint (`<script data-main>`,
 * plugins/lean-bundle/ssr-template.ts). Production HTML is minified (unquoted attributes, dropped end
 * tags), so it is read with a real parser.
 */
export function firstLoadAssets(html: string): FirstLoadAssets {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const local = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          const url = attributes.src ?? attributes['data-main'];
          if (local(url)) scripts.push(url);
        }
        const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rel.includes('stylesheet') && local(attributes.href)) stylesheets.push(attributes.href);
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return {scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)]};
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

/** A line when the page's HTML exceeds its budget. */
export function overBudget(weight: PageWeight, budget: HtmlBudget): string[] {
  return weight.html > budget.html ? [`${weight.path}: HTML is ${kib(weight.html)} brotli, ${kib(weight.html - budget.html)} over the ${kib(budget.html)} budget`] : [];
}

export function describe(weight: PageWeight): string {
  return `${weight.path}: HTML ${kib(weight.html)}, JS ${kib(weight.js)} (${weight.scripts.length} files), CSS ${kib(weight.css)} (${weight.stylesheets.length} files), total ${kib(weight.total)} brotli`;
}
