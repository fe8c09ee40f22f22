/**
 * Docusaurus plugin 'base-url-banner': the banner that explains a wrong `baseUrl`, in Chinese. Docusaurus'
 * own (core lib/client/BaseUrlIssueBanner) is not a theme component, so the bundler puts ours in its place.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** How core's App imports its banner. */
export const CORE_BANNER_REQUEST = /^\.\/BaseUrlIssueBanner$/;

export default function baseUrlBannerPlugin(): Plugin {
  return {
    name: 'base-url-banner',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.join(__dirname, 'client', 'BaseUrlIssueBanner.tsx');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(CORE_BANNER_REQUEST, (resource: {context: string; request: string}) => {
            if (resource.context.includes(`${path.sep}@docusaurus${path.sep}core${path.sep}`)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
