import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {loadCatalogue} from '../../plugins/catalogue/load';
import {loadFeaturedApis} from '../../plugins/featured-apis/load';

/**
 * The data the site is built from, read and validated by the same loaders the build uses, so the
 * specs follow the data instead of repeating it.
 */
export const SITE_DIR = path.resolve(__dirname, '../..');

export const catalogue = loadCatalogue(SITE_DIR);

export const featuredApis = loadFeaturedApis(
  SITE_DIR,
  catalogue.map((category) => category.category),
);

/** Author keys of a blog's authors.yml. */
export function blogAuthorKeys(blogDir: string): string[] {
  return Object.keys(yaml.load(fs.readFileSync(path.join(SITE_DIR, blogDir, 'authors.yml'), 'utf8')) as Record<string, unknown>);
}
