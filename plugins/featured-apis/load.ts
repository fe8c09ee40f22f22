import fs from 'node:fs';
import path from 'node:path';
import {validateFeaturedApis} from './schema';
import type {FeaturedApi} from './types';

export const FEATURED_APIS_FILE = 'src/data/featured-apis.json';

/** Route of the featured API at `index` in the data file. */
export function featuredApiPermalink(index: number): string {
  return `/fo/${index}`;
}

export function loadFeaturedApis(siteDir: string, categories: readonly string[]): FeaturedApi[] {
  const raw = fs.readFileSync(path.join(siteDir, FEATURED_APIS_FILE), 'utf8');
  return validateFeaturedApis(FEATURED_APIS_FILE, JSON.parse(raw), categories);
}
