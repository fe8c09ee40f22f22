import fs from 'node:fs';
import path from 'node:path';
import {loadOnce} from '../../lib/load-once';
import {validateCategoryFile, checkCatalogue, validateSource, validateStatusFile} from './schema';
import type {CatalogueCategory, CatalogueSource, LinkStatusFile} from '../shared/types';

export const CATALOGUE_DIR = 'src/data/catalogue';
export const SOURCE_FILE = 'src/data/catalogue-source.json';
/** Written by `npm run catalogue:check-links`; optional: without it the site shows no link status. */
export const STATUS_FILE = 'src/data/catalogue-status.json';

/**
 * Reads and validates every category file, sorted by English category name. The site config and
 * the plugins share one load per build (plugins/lib/load-once.ts).
 */
export function loadCatalogue(siteDir: string): CatalogueCategory[] {
  return readCatalogueDir(path.join(siteDir, CATALOGUE_DIR), CATALOGUE_DIR);
}

/** The same for any folder of category files (`label` names it in error messages). */
export function readCatalogueDir(dir: string, label = dir): CatalogueCategory[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  return loadOnce(`catalogue:${dir}`, [dir, ...files.map((name) => path.join(dir, name))], () => readCatalogue(dir, label, files));
}

function readCatalogue(dir: string, label: string, files: string[]): CatalogueCategory[] {
  const parsed = files.map((name) => ({file: path.posix.join(label, name), data: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown}));
  const untranslated = parsed.flatMap(({file, data}) => missingChinese(file, data));
  if (untranslated.length > 0) {
    throw new Error(`${untranslated.length} catalogue API(s) still need a Chinese description (descriptionZh):\n${untranslated.map((line) => `  ${line}`).join('\n')}`);
  }
  const loaded = parsed.map(({file, data}) => ({file, category: validateCategoryFile(file, data)}));
  checkCatalogue(loaded);
  return loaded.map((entry) => entry.category).sort((a, b) => a.category.localeCompare(b.category, 'en'));
}

/**
 * Every API of a category file without descriptionZh, one line each: a sync brings new APIs without
 * Chinese, and the translator needs the whole list, not the first one.
 */
export function missingChinese(file: string, data: unknown): string[] {
  const apis = (data as {apis?: unknown} | null)?.apis;
  if (!Array.isArray(apis)) return [];
  return apis.flatMap((api: {id?: unknown; name?: unknown; descriptionZh?: unknown} | null, index) =>
    api && typeof api === 'object' && !('descriptionZh' in api) ? [`${file}: apis[${index}] "${String(api.name)}" (${String(api.id)})`] : [],
  );
}

export function loadSource(siteDir: string): CatalogueSource {
  const file = path.join(siteDir, SOURCE_FILE);
  return loadOnce(`catalogue-source:${file}`, [file], () => validateSource(SOURCE_FILE, JSON.parse(fs.readFileSync(file, 'utf8'))));
}

/** The link status file at `file` (absolute), or null when there is none. */
export function loadLinkStatus(file: string): LinkStatusFile | null {
  if (!fs.existsSync(file)) return null;
  return loadOnce(`catalogue-status:${file}`, [file], () => validateStatusFile(file, JSON.parse(fs.readFileSync(file, 'utf8'))));
}
