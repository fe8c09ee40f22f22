import summary from '@generated/catalogue/default/explorer-summary.json';
import {formatCount} from './stats';

/**
 * The size of the catalogue for short mentions (home page, community pages): the number of APIs
 * and of categories, from the summary plugins/catalogue writes for the explorer (names and counts
 * only, small enough for any page).
 */
export const catalogueTotals = {
  apis: summary.total,
  categories: summary.categories.length,
} as const;

export type CatalogueTotalKind = keyof typeof catalogueTotals;

/** The formatted number, e.g. "1,695" for `apis`. */
export function catalogueTotal(kind: CatalogueTotalKind): string {
  return formatCount(catalogueTotals[kind]);
}
