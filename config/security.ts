/**
 * Where the site's pages may load from and send to, beyond the site itself: the options of
 * plugins/security-headers. Built from the data (the featured APIs' base URLs) and from what is
 * configured (Algolia, analytics), so a key typed into a demo can only travel where the data says.
 */
import fs from 'node:fs';
import type {SiteEnv} from './env';
import type {SecurityHeadersOptions} from '../plugins/security-headers';
import {modalCss, modalInlineStyles} from '../plugins/docsearch-modal-css';
import {cspHash} from '../plugins/security-headers/node/scan';

/** The demos outside the featured APIs: the fox picture on the platforms page fetches from here. */
export const DEMO_ORIGINS = ['https://randomfox.ca'];

/**
 * Hosted DocSearch queries these hosts (the application's DSN host and its fallbacks); its click
 * analytics report to the insights host.
 */
export const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];

/** `var ce="2.15.0",ue="https://cdn.jsdelivr.net/npm/search-insights@".concat(ce,"/dist/search-insights.min.js")` */
const INSIGHTS_SCRIPT = /(\w+)="([\d.]+)",\w+="(https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@)"\.concat\(\1,"([^"]+)"\)/;

/**
 * With Algolia, DocSearch loads search-insights from jsDelivr for click analytics. The policy allows
 * that one file by its URL, read from DocSearch's bundle: the CDN's origin would let any npm package
 * run on the site.
 */
export function algoliaInsightsScript(bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8')): string {
  const match = INSIGHTS_SCRIPT.exec(bundle);
  if (!match) throw new Error('config/security.ts: the search-insights URL was not found in DocSearch’s bundle; check how it loads the script');
  return `${match[3]}${match[2]}${match[4]}`;
}

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
    scripts: [...(env.algolia ? [algoliaInsightsScript()] : []), ...analytics.scripts],
    // The search dialog adds its stylesheet when it first opens (plugins/search/client/modalStyles.ts),
    // and DocSearch's footer logo carries a <style> of its own.
    runtimeStyleHashes: [modalCss(), ...modalInlineStyles()].map(cspHash),
  };
}
