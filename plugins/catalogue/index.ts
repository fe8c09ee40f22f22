/**
 * Docusaurus plugin 'catalogue': the public API catalogue, from src/data to every view of it.
 *
 * - node/: loads and validates the data (load.ts, schema.ts), applies the verified facts of
 *   featured-apis.json and the link status (facts.ts, resolve.ts), writes the generated modules
 *   (modules.ts) and, after the build, the static JSON API under /catalogue/v1/ (json-api.ts,
 *   openapi.ts). The maintainers' tools (`npm run catalogue:sync`, `npm run catalogue:check-links`)
 *   are in scripts/catalogue/ and use this code.
 * - shared/: types, the one row encoding, statistics from counts, permalinks and labels, for the
 *   Node side, the theme components and the site.
 * - theme/: CatalogueStats, CatalogueCategoryTable, CatalogueCount, CatalogueTable, ApiExplorer and
 *   CatalogueApiBase as @theme/… components, so the site may swizzle them.
 * - The generated modules are imported as `@catalogue/totals`, `@catalogue/summary`,
 *   `@catalogue/apis` and `@catalogue/category/<slug>` (declared in ./modules.d.ts).
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {CATALOGUE_DIR, SOURCE_FILE, STATUS_FILE, loadLinkStatus} from './node/load';
import {FEATURED_APIS_FILE} from '../featured-apis/node/load';
import {catalogueTotals, loadResolvedCatalogue, type ResolvedCatalogue} from './node/resolve';
import {MODULE_ALIAS, writeCatalogueModules} from './node/modules';
import {writeJsonApi} from './node/json-api';

export const PLUGIN_NAME = 'catalogue';

// A type, not an interface: the site config's plugin list takes options with an index signature.
export type CatalogueOptions = {
  /** The link status file, relative to the site; default src/data/catalogue-status.json. Missing: no status anywhere. */
  statusFile?: string;
};

const optionsSchema = Joi.object<CatalogueOptions>({
  statusFile: Joi.string().pattern(/\.json$/, 'a .json file'),
});

export function validateOptions({options, validate}: OptionValidationContext<CatalogueOptions | undefined, CatalogueOptions>): CatalogueOptions {
  return validate(optionsSchema, options ?? {});
}

/** The catalogue's size for short mentions outside React (the announcement bar): the same numbers as `@catalogue/totals`. */
export function loadCatalogueTotals(siteDir: string, options: CatalogueOptions = {}): {apis: number; categories: number} {
  return catalogueTotals(loadResolvedCatalogue(siteDir, {statusFile: statusFileOf(siteDir, options)}));
}

function statusFileOf(siteDir: string, options: CatalogueOptions): string {
  return path.resolve(siteDir, options.statusFile ?? STATUS_FILE);
}

export default function cataloguePlugin(context: LoadContext, options: CatalogueOptions = {}): Plugin<ResolvedCatalogue> {
  const {siteDir} = context;
  const modulesDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const statusFile = statusFileOf(siteDir, options);
  return {
    name: PLUGIN_NAME,

    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    getPathsToWatch() {
      return [path.join(siteDir, CATALOGUE_DIR, '*.json'), path.join(siteDir, SOURCE_FILE), path.join(siteDir, FEATURED_APIS_FILE), statusFile];
    },

    async loadContent() {
      const catalogue = loadResolvedCatalogue(siteDir, {statusFile});
      writeCatalogueModules(modulesDir, catalogue);
      return catalogue;
    },

    configureWebpack() {
      return {resolve: {alias: {[MODULE_ALIAS]: modulesDir}}};
    },

    async postBuild({outDir, content, siteConfig}) {
      writeJsonApi(outDir, {catalogue: content, siteUrl: `${siteConfig.url}${siteConfig.baseUrl}`, status: loadLinkStatus(statusFile)});
    },
  };
}
