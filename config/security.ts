/**
 * Where the site's pages may load from and send to, beyond the site itself: the options of
 * plugins/security-headers. Built from the data (the featured APIs' base URLs) and from what is
 * configured (Algolia, analytics), so a key typed into a demo can only travel where the data says.
 */
import type {SiteEnv} from './env';
import type {SecurityHeadersOptions} from '../plugins/security-headers';
import {modalCss, modalInlineStyles} from '../plugins/docsearch-modal-css';
import {cspHash} from '../plugins/security-headers/node/scan';

/** The demos outside the featured APIs: the fox picture on the platforms page fetches from here. */
export const DEMO_ORIGINS = ['https://randomfox.ca'];

/** Hosted DocSearch queries these hosts (the application's DSN host and its fallbacks). */
export const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/** What gtag.js loads and where it reports (Google's published list for Analytics 4). */
export const ANALYTICS_ORIGINS = {
  scripts: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export function originOf(url: string): string {
  return new URL(url).origin;
}

export function securityHeadersOptions(env: SiteEnv, apiBaseUrls: readonly string[]): SecurityHeadersOptions {
  const analytics = env.gtagId ? ANALYTICS_ORIGINS : {scripts: [], connect: [], images: []};
  return {
    connect: [...apiBaseUrls.map(originOf), ...DEMO_ORIGINS, ...(env.algolia ? ALGOLIA_ORIGINS : []), ...analytics.connect],
    images: [...DEMO_ORIGINS, ...analytics.images],
    scripts: analytics.scripts,
    // The search dialog adds its stylesheet when it first opens (plugins/search/client/modalStyles.ts),
    // and DocSearch's footer logo carries a <style> of its own.
    runtimeStyleHashes: [modalCss(), ...modalInlineStyles()].map(cspHash),
  };
}
