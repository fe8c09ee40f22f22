// What the checks need to know about this site beyond its files.
import {PREFIX_ROUTE_PATHS} from '../../plugins/prefix-routes/paths.mjs';

/** Production origin: canonical, hreflang and social-card links point at it. */
export const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'https://apis.example.com').origin;

export const SITE_CHECK_OPTIONS = {
  siteOrigin: SITE_ORIGIN,
  // plugins/prefix-routes: the page answers for every sub-path.
  clientRoutes: PREFIX_ROUTE_PATHS,
};
