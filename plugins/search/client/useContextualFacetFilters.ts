import {useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';

export type FacetFilters = (string | string[])[];

/**
 * Facet filters for the page being read, in DocSearch's shape (the local index and Algolia read
 * the same): the site language, and any of the docs sections in view.
 */
export function useContextualFacetFilters(): FacetFilters {
  const {locale, tags} = useContextualSearchFilters();
  // The tags array is rebuilt on every render; key on its content so searches re-run once per change.
  const tagKey = tags.join('\n');
  return useMemo(
    () => [`language:${locale}`, tagKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`)],
    [locale, tagKey],
  );
}
