/**
 * Docusaurus plugin 'idle-prefetch': Docusaurus prefetches the routes of the links in view; this does
 * the same work in short idle-time tasks instead of one long task during page load (shared/prefetcher.ts).
 * The core's `window.docusaurus` module is not a theme component, so the bundler puts ours in its place.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** How core's client entry imports the module that becomes `window.docusaurus`. */
export const CORE_CLIENT_REQUEST = /^\.\/docusaurus$/;

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = path.join(__dirname, 'client', 'docusaurus.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(CORE_CLIENT_REQUEST, (resource: {context: string; request: string}) => {
            if (resource.context.endsWith(path.join('@docusaurus', 'core', 'lib', 'client'))) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
