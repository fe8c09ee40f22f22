import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {catalogueAuthOf, featuredFacts, findFactConflicts, nameKey, pageKey, sameApi, verificationOf, FactConflictError, type FeaturedFacts} from '../node/facts';
import {loadCatalogue} from '../node/load';
import {loadResolvedCatalogue, resolveCatalogue} from '../node/resolve';
import {loadFeaturedApis} from '../../featured-apis/node/load';
import type {CatalogueApi, CatalogueCategory, CatalogueSource} from '../shared/types';

const siteDir = path.resolve(__dirname, '../../..');

function api(overrides: Partial<CatalogueApi>): CatalogueApi {
  return {id: 'x', name: 'X', url: 'https://x.example/', auth: 'apiKey', https: true, cors: 'unknown', description: 'X', descriptionZh: '某个接口。', ...overrides};
}

function featured(overrides: Partial<FeaturedFacts>): FeaturedFacts {
  return {id: 'x', name: 'X', permalink: '/fo/0', urls: ['https://x.example'], checked: '2026-11', facts: {https: true, auth: 'apiKey'}, ...overrides};
}

const fixer = featured({id: 'fixer-api', name: 'Fixer API', permalink: '/fo/3', urls: ['https://fixer.io', 'https://fixer.io/documentation']});
const upstreamFixer = api({id: 'fixer', name: 'Fixer', url: 'https://fixer.io?utm_source=Github&utm_medium=Referral', https: false});

test('page keys ignore scheme, www, query, fragment and a trailing slash; name keys ignore case, punctuation and a trailing "API"', () => {
  assert.equal(pageKey('https://www.Fixer.io/?utm_source=x#top'), 'fixer.io');
  assert.equal(pageKey('http://fixer.io'), 'fixer.io');
  assert.equal(pageKey('https://apilayer.com/marketplace/bank_data-api/'), 'apilayer.com/marketplace/bank_data-api');
  assert.equal(nameKey('Fixer API'), 'fixer');
  assert.equal(nameKey('bank_data'), nameKey('Bank Data'));
  assert.equal(nameKey('API'), 'api');
});

test('the same page matches (the list adds tracking parameters to its links)', () => {
  assert.equal(sameApi(upstreamFixer, fixer), 'page');
});

test('on a shared host, the name must match too: APILayer lists many APIs on apilayer.com', () => {
  const bankData = featured({id: 'bank_data', name: 'bank_data', urls: ['https://apilayer.com/marketplace/bank_data-api']});
  assert.equal(sameApi(api({name: 'Bank Data', url: 'https://apilayer.com/marketplace/bank_data-api'}), bankData), 'page');
  assert.equal(sameApi(api({name: 'Bank Data', url: 'https://apilayer.com/bank-data'}), bankData), 'host-and-name');
  assert.equal(sameApi(api({name: 'Tax Data', url: 'https://apilayer.com/marketplace/tax_data-api'}), bankData), null);
});

test('a name alone does not match: another host is another service', () => {
  const youtube = featured({id: 'youtube', name: 'youtube', urls: ['https://apilayer.com/marketplace/youtube-api']});
  assert.equal(sameApi(api({name: 'YouTube', url: 'https://developers.google.com/youtube/'}), youtube), null);
});

test('featured auth maps to the catalogue: a key in a query or header is apiKey, none is null, Authorization says nothing', () => {
  assert.equal(catalogueAuthOf({type: 'query', name: 'access_key'}), 'apiKey');
  assert.equal(catalogueAuthOf({type: 'header', name: 'X-API-KEY'}), 'apiKey');
  assert.equal(catalogueAuthOf({type: 'none'}), null);
  assert.equal(catalogueAuthOf({type: 'header', name: 'Authorization'}), undefined);
});

test('only differing facts are recorded, with the source page and the month', () => {
  assert.deepEqual(verificationOf(upstreamFixer, [fixer]), {
    facts: [{field: 'https', value: true, upstream: false}],
    source: {name: 'Fixer API', permalink: '/fo/3'},
    checked: '2026-11',
  });
  assert.equal(verificationOf({...upstreamFixer, https: true}, [fixer]), null);
  assert.equal(verificationOf(upstreamFixer, []), null);
});

