import fs from 'node:fs';
import path from 'node:path';
import {encodeRow} from '../shared/row';
import {addCounts, countFacts} from '../shared/stats';
import {categoryPermalink} from '../shared/permalinks';
import {catalogueTotals, type ResolvedCatalogue, type ResolvedCategory} from './resolve';
import type {ApisModule, CatalogueSummary, CatalogueTotals, CategoryModule, CategorySummary} from '../shared/modules';

/** The module alias: `@catalogue/<name>` is `<dir>/<name>.json` (plugins/catalogue/modules.d.ts declares them). */
export const MODULE_ALIAS = '@catalogue';

export function categorySummary(category: ResolvedCategory): CategorySummary {
  return {
    slug: category.slug,
    name: category.category,
    nameZh: category.nameZh,
    permalink: categoryPermalink(category.slug),
    counts: countFacts(category.apis),
  };
}

/** Every generated module by name (`totals`, `summary`, `apis`, `category/<slug>`). */
export function buildCatalogueModules(catalogue: ResolvedCatalogue): Map<string, unknown> {
  const categories = catalogue.categories.map(categorySummary);
  const summary: CatalogueSummary = {
    categories,
    counts: addCounts(categories.map((category) => category.counts)),
    source: catalogue.source,
    linkCheck: catalogue.linkCheck,
  };
  const modules = new Map<string, unknown>([
    ['totals', catalogueTotals(catalogue) satisfies CatalogueTotals],
    ['summary', summary],
    ['apis', {rows: catalogue.categories.flatMap((category) => category.apis.map(encodeRow))} satisfies ApisModule],
  ]);
  catalogue.categories.forEach((category, index) => {
    modules.set(`category/${category.slug}`, {...categories[index]!, rows: category.apis.map(encodeRow), linkCheck: catalogue.linkCheck} satisfies CategoryModule);
  });
  return modules;
}

/**
 * Writes the modules into `dir` as JSON (compact: visitors download them, nobody reads them in
 * .docusaurus), removing what an earlier run left there (a category that no longer exists).
 */
export function writeCatalogueModules(dir: string, catalogue: ResolvedCatalogue): string[] {
  fs.rmSync(dir, {recursive: true, force: true});
  return [...buildCatalogueModules(catalogue)].map(([name, value]) => {
    const file = path.join(dir, `${name}.json`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  });
}
