import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {highlightCode, registerLanguages, type HighlightSettings} from '../code-highlight/node/prism';
import {endpointSnippets} from './shared/request';
import {formatExample} from './shared/example';
import {loadCatalogue, CATALOGUE_DIR} from '../catalogue/node/load';
import {categoryPermalink} from '../catalogue/shared/permalinks';
import {loadFeaturedApis, featuredApiPermalink, FEATURED_APIS_FILE} from './node/load';
import type {EndpointCode, FeaturedApi, FeaturedApiPageData, FeaturedApiSummary, FeaturedApisGlobalData} from './shared/types';

export interface FeaturedApisOptions {
  /** How code blocks are highlighted at build time: the site's settings for plugins/code-highlight. */
  highlight: HighlightSettings;
}

export interface FeaturedApisContent {
  apis: FeaturedApi[];
  categorySlugs: Record<string, string>;
}

export function summarize(api: FeaturedApi, index: number): FeaturedApiSummary {
  return {id: api.id, name: api.name, summary: api.summary, category: api.category, permalink: featuredApiPermalink(index)};
}

/** Each endpoint's example request in the three languages and its sample response, highlighted. */
export function endpointCode(api: FeaturedApi, settings: HighlightSettings): Record<string, EndpointCode> {
  registerLanguages(settings.additionalLanguages);
  const highlighted = (code: string, language: string) => ({code, language, highlight: highlightCode(code, language, settings)});
  return Object.fromEntries(
    api.endpoints.map((endpoint) => {
      const snippets = endpointSnippets(api, endpoint).map((snippet) => ({tab: snippet.language, label: snippet.label, ...highlighted(snippet.code, snippet.highlight)}));
      const example = endpoint.sampleOmitted === undefined ? formatExample(endpoint.exampleResponse) : null;
      return [endpoint.id, {snippets, example: example && highlighted(example.code, example.language)}];
    }),
  );
}

/** Builds the props of every /fo/N page: the API, its highlighted code, its neighbours and related APIs. */
export function buildPageData(content: FeaturedApisContent, settings: HighlightSettings): FeaturedApiPageData[] {
  const summaries = content.apis.map(summarize);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return content.apis.map((api, index) => {
    const slug = content.categorySlugs[api.category];
    return {
      index,
      // The sample responses travel once, as highlighted code.
      api: {...api, endpoints: api.endpoints.map(({exampleResponse: _sample, ...endpoint}) => endpoint)},
      code: endpointCode(api, settings),
      categoryPermalink: slug ? categoryPermalink(slug) : null,
      previous: summaries[index - 1] ?? null,
      next: summaries[index + 1] ?? null,
      related: (api.related ?? []).map((id) => byId.get(id)!),
    };
  });
}

export default function featuredApisPlugin(context: LoadContext, options: FeaturedApisOptions): Plugin<FeaturedApisContent> {
  return {
    name: 'featured-apis',
    getThemePath: () => path.join(__dirname, 'theme'),

    getPathsToWatch() {
      return [path.join(context.siteDir, FEATURED_APIS_FILE), path.join(context.siteDir, CATALOGUE_DIR, '*.json')];
    },

    async loadContent() {
      const catalogue = loadCatalogue(context.siteDir);
      const apis = loadFeaturedApis(context.siteDir, catalogue.map((c) => c.category));
      return {apis, categorySlugs: Object.fromEntries(catalogue.map((c) => [c.category, c.slug]))};
    },

    async contentLoaded({content, actions}) {
      const pages = buildPageData(content, options.highlight);
      await Promise.all(
        pages.map(async (page) => {
          const dataPath = await actions.createData(`fo-${page.index}.json`, JSON.stringify(page));
          actions.addRoute({
            path: featuredApiPermalink(page.index),
            component: '@theme/FeaturedApiPage',
            modules: {data: dataPath},
            exact: true,
          });
        }),
      );
      actions.setGlobalData({apis: content.apis.map(summarize)} satisfies FeaturedApisGlobalData);
    },
  };
}

const OPTIONS_SCHEMA = Joi.object({
  highlight: Joi.object({
    additionalLanguages: Joi.array().items(Joi.string()).required(),
    magicCommentWords: Joi.array().items(Joi.string()).required(),
    defaultLanguage: Joi.string(),
  }).required(),
});

export function validateOptions({validate, options}: OptionValidationContext<FeaturedApisOptions, FeaturedApisOptions>): FeaturedApisOptions {
  return validate(OPTIONS_SCHEMA, options);
}
