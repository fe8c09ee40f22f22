/**
 * The keywords every page carries in `<meta name=keywords>` unless its front matter names its own:
 * docusaurus.config.ts writes them as the theme's site metadata, and the search index leaves them
 * out, as words every page holds tell no page apart.
 */
export const SITE_KEYWORDS: readonly string[] = ['公共 API', '开放接口', 'API 目录', 'Web 开发', '接口文档'];
