import compact from '!!./catalogue-loader.cjs!./catalogue-loader.cjs';
import {expandCatalogue, type StatsCatalogueCategory} from './compact';

export type {StatsCatalogueCategory} from './compact';

/**
 * Every category of the catalogue with the fields the statistics read, for the overview on
 * /google/api, in the plugin's order (by English category name). Built from
 * src/data/catalogue/*.json by ./catalogue-loader.cjs while the site is bundled: three fields per
 * API (a few kilobytes once compressed) instead of the whole catalogue, which only the explorer on
 * /community/public-apis downloads. A category page imports its own category file instead.
 */
export const catalogue: readonly StatsCatalogueCategory[] = expandCatalogue(compact);
