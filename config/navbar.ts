import type {Navbar} from '@docusaurus/theme-common';

/**
 * The navbar of the spec: featured APIs dropdown and sections on the left; swap, language, source
 * and theme on the right. The dropdown's items come from the featured-apis plugin's data
 * (src/components/FeaturedApisDropdown).
 */
export function buildNavbar(repoUrl: string) {
  return {
    title: 'apis',
    hideOnScroll: true,
    logo: {alt: 'apis 标志', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {type: 'custom-featuredApisDropdown', label: '精选 API', position: 'left'},
      {to: '/learn/support', label: '学习', position: 'left', activeBaseRegex: '^/learn(/|$)'},
      {to: '/showcase', label: '案例展示', position: 'left'},
      {to: '/MapComponent', label: '地图', position: 'left'},
      {to: '/community/support', label: '社区', position: 'left', activeBaseRegex: '^/community(/|$)'},
      {to: '/google/support', label: '文档', position: 'left', activeBaseRegex: '^/google(/|$)'},
      {to: '/blog', label: '博客', position: 'left'},
      {to: '/swap', label: '兑换', position: 'right'},
      {type: 'localeDropdown', position: 'right'},
      {href: repoUrl, label: '源代码', position: 'right', 'aria-label': 'GitHub 源代码仓库'},
    ],
  } satisfies Navbar;
}