test('conflicts: two verified sources disagreeing on one row', () => {
  const other = featured({id: 'fixer-copy', name: 'Fixer', permalink: '/fo/9', urls: ['https://fixer.io'], facts: {https: false}});
  const conflicts = findFactConflicts([{api: upstreamFixer, where: 'currency-exchange.json apis[0]'}], [fixer, other]);
  assert.equal(conflicts.length, 1);
  assert.match(conflicts[0]!, /currency-exchange\.json apis\[0\] "Fixer" \(fixer\): https is true on \/fo\/3 \(fixer-api\) but false on \/fo\/9 \(fixer-copy\)/);
});

test('conflicts: a row with a featured API name, another URL and other facts, unless listed as a different API', () => {
  const youtube = featured({id: 'youtube', name: 'youtube', permalink: '/fo/10', urls: ['https://apilayer.com/marketplace/youtube-api'], facts: {https: true, auth: 'apiKey'}});
  const google = api({id: 'youtube', name: 'YouTube', url: 'https://developers.google.com/youtube/', auth: 'OAuth'});
  const [conflict, ...rest] = findFactConflicts([{api: google, where: 'video.json apis[3]'}], [youtube], {});
  assert.deepEqual(rest, []);
  assert.match(conflict!, /video\.json apis\[3\] "YouTube" \(youtube\) has the name of featured API youtube \(\/fo\/10\) but another URL, and auth "OAuth" ≠ "apiKey"/);
  assert.deepEqual(findFactConflicts([{api: google, where: 'video.json apis[3]'}], [youtube], {youtube: {youtube: 'different services'}}), []);
  // Same name, same facts: nothing to settle, nothing to report.
  assert.deepEqual(findFactConflicts([{api: {...google, auth: 'apiKey'}, where: 'video.json apis[3]'}], [youtube], {}), []);
});

const SOURCE: CatalogueSource = {list: 'public-apis/public-apis', repository: 'https://github.com/public-apis/public-apis', file: 'README.md', commit: 'c'.repeat(40), date: '2026-08-19', license: 'MIT'};

test('resolving applies the verified value, keeps the upstream one on record, and fails listing every conflict', () => {
  const category: CatalogueCategory = {category: 'Currency Exchange', slug: 'currency-exchange', nameZh: '货币汇率', apis: [upstreamFixer]};
  const [entry] = resolveCatalogue([category], [fixer], SOURCE, null).categories[0]!.apis;
  assert.equal(entry!.https, true);
  assert.deepEqual(entry!.verification?.facts, [{field: 'https', value: true, upstream: false}]);
  const other = featured({id: 'fixer-copy', name: 'Fixer', permalink: '/fo/9', urls: ['https://fixer.io'], facts: {https: false}});
  assert.throws(() => resolveCatalogue([category], [fixer, other], SOURCE, null), (error: unknown) => error instanceof FactConflictError && error.conflicts.length === 1 && /1 conflict\(s\)/.test(error.message));
});

test('the real data: Fixer and the others are settled, and no conflict remains', () => {
  const catalogue = loadCatalogue(siteDir);
  const facts = featuredFacts(loadFeaturedApis(siteDir, catalogue.map((c) => c.category)));
  const located = catalogue.flatMap((c) => c.apis.map((a, i) => ({api: a, where: `${c.slug}.json apis[${i}]`})));
  assert.deepEqual(findFactConflicts(located, facts), []);
  const resolved = loadResolvedCatalogue(siteDir).categories.flatMap((c) => c.apis);
  const settled = Object.fromEntries(resolved.filter((a) => a.verification).map((a) => [a.id, a.verification!.facts.map((f) => `${f.field}:${JSON.stringify(f.upstream)}→${JSON.stringify(f.value)}`)]));
  assert.deepEqual(settled, {
    fixer: ['https:false→true'],
    'exchangerate-host': ['auth:null→"apiKey"'],
    'apilayer-aviationstack': ['auth:"OAuth"→"apiKey"'],
  });
  assert.equal(resolved.find((a) => a.id === 'fixer')!.verification!.source.permalink, '/fo/3');
});
