import type {Locator, Page} from '@playwright/test';
import {expect, visit} from '../fixtures';
import {catalogue} from './site-data';
import type {ResolvedCategory} from '../../plugins/catalogue/node/resolve';
import type {CatalogueEntry} from '../../plugins/catalogue/shared/types';

/**
 * The catalogue as the specs check it: category pages and the explorer on /community/public-apis.
 * Expected counts are computed here from the catalogue as the build resolves it
 * (src/data/catalogue/*.json with the verified facts applied), independently of
 * plugins/catalogue/theme/ApiExplorer/filter.ts.
 */
export const categories: ResolvedCategory[] = catalogue;

export type Row = CatalogueEntry & {slug: string};
export const rows: Row[] = categories.flatMap((category) => category.apis.map((api) => ({...api, slug: category.slug})));

export function category(slug: string): ResolvedCategory {
  const found = categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug} in src/data/catalogue`);
  return found;
}

export const count = (predicate: (row: Row) => boolean) => rows.filter(predicate).length;
export const countText = (n: number) => `共找到 ${n} 个 API`;
export const PAGE_SIZE = 50;

export function explorer(page: Page): Locator {
  return page.getByTestId('api-explorer');
}

/** Waits for hydration and for the data set: before that, typing reaches server HTML without handlers. */
export async function openExplorer(page: Page, search = ''): Promise<void> {
  await visit(page, `/community/public-apis${search}`);
  await expect(explorer(page)).toHaveAttribute('data-status', 'ready');
}

export const items = (page: Page) => page.getByTestId('api-explorer-item');
export const countLine = (page: Page) => page.getByTestId('api-explorer-count');
export const control = (page: Page, label: string) => explorer(page).getByLabel(label, {exact: true});

export async function expectResults(page: Page, n: number, predicate?: (row: Row) => boolean): Promise<void> {
  await expect(countLine(page)).toHaveText(countText(n));
  await expect(items(page)).toHaveCount(Math.min(n, PAGE_SIZE));
  if (!predicate) return;
  // Every shown item really satisfies the filter (checked on name + category, which identify an API's row set).
  const shown = await items(page).evaluateAll((els) => els.map((el) => [el.getAttribute('data-name') ?? '', el.getAttribute('data-category') ?? '']));
  for (const [name, slug] of shown) {
    expect(rows.some((row) => row.name === name && row.slug === slug && predicate(row)), `${name} (${slug})`).toBe(true);
  }
}
