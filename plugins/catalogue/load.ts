import fs from 'node:fs';
import path from 'node:path';
import {validateCategoryFile, checkCatalogue} from './schema';
import type {CatalogueCategory} from './types';

export const CATALOGUE_DIR = 'src/data/catalogue';

/** Reads and validates every category file, sorted by English category name. */
export function loadCatalogue(siteDir: string): CatalogueCategory[] {
  const dir = path.join(siteDir, CATALOGUE_DIR);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const loaded = files.map((name) => {
    const file = path.posix.join(CATALOGUE_DIR, name);
    const data: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    return {file, category: validateCategoryFile(file, data)};
  });
  checkCatalogue(loaded);
  return loaded.map((entry) => entry.category).sort((a, b) => a.category.localeCompare(b.category, 'en'));
}
