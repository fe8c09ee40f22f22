/**
 * The static JSON API under /catalogue/v1/, written from the resolved catalogue after each build
 * (and by anything else that needs the same files: the docs examples serve them from a temporary
 * folder). Version 1's file shapes are a promise: fields may be added, none renamed or removed;
 * anything else gets /catalogue/v2/. The shapes are described, with a JSON Schema for each file,
 * by the OpenAPI document written beside them (./openapi.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {apiAnchorPermalink, apiPermalink, categoryPermalink, JSON_API_FILES, JSON_API_PATH} from '../shared/permalinks';
import type {CatalogueAuth, CatalogueEntry, CatalogueSource, CorsSupport, LinkCheckResult, LinkStatusFile, VerifiableField} from '../shared/types';
import type {ResolvedCatalogue, ResolvedCategory} from './resolve';
import {buildOpenApiDocument} from './openapi';

export const JSON_API_VERSION = 1;

export interface JsonApiCategoryRef {
  slug: string;
  /** English name, as in the upstream list. */
  name: string;
  nameZh: string;
}

export interface JsonApiVerifiedFact {
  field: VerifiableField;
  value: boolean | CatalogueAuth | CorsSupport;
  upstream: boolean | CatalogueAuth | CorsSupport;
  source: {name: string; url: string};
  /** YYYY-MM */
  checked: string;
}

export interface JsonApiEntry {
  id: string;
  name: string;
  url: string;
  category: JsonApiCategoryRef;
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  description: string;
  descriptionZh: string;
  /** Facts where our verified data overrides the upstream list; the fields above hold the verified values. */
  verified: JsonApiVerifiedFact[];
  /** The last link check's result for this URL; null without one. */
  link: LinkCheckResult | null;
  /** The explorer opened on this API. */
  permalink: string;
  /** The API's row on its category page. */
  page: string;
}

export interface JsonApiCategory extends JsonApiCategoryRef {
  count: number;
  page: string;
  /** This category's file of the JSON API. */
  href: string;
}

interface DocumentBase {
  version: typeof JSON_API_VERSION;
  source: CatalogueSource;
  /** When the link results were checked; null when the site was built without a status file. */
  linkCheckedAt: string | null;
}

export interface JsonApiApisDocument extends DocumentBase {
  count: number;
  apis: JsonApiEntry[];
}

export interface JsonApiCategoriesDocument extends DocumentBase {
  count: number;
  categories: JsonApiCategory[];
}

export interface JsonApiCategoryDocument extends DocumentBase {
  category: JsonApiCategory;
  apis: JsonApiEntry[];
}

export interface JsonApiInput {
  catalogue: ResolvedCatalogue;
  /** Absolute URLs in the files start with it: the site's URL (siteConfig.url), no trailing slash. */
  siteUrl: string;
  /** The status file the catalogue was resolved with, for the link details; null without one. */
  status: LinkStatusFile | null;
}

/** Every file of the JSON API by its path under /catalogue/v1/, in a fixed order. */
export function buildJsonApi({catalogue, siteUrl, status}: JsonApiInput): Map<string, unknown> {
  const site = siteUrl.replace(/\/+$/, '');
  const base = `${site}${JSON_API_PATH}`;
  const common: DocumentBase = {version: JSON_API_VERSION, source: catalogue.source, linkCheckedAt: catalogue.linkCheck?.checkedAt ?? null};
  const categoryOf = (category: ResolvedCategory): JsonApiCategory => ({
    slug: category.slug,
    name: category.category,
    nameZh: category.nameZh,
    count: category.apis.length,
    page: `${site}${categoryPermalink(category.slug)}`,
    href: `${base}/${JSON_API_FILES.category(category.slug)}`,
  });
  const entryOf = (category: ResolvedCategory, api: CatalogueEntry): JsonApiEntry => ({
    id: api.id,
    name: api.name,
    url: api.url,
    category: {slug: category.slug, name: category.category, nameZh: category.nameZh},
    auth: api.auth,
    https: api.https,
    cors: api.cors,
    description: api.description,
    descriptionZh: api.descriptionZh,
    verified: (api.verification?.facts ?? []).map((fact) => ({
      field: fact.field,
      value: fact.value,
      upstream: fact.upstream,
      source: {name: api.verification!.source.name, url: `${site}${api.verification!.source.permalink}`},
      checked: api.verification!.checked,
    })),
    // Only a result about the current URL: resolveCatalogue set `link` under the same rule.
    link: api.link ? status!.results[api.id]! : null,
    permalink: `${site}${apiPermalink(api.id)}`,
    page: `${site}${apiAnchorPermalink(category.slug, api.id)}`,
  });
  const apis = catalogue.categories.flatMap((category) => category.apis.map((api) => entryOf(category, api)));
  const files = new Map<string, unknown>();
  files.set(JSON_API_FILES.apis, {...common, count: apis.length, apis} satisfies JsonApiApisDocument);
  files.set(JSON_API_FILES.categories, {...common, count: catalogue.categories.length, categories: catalogue.categories.map(categoryOf)} satisfies JsonApiCategoriesDocument);
  for (const category of catalogue.categories) {
    files.set(JSON_API_FILES.category(category.slug), {
      ...common,
      category: categoryOf(category),
      apis: category.apis.map((api) => entryOf(category, api)),
    } satisfies JsonApiCategoryDocument);
  }
  files.set(JSON_API_FILES.openapi, buildOpenApiDocument({serverUrl: base, categorySlugs: catalogue.categories.map((category) => category.slug)}));
  return files;
}

/**
 * Writes the JSON API into `<outDir>/catalogue/v1/` and returns the files written. Compact JSON:
 * programs read it, and the precompress step makes it small on the wire.
 */
export function writeJsonApi(outDir: string, input: JsonApiInput): string[] {
  const dir = path.join(outDir, JSON_API_PATH);
  fs.rmSync(dir, {recursive: true, force: true});
  return [...buildJsonApi(input)].map(([name, value]) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  });
}
