import fs from 'node:fs';
import path from 'node:path';
import {loadOnce} from '../lib/load-once';
import {validateCategoryFile, checkCatalogue} from './schema';
import type {CatalogueCategory} from './types';

export const CATALOGUE_DIR = 'src/data/catalogue';

/**
 * Reads and validates every category file, sorted by English category name. The site config and
 * the plugins share one load per build (plugins/lib/load-once.ts).
 */
export function loadCatalogue(siteDir: string): CatalogueCategory[] {
  const dir = path.join(siteDir, CATALOGUE_DIR);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  return loadOnce(`catalogue:${dir}`, [dir, ...files.map((name) => path.join(dir, name))], () => readCatalogue(dir, files));
}

function readCatalogue(dir: string, files: string[]): CatalogueCategory[] {
  const loaded = files.map((name) => {
    const file = path.posix.join(CATALOGUE_DIR, name);
    const data: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    return {file, category: validateCategoryFile(file, data)};
  });
  checkCatalogue(loaded);
  return loaded.map((entry) => entry.category).sort((a, b) => a.category.localeCompare(b.category, 'en'));
}
