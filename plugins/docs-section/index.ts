/**
 * Docusaurus plugin: one documentation section. It is @docusaurus/plugin-content-docs (same name, so
 * the theme finds its data) that leaves out what no page of the section displays (./slim.ts): in the
 * version metadata its pages load, and in the global data every page's main bundle carries.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {itemsNeedingDocLists, slimVersionRoutes, versionShowsDocCards, withoutDocLists, type DocsGlobalData} from './slim';

export {validateOptions};

export default async function docsSectionPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: []}}).navbar;
  const blocked = itemsNeedingDocLists(navbar?.items ?? []);
  if (blocked.length > 0) {
    throw new Error(
      `docs-section: the navbar has items of type ${blocked.map((type) => `"${type}"`).join(', ')}, which look docs up in the ` +
        'global data this plugin leaves the doc lists out of (plugins/docs-section/slim.ts): link the page with `to` instead',
    );
  }
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    async contentLoaded(args) {
      const slimmed = new Set(
        args.content.loadedVersions.filter((version) => !versionShowsDocCards(version, context.siteDir)).map((version) => version.versionName),
      );
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(slimVersionRoutes(route, slimmed));
      const setGlobalData: typeof args.actions.setGlobalData = (data) => args.actions.setGlobalData(withoutDocLists(data as DocsGlobalData));
      await docs.contentLoaded!({...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}
