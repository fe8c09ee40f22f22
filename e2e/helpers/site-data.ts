import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {loadResolvedCatalogue} from '../../plugins/catalogue/node/resolve';
import {loadFeaturedApis} from '../../plugins/featured-apis/node/load';

/**
 * The data the site is built from, read and validated by the same loaders the build uses, so the
 * specs follow the data instead of repeating it.
 */
export const SITE_DIR = path.resolve(__dirname, '../..');

/** The catalogue as the site shows it: verified facts applied (the build's status file, if any, attached). */
export const catalogue = loadResolvedCatalogue(SITE_DIR, process.env.CATALOGUE_STATUS_FILE ? {statusFile: path.resolve(SITE_DIR, process.env.CATALOGUE_STATUS_FILE)} : {}).categories;

export const featuredApis = loadFeaturedApis(
  SITE_DIR,
  catalogue.map((category) => category.category),
);

/** Author keys of a blog's authors.yml. */
export function blogAuthorKeys(blogDir: string): string[] {
  return Object.keys(yaml.load(fs.readFileSync(path.join(SITE_DIR, blogDir, 'authors.yml'), 'utf8')) as Record<string, unknown>);
}
