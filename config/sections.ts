/**
 * The documentation sections, the one list of them: docusaurus.config.ts makes a docs plugin instance of
 * each (folder, route and sidebar from here), the search index names its result groups after them, and
 * the home, versions and not-found pages list them. No Node-only imports: pages import this file.
 */
export interface DocsSection {
  /** Docs plugin id; also the content folder and the route base path. */
  id: 'docs' | 'google' | 'learn' | 'community';
  /** The section's sidebar, named as the spec names it. */
  sidebar: string;
  title: string;
  /** The section's name where space is short: the heading of its group in search results. */
  shortTitle: string;
  description: string;
  path: string;
}

export const DOCS_SECTIONS: readonly DocsSection[] = [
  {
    id: 'google',
    sidebar: 'devDocsSidebar',
    title: '开发者文档',
    shortTitle: '开发者文档',
    description: 'Kong API 网关、CCXT 交易库、Web API 基础知识，以及按分类整理的公共 API 目录。',
    path: '/google',
  },
  {
    id: 'learn',
    sidebar: 'learnSidebar',
    title: '学习 tRPC 与 Puppeteer',
    shortTitle: '学习',
    description: '端到端类型安全的 tRPC 指南（服务端、客户端、迁移），外加 Puppeteer 浏览器自动化教程。',
    path: '/learn',
  },
  {
    id: 'community',
    sidebar: 'community',
    title: '社区',
    shortTitle: '社区',
    description: 'JSON Server 原型指南、公共 API 目录浏览器，以及参与贡献和获取支持的方式。',
    path: '/community',
  },
  {
    id: 'docs',
    sidebar: 'defaultSidebar',
    title: '写作指南',
    shortTitle: '写作指南',
    description: '给本站作者的说明：文档如何组织、侧边栏如何生成、新页面放在哪里。',
    path: '/docs',
  },
];

export function docsSection(id: DocsSection['id']): DocsSection {
  const section = DOCS_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`config/sections.ts has no docs section "${id}"`);
  return section;
}
