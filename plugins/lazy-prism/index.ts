import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The theme's client module that loads Prism and its languages on every page, as the generated
 * client-modules list requires it: an absolute path without extension.
 */
export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/**
 * Replaces that client module with an empty one: src/theme/CodeBlock/Content/String loads Prism and
 * registers the languages with the first code block instead.
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {resolve: {alias: {[`${THEME_PRISM_CLIENT_MODULE}$`]: path.join(__dirname, 'no-startup-prism.js')}}};
    },
  };
}
