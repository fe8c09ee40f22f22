import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';
import {PREFIX_ROUTE_PATHS} from './paths.mjs';

/**
 * Routes that match their path and everything below it, which file-based pages cannot express:
 * /feature-requests/anything shows the same page. Their paths live in paths.mjs, which the static
 * server, the nginx recipe's test and the link check read too; the site config names each one's page.
 */
export interface PrefixRoutesOptions {
  /** Page component of every path of paths.mjs. */
  components: Record<string, string>;
}

export function prefixRoutes({components}: PrefixRoutesOptions): RouteConfig[] {
  return PREFIX_ROUTE_PATHS.map((path) => ({path, exact: false, component: components[path]!}));
}

export default function prefixRoutesPlugin(_context: unknown, options: PrefixRoutesOptions): Plugin {
  return {
    name: 'prefix-routes',
    async contentLoaded({actions}) {
      prefixRoutes(options).forEach((route) => actions.addRoute(route));
    },
  };
}

const OPTIONS_SCHEMA = Joi.object({components: Joi.object().pattern(Joi.string(), Joi.string()).required()});

export function validateOptions({validate, options}: OptionValidationContext<PrefixRoutesOptions, PrefixRoutesOptions>): PrefixRoutesOptions {
  const validated = validate(OPTIONS_SCHEMA, options);
  const given = Object.keys(validated.components).sort();
  const expected = [...PREFIX_ROUTE_PATHS].sort();
  if (JSON.stringify(given) !== JSON.stringify(expected)) {
    throw new Error(`prefix-routes: "components" must name a page for exactly the paths of plugins/prefix-routes/paths.mjs (${expected.join(', ')}); got ${given.join(', ') || 'none'}`);
  }
  return validated;
}
