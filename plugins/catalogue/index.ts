import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadCatalogue, CATALOGUE_DIR} from './load';
import {catalogueCategoryPermalink} from './routes';
import type {CatalogueAuth, CatalogueCategory, CorsSupport} from './types';

export const PLUGIN_NAME = 'catalogue';

/** The explorer dataset: every API of every category, fetched lazily by the explorer page only. */
export const EXPLORER_DATA_FILE = 'explorer-data.json';
/** Category names and counts only; small enough to be part of the explorer's server-rendered first view. */
export const EXPLORER_SUMMARY_FILE = 'explorer-summary.json';

/**
 * Module names under which the bundler resolves the generated files. createData writes into
 * `<generatedFilesDir>/<plugin name>/<plugin id>/`, and `@generated` is aliased to generatedFilesDir.
 * src/components/ApiExplorer spells these out literally (bundlers need literal import specifiers);
 * a unit test keeps the two in step, and contentLoaded checks the paths createData really returned.
 */
export const EXPLORER_DATA_MODULE = `@generated/${PLUGIN_NAME}/default/${EXPLORER_DATA_FILE}`;
export const EXPLORER_SUMMARY_MODULE = `@generated/${PLUGIN_NAME}/default/${EXPLORER_SUMMARY_FILE}`;

export interface ExplorerCategory {
  slug: string;
  /** English category name, as in the source list. */
  name: string;
  nameZh: string;
  count: number;
  permalink: string;
}

export interface ExplorerSummary {
  total: number;
  /** In catalogue order (English name), which is also the order of the explorer's category sort. */
  categories: ExplorerCategory[];
}

/**
 * One API as a positional row: 1,695 objects repeating eight key names would add about a
 * fifth to the download. Field order: name, url, category slug, auth, https, cors, English
 * description, Chinese description (decoded by src/components/ApiExplorer/dataset.ts).
 */
export type ExplorerApiRow = [
  name: string,
  url: string,
  category: string,
  auth: CatalogueAuth,
  https: boolean,
  cors: CorsSupport,
  description: string,
  descriptionZh: string,
];

export interface ExplorerDataset {
  categories: ExplorerCategory[];
  apis: ExplorerApiRow[];
}

export function buildExplorerCategories(catalogue: readonly CatalogueCategory[]): ExplorerCategory[] {
  return catalogue.map((category) => ({
    slug: category.slug,
    name: category.category,
    nameZh: category.nameZh,
    count: category.apis.length,
    permalink: catalogueCategoryPermalink(category.slug),
  }));
}

export function buildExplorerSummary(catalogue: readonly CatalogueCategory[]): ExplorerSummary {
  const categories = buildExplorerCategories(catalogue);
  return {total: categories.reduce((sum, category) => sum + category.count, 0), categories};
}

export function buildExplorerDataset(catalogue: readonly CatalogueCategory[]): ExplorerDataset {
  return {
    categories: buildExplorerCategories(catalogue),
    apis: catalogue.flatMap((category) =>
      category.apis.map((api): ExplorerApiRow => [
        api.name,
        api.url,
        category.slug,
        api.auth,
        api.https,
        api.cors,
        api.description,
        api.descriptionZh,
      ]),
    ),
  };
}

/** The `@generated/...` module name of a file written by createData. */
export function generatedModuleName(generatedFilesDir: string, filePath: string): string {
  return `@generated/${path.relative(generatedFilesDir, filePath).split(path.sep).join('/')}`;
}

function assertModuleName(generatedFilesDir: string, filePath: string, expected: string): void {
  const actual = generatedModuleName(generatedFilesDir, filePath);
  if (actual !== expected) {
    // Happens if the plugin is registered under another id: the explorer's imports would not resolve.
    throw new Error(`[${PLUGIN_NAME}] generated ${actual}, but the API explorer imports ${expected}; register the plugin once, without an id`);
  }
}

/** Loads the public API catalogue and generates the data of the explorer on /community/public-apis. */
export default function cataloguePlugin(context: LoadContext): Plugin<CatalogueCategory[]> {
  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [path.join(context.siteDir, CATALOGUE_DIR, '*.json')];
    },

    async loadContent() {
      return loadCatalogue(context.siteDir);
    },

    async contentLoaded({content, actions}) {
      // Compact JSON: the data set is downloaded by visitors, nobody reads it in .docusaurus.
      const [dataPath, summaryPath] = await Promise.all([
        actions.createData(EXPLORER_DATA_FILE, JSON.stringify(buildExplorerDataset(content))),
        actions.createData(EXPLORER_SUMMARY_FILE, JSON.stringify(buildExplorerSummary(content))),
      ]);
      assertModuleName(context.generatedFilesDir, dataPath, EXPLORER_DATA_MODULE);
      assertModuleName(context.generatedFilesDir, summaryPath, EXPLORER_SUMMARY_MODULE);
    },
  };
}
