import type {OfflinePwaOptions} from '../plugins/pwa';
import {PREBUILT_MERMAID_ROOT} from '../plugins/prebuilt-mermaid';

/** Brand colour of the logo; also the browser UI colour of the installed app. */
export const THEME_COLOR = '#2e8555';

/**
 * When the service worker precaches the site for offline reading. `appInstalled` and `standalone`
 * cover the installed app; `queryString` turns it on for one visit with `?offlineMode=true`.
 * Other strategies: 'mobile', 'saveData', 'always' (README, "离线阅读（PWA）").
 */
export const OFFLINE_MODE_STRATEGIES: OfflinePwaOptions['offlineModeActivationStrategies'] = [
  'appInstalled',
  'standalone',
  'queryString',
];

export const pwaOptions: Partial<OfflinePwaOptions> = {
  offlineModeActivationStrategies: OFFLINE_MODE_STRATEGIES,
  // Few pages draw Mermaid diagrams: the theme's chunk and Mermaid's own modules with the diagram
  // types it loads on demand (about 3.3 MiB) are cached when a visitor opens such a page, not
  // precached for every page.
  runtimeOnlyPackages: ['@docusaurus/theme-mermaid'],
  runtimeOnlyDirectories: [PREBUILT_MERMAID_ROOT],
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
    {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default'},
    {tagName: 'meta', name: 'apple-mobile-web-app-title', content: 'apis'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/logo.svg', color: THEME_COLOR},
    {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/icons/icon-192.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: THEME_COLOR},
  ],
};
