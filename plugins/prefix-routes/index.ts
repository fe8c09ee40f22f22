import type {Plugin, RouteConfig} from '@docusaurus/types';

/**
 * Routes that match their path and everything below it, which file-based
 * pages cannot express: /feature-requests/anything shows the same page.
 */
export const PREFIX_ROUTES: RouteConfig[] = [
  {path: '/feature-requests', exact: false, component: '@site/src/components/FeatureRequests/index.tsx'},
];

export default function prefixRoutesPlugin(): Plugin {
  return {
    name: 'prefix-routes',
    async contentLoaded({actions}) {
      PREFIX_ROUTES.forEach((route) => actions.addRoute(route));
    },
  };
}
