import type {Footer} from '@docusaurus/theme-common';

/** Five link columns of the spec: docs, GitHub, Team, React and apis; `release` names the deployed build. */
export function buildFooter(repoUrl: string, release?: string) {
  return {
    style: 'dark',
    logo: {alt: 'apis 标志', src: 'img/logo.svg', href: '/', width: 48, height: 48},
    links: [
      {
        title: '文档',
        items: [
          {label: '开发者文档', to: '/google'},
          {label: 'tRPC 学习指南', to: '/learn'},
          {label: '写作指南', to: '/docs'},
          {label: '公共 API 目录', to: '/community/public-apis'},
        ],
      },
      {
        title: 'GitHub',
        items: [
          {label: '源代码仓库', href: repoUrl},
          {label: '问题反馈', href: `${repoUrl}/issues`},
          {label: '功能建议', to: '/feature-requests'},
          {label: '原始 API 列表', href: 'https://github.com/public-apis/public-apis'},
        ],
      },
      {
        title: '团队',
        items: [
          {label: '作者', to: '/blog/authors'},
          {label: '社区', to: '/community'},
          {label: '获取支持', to: '/community/support'},
        ],
      },
      {
        title: 'React',
        items: [
          {label: 'React 官方文档', href: 'https://react.dev'},
          {label: 'Docusaurus', href: 'https://docusaurus.io'},
          {label: 'TypeScript', href: 'https://www.typescriptlang.org'},
        ],
      },
      {
        title: 'apis',
        items: [
          {label: '博客', to: '/blog'},
          {label: '案例展示', to: '/showcase'},
          {label: '版本', to: '/versions'},
          {label: 'RSS 订阅', href: '/blog/rss.xml'},
        ],
      },
    ],
    copyright: `版权所有 © ${new Date().getFullYear()} apis 团队。文档内容以 CC BY 4.0 发布，API 事实数据来自 public-apis 列表（MIT）。${release ? `当前版本：${release}。` : ''}`,
  } satisfies Footer;
}
