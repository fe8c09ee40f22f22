import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadCatalogue, CATALOGUE_DIR} from '../catalogue/load';
import {catalogueCategoryPermalink} from '../catalogue/routes';
import {loadFeaturedApis, featuredApiPermalink, FEATURED_APIS_FILE} from './load';
import type {FeaturedApi, FeaturedApiPageData, FeaturedApiSummary} from './types';

export interface FeaturedApisContent {
  apis: FeaturedApi[];
  categorySlugs: Record<string, string>;
}

/** Global data of this plugin, read by the home page grid. */
export interface FeaturedApisGlobalData {
  apis: FeaturedApiSummary[];
}

export function summarize(api: FeaturedApi, index: number): FeaturedApiSummary {
  return {id: api.id, name: api.name, summary: api.summary, category: api.category, permalink: featuredApiPermalink(index)};
}

/** Builds the props of every /fo/N page: the API plus its neighbours and related APIs. */
export function buildPageData(content: FeaturedApisContent): FeaturedApiPageData[] {
  const summaries = content.apis.map(summarize);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return content.apis.map((api, index) => {
    const slug = content.categorySlugs[api.category];
    return {
      index,
      api,
      categoryPermalink: slug ? catalogueCategoryPermalink(slug) : null,
      previous: summaries[index - 1] ?? null,
      next: summaries[index + 1] ?? null,
      related: (api.related ?? []).map((id) => byId.get(id)!),
    };
  });
}

export default function featuredApisPlugin(context: LoadContext): Plugin<FeaturedApisContent> {
  return {
    name: 'featured-apis',

    getPathsToWatch() {
      return [path.join(context.siteDir, FEATURED_APIS_FILE), path.join(context.siteDir, CATALOGUE_DIR, '*.json')];
    },

    async loadContent() {
      const catalogue = loadCatalogue(context.siteDir);
      const apis = loadFeaturedApis(context.siteDir, catalogue.map((c) => c.category));
      return {apis, categorySlugs: Object.fromEntries(catalogue.map((c) => [c.category, c.slug]))};
    },

    async contentLoaded({content, actions}) {
      const pages = buildPageData(content);
      await Promise.all(
        pages.map(async (page) => {
          const dataPath = await actions.createData(`fo-${page.index}.json`, JSON.stringify(page));
          actions.addRoute({
            path: featuredApiPermalink(page.index),
            component: '@site/src/components/FeaturedApiPage/index.tsx',
            modules: {data: dataPath},
            exact: true,
          });
        }),
      );
      actions.setGlobalData({apis: content.apis.map(summarize)} satisfies FeaturedApisGlobalData);
    },
  };
}
