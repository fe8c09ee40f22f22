import React from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DropdownNavbarItem';
import type {FeaturedApisGlobalData} from '@site/plugins/featured-apis/shared/types';

/**
 * The navbar's "精选 API" dropdown: one item per featured API, in the data file's order. The list
 * comes from the featured-apis plugin's global data, so the data is read and validated once, by
 * the plugin, and the navbar follows it (navbar item type `custom-featuredApisDropdown`).
 */
export default function FeaturedApisDropdown(props: Omit<DropdownProps, 'items'>): React.ReactNode {
  const {apis} = usePluginData('featured-apis') as FeaturedApisGlobalData;
  return <DropdownNavbarItem {...props} items={apis.map((api) => ({label: api.name, to: api.permalink}))} />;
}
