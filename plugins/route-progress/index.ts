/**
 * Docusaurus plugin 'route-progress': the bar at the top of the window while a page loads. It replaces
 * theme-classic's nprogress client module with a small one of our own (no library in the script every
 * page loads first, no role="bar", which is not an ARIA role), keeping the theme's behaviour: the bar
 * appears only when loading the next route takes longer than 200 ms, and completes when it renders.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's nprogress client module, as the generated client-modules list requires it. */
export const THEME_PROGRESS_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/nprogress').replace(/\.js$/, '');

export default function routeProgressPlugin(): Plugin {
  return {
    name: 'route-progress',
    getClientModules: () => [path.join(__dirname, 'client', 'progress.ts'), path.join(__dirname, 'client', 'progress.css')],
    configureWebpack() {
      return {resolve: {alias: {[`${THEME_PROGRESS_CLIENT_MODULE}$`]: path.join(__dirname, 'client', 'none.js')}}};
    },
  };
}
