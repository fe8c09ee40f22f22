import {catalogueCategoryPermalink} from '@site/plugins/catalogue/routes';
import type {CatalogueApi, CatalogueCategory} from '@site/plugins/catalogue/types';
import type {StatsApi} from './stats';

/** A category as ./catalogue-loader.cjs emits it: [slug, English name, Chinese name, APIs as [auth, https, cors]]. */
export type CompactCategory = [slug: string, category: string, nameZh: string, apis: [CatalogueApi['auth'], boolean, CatalogueApi['cors']][]];

/** A category with the fields the statistics and the overview table read. */
export interface StatsCatalogueCategory extends Pick<CatalogueCategory, 'slug' | 'category' | 'nameZh'> {
  permalink: string;
  apis: StatsApi[];
}

export function expandCatalogue(rows: readonly CompactCategory[]): StatsCatalogueCategory[] {
  return rows.map(([slug, category, nameZh, apis]) => ({
    slug,
    category,
    nameZh,
    permalink: catalogueCategoryPermalink(slug),
    apis: apis.map(([auth, https, cors]) => ({auth, https, cors})),
  }));
}
