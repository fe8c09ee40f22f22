import fs from 'node:fs';
import path from 'node:path';
import {loadOnce} from '../../lib/load-once';
import {validateFeaturedApis} from './schema';
import type {FeaturedApi} from '../shared/types';

export const FEATURED_APIS_FILE = 'src/data/featured-apis.json';

/** Route of the featured API at `index` in the data file. */
export function featuredApiPermalink(index: number): string {
  return `/fo/${index}`;
}

/** Reads and validates the featured APIs once per build (plugins/lib/load-once.ts). */
export function loadFeaturedApis(siteDir: string, categories: readonly string[]): FeaturedApi[] {
  const file = path.join(siteDir, FEATURED_APIS_FILE);
  return loadOnce(`featured:${file}:${categories.join(',')}`, [file], () =>
    validateFeaturedApis(FEATURED_APIS_FILE, JSON.parse(fs.readFileSync(file, 'utf8')), categories),
  );
}
