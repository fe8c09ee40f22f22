import type {CatalogueRow} from './row';
import type {FactCounts} from './stats';
import type {CatalogueSource} from './types';

/**
 * Shapes of the modules the plugin generates, imported under the `@catalogue/…` alias (declared
 * once, in plugins/catalogue/modules.d.ts):
 * - `@catalogue/totals`: the two numbers the home page and short mentions show;
 * - `@catalogue/summary`: every category with its counts, the source and the link check date, for
 *   the statistics, the table of categories and the explorer's first view;
 * - `@catalogue/category/<slug>`: one category with its rows, for its page;
 * - `@catalogue/apis`: every row, downloaded by the explorer only (a dynamic import).
 */

export interface CatalogueTotals {
  apis: number;
  categories: number;
}

export interface LinkCheckSummary {
  /** ISO 8601 date-time of the link check whose results the site shows. */
  checkedAt: string;
}

export interface CategorySummary {
  slug: string;
  /** English category name, as in the source list. */
  name: string;
  nameZh: string;
  permalink: string;
  counts: FactCounts;
}

export interface CatalogueSummary {
  /** In catalogue order (English name). */
  categories: CategorySummary[];
  /** All categories added up. */
  counts: FactCounts;
  source: CatalogueSource;
  /** null when the site is built without a link status file: then no status is shown anywhere. */
  linkCheck: LinkCheckSummary | null;
}

export interface CategoryModule extends CategorySummary {
  rows: CatalogueRow[];
  linkCheck: LinkCheckSummary | null;
}

export interface ApisModule {
  rows: CatalogueRow[];
}
