import path from 'node:path';
import {loadFeaturedApis} from '../../featured-apis/node/load';
import {loadCatalogue, loadLinkStatus, loadSource, STATUS_FILE} from './load';
import {featuredFacts, findFactConflicts, sameApi, verificationOf, FactConflictError, type FeaturedFacts} from './facts';
import type {CatalogueCategory, CatalogueEntry, CatalogueSource, LinkStatusFile} from '../shared/types';
import type {LinkCheckSummary} from '../shared/modules';

export interface ResolvedCategory {
  category: string;
  slug: string;
  nameZh: string;
  apis: CatalogueEntry[];
}

/** The catalogue as every view shows it: verified facts applied, link status attached. */
export interface ResolvedCatalogue {
  categories: ResolvedCategory[];
  source: CatalogueSource;
  linkCheck: LinkCheckSummary | null;
}

/**
 * Applies the verified facts and the link status to the validated catalogue. Fails, listing every
 * one, when a conflict remains (see facts.ts). A status result counts only while it is about the
 * API's current URL: after the URL changed, the old result says nothing about the new one.
 */
export function resolveCatalogue(
  catalogue: readonly CatalogueCategory[],
  featured: readonly FeaturedFacts[],
  source: CatalogueSource,
  status: LinkStatusFile | null,
): ResolvedCatalogue {
  const conflicts = findFactConflicts(
    catalogue.flatMap((category) => category.apis.map((api, index) => ({api, where: `${category.slug}.json apis[${index}]`}))),
    featured,
  );
  if (conflicts.length > 0) throw new FactConflictError(conflicts);
  return {
    categories: catalogue.map((category) => ({
      category: category.category,
      slug: category.slug,
      nameZh: category.nameZh,
      apis: category.apis.map((api): CatalogueEntry => {
        const verification = verificationOf(api, featured.filter((entry) => sameApi(api, entry) !== null));
        const settled = Object.fromEntries((verification?.facts ?? []).map((fact) => [fact.field, fact.value]));
        const result = status?.results[api.id];
        return {...api, ...settled, category: category.slug, verification, link: result && result.url === api.url ? result.status : null};
      }),
    })),
    source,
    linkCheck: status ? {checkedAt: status.checkedAt} : null,
  };
}

export interface ResolveOptions {
  /** The link status file; default src/data/catalogue-status.json. Missing: no status is shown. */
  statusFile?: string;
}

/** Loads, validates and resolves everything the catalogue's views are built from, once per build. */
export function loadResolvedCatalogue(siteDir: string, {statusFile = path.join(siteDir, STATUS_FILE)}: ResolveOptions = {}): ResolvedCatalogue {
  const catalogue = loadCatalogue(siteDir);
  const featured = loadFeaturedApis(
    siteDir,
    catalogue.map((category) => category.category),
  );
  const source = loadSource(siteDir);
  const status = loadLinkStatus(statusFile);
  // Each loader returns the same object while its files are unchanged: resolve again only when one changed.
  const holder = globalThis as typeof globalThis & {[RESOLVED]?: WeakMap<object, {inputs: unknown[]; value: ResolvedCatalogue}>};
  const cache = (holder[RESOLVED] ??= new WeakMap());
  const inputs = [featured, source, status];
  const cached = cache.get(catalogue);
  if (cached && cached.inputs.every((input, index) => input === inputs[index])) return cached.value;
  const value = resolveCatalogue(catalogue, featuredFacts(featured), source, status);
  cache.set(catalogue, {inputs, value});
  return value;
}

const RESOLVED = Symbol.for('apis.catalogue-resolved');

/** The two numbers shown in short mentions (home page, announcement bar): APIs and categories. */
export function catalogueTotals(catalogue: {categories: readonly {apis: readonly unknown[]}[]}): {apis: number; categories: number} {
  return {
    apis: catalogue.categories.reduce((sum, category) => sum + category.apis.length, 0),
    categories: catalogue.categories.length,
  };
}
