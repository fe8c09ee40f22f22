import type {Plugin, RouteConfig} from '@docusaurus/types';
import {PREFIX_ROUTE_PATHS} from './paths.mjs';

/**
 * Routes that match their path and everything below it, which file-based
 * pages cannot express: /feature-requests/anything shows the same page.
 * Their paths live in paths.mjs, which the static server, the nginx recipe's
 * test and the link check read too.
 */
const COMPONENTS: Record<string, string> = {
  '/feature-requests': '@site/src/components/FeatureRequests/index.tsx',
};

export const PREFIX_ROUTES: RouteConfig[] = PREFIX_ROUTE_PATHS.map((path) => {
  const component = COMPONENTS[path];
  if (!component) throw new Error(`plugins/prefix-routes/paths.mjs: "${path}" has no component in plugins/prefix-routes/index.ts`);
  return {path, exact: false, component};
});

export default function prefixRoutesPlugin(): Plugin {
  return {
    name: 'prefix-routes',
    async contentLoaded({actions}) {
      PREFIX_ROUTES.forEach((route) => actions.addRoute(route));
    },
  };
}
