/**
 * What a docs section's pages download to draw their sidebar: the version metadata that every page of
 * the section loads before it renders. Docusaurus puts in it, for every doc, its title and description,
 * and on every sidebar link its doc id, all for one reader: the doc cards of category index pages
 * (`DocCard` → `useDocById`). A section that shows no doc cards gets the metadata without them; for
 * /google that is about half of a 27 KiB (brotli) chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedVersion, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** The import a Markdown page uses to list doc cards itself. */
const DOC_CARD_IMPORT = /@theme\/DocCard(List)?\b/;

interface SidebarNode {
  type: string;
  link?: {type: string};
  items?: SidebarNode[];
}

function hasGeneratedIndex(items: readonly SidebarNode[]): boolean {
  return items.some((item) => item.link?.type === 'generated-index' || (item.items !== undefined && hasGeneratedIndex(item.items)));
}

/**
 * Whether any page of the version can show doc cards: a category with a generated index page, or a
 * Markdown file that imports DocCard or DocCardList.
 */
export function versionShowsDocCards(version: LoadedVersion, siteDir: string): boolean {
  const sidebars = Object.values(version.sidebars) as unknown as SidebarNode[][];
  if (sidebars.some(hasGeneratedIndex)) return true;
  return version.docs.some((doc) => DOC_CARD_IMPORT.test(fs.readFileSync(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8')));
}

function slimItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type === 'link') {
    const {docId: _docId, unlisted, ...rest} = item;
    return unlisted ? {...rest, unlisted} : rest;
  }
  if (item.type === 'category') return {...item, items: item.items.map(slimItem)};
  return item;
}

/** The version metadata without what only doc cards read: the per-doc titles and descriptions, the links' doc ids. */
export function withoutDocCardData(version: PropVersionMetadata): PropVersionMetadata {
  return {
    ...version,
    docs: {},
    docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(slimItem)])),
  };
}

/** Applies {@link withoutDocCardData} to the version routes (those with a `version` prop) of a route tree. */
export function slimVersionRoutes(route: RouteConfig, slimmedVersions: ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const props = version && slimmedVersions.has(version.version) ? {...route.props, version: withoutDocCardData(version)} : route.props;
  return {...route, ...(props && {props}), ...(route.routes && {routes: route.routes.map((child) => slimVersionRoutes(child, slimmedVersions))})};
}

/** The docs plugin's global data (`usePluginData('docusaurus-plugin-content-docs', id)`). */
export type DocsGlobalData = {versions: {mainDocId: string; docs: {id: string}[]}[]} & Record<string, unknown>;

/**
 * The global data without each version's list of docs, which every page's main bundle carries (about
 * 4 KiB of brotli for this site). Only the theme's `doc` and `docSidebar` navbar items and its version
 * dropdowns read the list (to find a doc, or its counterpart in another version); this site has none of
 * them, and each section has one version. The main doc stays, for what asks for a version's main page.
 */
export function withoutDocLists(data: DocsGlobalData): DocsGlobalData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)}))};
}

/** Navbar item types of the theme that look docs up in the global data's lists. */
const DOC_LIST_READERS = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

interface NavbarItemConfig {
  type?: string;
  items?: NavbarItemConfig[];
}

/** The navbar items (dropdowns searched too) that would fail without the docs lists. */
export function itemsNeedingDocLists(items: readonly NavbarItemConfig[]): string[] {
  return items.flatMap((item) => [...(item.type && DOC_LIST_READERS.has(item.type) ? [item.type] : []), ...itemsNeedingDocLists(item.items ?? [])]);
}
