import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ALGOLIA_ORIGINS, ANALYTICS_ORIGINS, DEMO_ORIGINS, algoliaInsightsScript, securityHeadersOptions} from '../security';
import type {SiteEnv} from '../env';
import {cspHash} from '../../plugins/security-headers/node/scan';
import {modalCss, modalInlineStyles} from '../../plugins/docsearch-modal-css';

const PLAIN: SiteEnv = {
  siteUrl: 'https://apis.example.com',
  repoUrl: 'https://github.com/x/y',
  gtagId: undefined,
  algolia: undefined,
  searchMaxResultsPerGroup: undefined,
  storageNamespace: undefined,
  release: undefined,
  catalogueStatusFile: undefined,
};
const BASE_URLS = ['https://api.one.example/v1', 'https://api.one.example/v2', 'https://two.example/api'];

test('pages may connect to the featured APIs’ origins and the demos’ hosts, nothing else, by default', () => {
  const options = securityHeadersOptions(PLAIN, BASE_URLS);
  assert.deepEqual(options.connect, ['https://api.one.example', 'https://api.one.example', 'https://two.example', ...DEMO_ORIGINS]);
  assert.deepEqual(options.scripts, []);
  assert.deepEqual(options.images, DEMO_ORIGINS);
});

test('Algolia and analytics hosts are allowed only when configured', () => {
  const options = securityHeadersOptions({...PLAIN, gtagId: 'G-TEST', algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}}, BASE_URLS);
  for (const origin of [...ALGOLIA_ORIGINS, ...ANALYTICS_ORIGINS.connect]) assert.ok(options.connect.includes(origin), origin);
  assert.deepEqual(options.scripts, [algoliaInsightsScript(), ...ANALYTICS_ORIGINS.scripts]);
  for (const origin of ANALYTICS_ORIGINS.images) assert.ok(options.images.includes(origin), origin);
});

test('DocSearch’s click analytics script is allowed by its full URL, as its bundle spells it', () => {
  assert.equal(algoliaInsightsScript(), 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js');
  const other = 'var ab="2.99.1",cd="https://cdn.jsdelivr.net/npm/search-insights@".concat(ab,"/dist/x.js")';
  assert.equal(algoliaInsightsScript(other), 'https://cdn.jsdelivr.net/npm/search-insights@2.99.1/dist/x.js');
  assert.throws(() => algoliaInsightsScript('var s="https://cdn.example/insights.js"'), /search-insights URL was not found/);
});

test('the search dialog’s stylesheet and DocSearch’s own inline styles, added at run time, are allowed by their hashes', () => {
  assert.deepEqual(securityHeadersOptions(PLAIN, BASE_URLS).runtimeStyleHashes, [cspHash(modalCss()), ...modalInlineStyles().map(cspHash)]);
});
