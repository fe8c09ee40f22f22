import type {DocSearchProps} from '@docsearch/react';

/** Texts of the error screen; the search bar renders it itself (see src/theme/SearchBar). */
export const SEARCH_ERROR_SCREEN = {titleText: '无法获取结果', helpText: '请检查你的网络连接。'};

/** Chinese texts of the DocSearch modal (the button is ours: src/components/Search/SearchButton). */
export const SEARCH_TRANSLATIONS: NonNullable<DocSearchProps['translations']> = {
  modal: {
    searchBox: {
      resetButtonTitle: '清除查询',
      resetButtonAriaLabel: '清除查询',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近搜索',
      saveRecentSearchButtonTitle: '收藏此搜索',
      removeRecentSearchButtonTitle: '从最近搜索中移除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏中移除',
    },
    errorScreen: SEARCH_ERROR_SCREEN,
    footer: {
      selectText: '打开',
      selectKeyAriaLabel: '回车键',
      navigateText: '切换',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
      searchByText: '搜索服务由',
    },
    noResultsScreen: {
      noResultsText: '没有找到以下内容的结果：',
      suggestedQueryText: '试试搜索',
      reportMissingResultsText: '认为这个查询应该有结果？',
      reportMissingResultsLinkText: '告诉我们。',
    },
  },
};

export const SEARCH_PLACEHOLDER = '搜索文档';
