/**
 * Every text of the search screens, in one place so the site can swizzle them: DocSearch's modal,
 * the error screens by kind of failure (drawn by the dialog and the /search page), the page's own
 * texts and the bar shown with search terms marked on a page.
 */
import type {DocSearchProps} from '@docsearch/react';
import type {SearchFailure} from '../../shared/backend';

export interface FailureTexts {
  titleText: string;
  helpText: string;
}

/** The spec's error screen is for unreachable hosts; a refusal and a malformed answer say what they are. */
export function searchFailureTexts(failure: SearchFailure): FailureTexts {
  switch (failure.kind) {
    case 'refused':
      return {
        titleText: '搜索服务拒绝了这次请求',
        helpText: `搜索服务返回了状态码 ${failure.status}，问题多半出在本站的搜索配置上，而不是你的网络。请稍后再试。`,
      };
    case 'malformed':
      return {titleText: '搜索结果无法读取', helpText: '搜索服务返回的内容格式不对，无法显示结果。请稍后再试。'};
    default:
      return {titleText: '无法获取结果', helpText: '请检查你的网络连接。'};
  }
}

/** Chinese texts of the DocSearch modal (the button is ours: ../SearchBar/SearchButton). */
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
    errorScreen: searchFailureTexts({kind: 'unreachable'}),
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

/** The /search page (@theme/SearchResults). */
export const SEARCH_PAGE_TEXTS = {
  inputLabel: '搜索关键词',
  loading: '正在搜索…',
  count: (query: string, count: number) => `“${query}”共有 ${count} 个结果`,
  none: (query: string) => `没有找到“${query}”的结果。`,
  loadMore: '加载更多结果',
};

/** The dialog's link to the /search page. */
export const seeAllText = (count: number): string => `查看全部 ${count} 个结果`;

/** The bar shown while the words of a query are marked on the page a hit led to. */
export const SEARCH_TERMS_TEXTS = {
  barLabel: '搜索词高亮',
  summary: (query: string, count: number) => `已标出与“${query}”相符的 ${count} 处文字`,
  clear: '清除高亮',
};
