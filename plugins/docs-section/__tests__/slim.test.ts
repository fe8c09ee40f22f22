import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedVersion, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {itemsNeedingDocLists, slimVersionRoutes, versionShowsDocCards, withoutDocCardData, withoutDocLists, type DocsGlobalData} from '../slim';

function siteWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-section-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function version(sidebarItems: unknown[], sources: string[]): LoadedVersion {
  return {versionName: 'current', sidebars: {main: sidebarItems}, docs: sources.map((source) => ({source}))} as unknown as LoadedVersion;
}

test('a section shows doc cards when a category has a generated index or a page imports DocCardList', () => {
  const site = siteWith({'s/a.md': '# A', 's/b.mdx': "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"});
  assert.equal(versionShowsDocCards(version([{type: 'doc', id: 'a'}], ['@site/s/a.md']), site), false);
  assert.equal(versionShowsDocCards(version([], ['@site/s/a.md', '@site/s/b.mdx']), site), true);
  const generated = [{type: 'category', items: [{type: 'category', link: {type: 'generated-index'}, items: []}]}];
  assert.equal(versionShowsDocCards(version(generated, ['@site/s/a.md']), site), true, 'found in a nested category');
});

const METADATA = {
  pluginId: 'google',
  version: 'current',
  docs: {a: {id: 'a', title: '甲', description: '很长的描述', sidebar: 'main'}},
  docsSidebars: {
    main: [
      {type: 'link', href: '/a', label: '甲', docId: 'a', unlisted: false},
      {type: 'link', href: '/b', label: '乙', docId: 'b', unlisted: true},
      {type: 'category', label: '丙', collapsed: true, collapsible: true, items: [{type: 'link', href: '/c', label: 'c', docId: 'c', unlisted: false}]},
    ],
  },
} as unknown as PropVersionMetadata;

test('without doc cards the metadata keeps what the sidebar draws and drops what only cards read', () => {
  const slim = withoutDocCardData(METADATA);
  assert.deepEqual(slim.docs, {});
  assert.deepEqual(slim.docsSidebars.main, [
    {type: 'link', href: '/a', label: '甲'},
    {type: 'link', href: '/b', label: '乙', unlisted: true},
    {type: 'category', label: '丙', collapsed: true, collapsible: true, items: [{type: 'link', href: '/c', label: 'c'}]},
  ]);
});

test('only the version routes of the slimmed versions change, at any depth of the route tree', () => {
  const route: RouteConfig = {path: '/google', component: 'root', routes: [{path: '/google', component: 'version', props: {version: METADATA}, routes: []}]};
  const slimmed = slimVersionRoutes(route, new Set(['current']));
  assert.deepEqual((slimmed.routes![0]!.props!.version as PropVersionMetadata).docs, {});
  const untouched = slimVersionRoutes(route, new Set(['other']));
  assert.deepEqual(untouched.routes![0]!.props!.version, METADATA);
});

test('the global data keeps each version but only its main doc of the doc list', () => {
  const data = {path: '/google', versions: [{name: 'current', mainDocId: 'index', docs: [{id: 'a'}, {id: 'index'}, {id: 'b'}]}]} as unknown as DocsGlobalData;
  assert.deepEqual(withoutDocLists(data).versions[0]!.docs, [{id: 'index'}]);
  assert.equal(withoutDocLists(data).path, '/google');
});

test('navbar items that read the doc lists are found, in dropdowns too', () => {
  assert.deepEqual(itemsNeedingDocLists([{type: 'localeDropdown'}, {items: [{type: 'doc'}]}, {type: 'docsVersionDropdown'}]), ['doc', 'docsVersionDropdown']);
  assert.deepEqual(itemsNeedingDocLists([{type: 'custom-featuredApisDropdown'}, {}]), []);
});
