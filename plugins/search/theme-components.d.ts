// The theme components this plugin provides (getThemePath), as the site and the plugin import them.
// @theme/SearchBar is declared by @docusaurus/theme-classic, whose placeholder it replaces.
declare module '@theme/SearchResults' {
  const SearchResults: typeof import('./theme/SearchResults/index').default;
  export default SearchResults;
}

declare module '@theme/SearchTranslations' {
  type Texts = typeof import('./theme/SearchTranslations/index');
  export const searchFailureTexts: Texts['searchFailureTexts'];
  export const SEARCH_TRANSLATIONS: Texts['SEARCH_TRANSLATIONS'];
  export const SEARCH_PLACEHOLDER: Texts['SEARCH_PLACEHOLDER'];
  export const SEARCH_PAGE_TEXTS: Texts['SEARCH_PAGE_TEXTS'];
  export const SEARCH_TERMS_TEXTS: Texts['SEARCH_TERMS_TEXTS'];
  export const seeAllText: Texts['seeAllText'];
}
