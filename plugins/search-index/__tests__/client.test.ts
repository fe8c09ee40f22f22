import {test} from 'node:test';
import assert from 'node:assert/strict';
import {before} from 'node:test';
import {createLocalSearchClient, fetchIndex, parseAttributesToSnippet, tagsFromFacetFilters, unreachableError} from '../client/search-client';
import type {ShardedIndex} from '../client/sharded-index';
import {corpus, indexFiles, loadRecords} from './fixtures';

let index: ShardedIndex;
before(async () => {
  index = await loadRecords(corpus());
});

/** The request DocSearch 3.9 sends (see @docsearch/react/dist/esm/index.js), plus the theme's facet filters. */
function docSearchRequest(query: string, extra: Record<string, unknown> = {}) {
  const size = 10;
  return {
    query,
    indexName: 'apis',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
    attributesToSnippet: [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:${size}`).concat(`content:${size}`),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-learn-current']],
    ...extra,
  };
}

test('answers DocSearch’s search({requests}) with results[0].hits and nbHits', async () => {
  const client = createLocalSearchClient(async () => index);
  const response = await client.search({requests: [docSearchRequest('汇率')]});
  assert.equal(response.results.length, 1);
  const [result] = response.results;
  assert.ok(result.hits.length > 0);
  assert.equal(result.nbHits, result.hits.length);
  assert.equal(result.index, 'apis');
  assert.equal(result.query, '汇率');
  assert.equal(result.page, 0);
  assert.equal(result.hitsPerPage, 20);
  assert.equal(typeof result.processingTimeMS, 'number');
  const [hit] = result.hits;
  assert.ok(hit.objectID && hit.url && hit.type && hit.hierarchy.lvl0);
  assert.ok(hit._highlightResult.hierarchy.lvl0?.value);
  assert.match(hit._snippetResult.content?.value ?? '', /<mark>汇率<\/mark>/);
});

test('answers several requests, v4-style params included', async () => {
  const client = createLocalSearchClient(async () => index);
  const {results} = await client.search({
    requests: [
      {indexName: 'a', query: '网关'},
      {indexName: 'b', params: {query: '天气', hitsPerPage: 1}},
    ],
  });
  assert.equal(results.length, 2);
  assert.equal(results[0].index, 'a');
  assert.ok(results[0].hits.length > 1);
  assert.equal(results[1].hits.length, 1);
  assert.equal(new URL(results[1].hits[0].url).pathname, '/fo/9');
});

test('docusaurus_tag facet filters boost the current section instead of filtering', async () => {
  const client = createLocalSearchClient(async () => index);
  const learn = await client.search({requests: [docSearchRequest('网关 认证 客户端')]});
  const google = await client.search({
    requests: [docSearchRequest('网关 认证 客户端', {facetFilters: ['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-google-current']]})],
  });
  assert.equal(learn.results[0].hits[0].docusaurus_tag, 'docs-learn-current');
  assert.equal(google.results[0].hits[0].docusaurus_tag, 'docs-google-current');
  assert.equal(learn.results[0].nbHits, google.results[0].nbHits);
});

test('attributesToSnippet sets the snippet length (5 words on small screens)', async () => {
  const long = corpus();
  long[0] = {...long[0], content: `${'铺垫文字'.repeat(20)}网关${'后续文字'.repeat(20)}`};
  const client = createLocalSearchClient(() => loadRecords(long));
  const length = async (size: number) => {
    const {results} = await client.search({
      requests: [docSearchRequest('网关', {attributesToSnippet: [`hierarchy.lvl1:${size}`, `content:${size}`]})],
    });
    const hit = results[0].hits.find((h) => h.content?.startsWith('铺垫'));
    return (hit?._snippetResult.content?.value ?? '').replace(/<\/?mark>|…/g, '').length;
  };
  const ten = await length(10);
  const five = await length(5);
  assert.ok(five < ten, `${five} < ${ten}`);
  assert.ok(five <= 22);
});

test('an empty query returns no hits', async () => {
  const client = createLocalSearchClient(async () => index);
  const {results} = await client.search({requests: [docSearchRequest('')]});
  assert.deepEqual(results[0].hits, []);
  assert.equal(results[0].nbHits, 0);
});

test('the index is loaded once and shared by concurrent searches', async () => {
  let calls = 0;
  const client = createLocalSearchClient(async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return index;
  });
  await Promise.all([client.search({requests: [docSearchRequest('网')]}), client.search({requests: [docSearchRequest('网关')]})]);
  await client.search({requests: [docSearchRequest('汇率')]});
  await client.preload();
  assert.equal(calls, 1);
});

test('a failed load rejects with RetryError (DocSearch’s error screen), and the next search retries', async () => {
  let calls = 0;
  const client = createLocalSearchClient(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return index;
  });
  await assert.rejects(client.search({requests: [docSearchRequest('网关')]}), (error: Error) => {
    assert.equal(error.name, 'RetryError');
    assert.equal(error.message, 'Unreachable hosts');
    assert.ok(error instanceof Error);
    return true;
  });
  const {results} = await client.search({requests: [docSearchRequest('网关')]});
  assert.ok(results[0].hits.length > 0);
  assert.equal(calls, 2);
});

test('preload never rejects', async () => {
  const client = createLocalSearchClient(async () => {
    throw new Error('offline');
  });
  await client.preload();
  await assert.rejects(client.search({requests: [docSearchRequest('x')]}), {name: 'RetryError'});
});

test('the Algolia client surface DocSearch touches is there', () => {
  const client = createLocalSearchClient(async () => index);
  assert.doesNotThrow(() => client.addAlgoliaAgent('docsearch', '3.9.0'));
  assert.equal(client.transporter.algoliaAgent.value, '');
});

test('fetchIndex reads the files of one build over HTTP and reports HTTP errors', async () => {
  const files = indexFiles(corpus());
  const requested: string[] = [];
  const served = (async (url: string) => {
    requested.push(String(url));
    const name = String(url).replace('/search/0123456789/', '');
    const text = files.get(name);
    return text === undefined ? new Response('not found', {status: 404}) : new Response(text, {status: 200, headers: {'content-type': 'application/json'}});
  }) as typeof fetch;
  const client = createLocalSearchClient(() => fetchIndex('/search/0123456789/', served));
  const {results} = await client.search({requests: [docSearchRequest('网关')]});
  assert.ok(results[0].hits.length > 0);
  assert.ok(requested.every((url) => url.startsWith('/search/0123456789/')));
  assert.ok(requested.includes('/search/0123456789/meta.json'));
  const missing = (async () => new Response('not found', {status: 404})) as typeof fetch;
  await assert.rejects(fetchIndex('/search/0123456789/', missing), /HTTP 404/);
  await assert.rejects(createLocalSearchClient(() => fetchIndex('/x/', missing)).search({requests: [docSearchRequest('网关')]}), {name: 'RetryError'});
});

test('a shard that fails to load is a RetryError, and the next search fetches it again', async () => {
  const files = indexFiles(corpus());
  let failShard = true;
  const flaky = (async (url: string) => {
    const name = String(url).replace('/s/', '');
    if (name.startsWith('terms/') && failShard) {
      failShard = false;
      throw new TypeError('Failed to fetch');
    }
    return new Response(files.get(name) ?? '', {status: files.has(name) ? 200 : 404});
  }) as typeof fetch;
  const client = createLocalSearchClient(() => fetchIndex('/s/', flaky));
  await assert.rejects(client.search({requests: [docSearchRequest('网关')]}), {name: 'RetryError'});
  const {results} = await client.search({requests: [docSearchRequest('网关')]});
  assert.ok(results[0].hits.length > 0);
});

test('tagsFromFacetFilters', () => {
  assert.deepEqual(tagsFromFacetFilters(['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-google-current']]), [
    'default',
    'docs-google-current',
  ]);
  assert.deepEqual(tagsFromFacetFilters('docusaurus_tag:x'), ['x']);
  assert.deepEqual(tagsFromFacetFilters(['language:zh', 'docusaurus_tag:a', 'docusaurus_tag:a']), ['a']);
  assert.deepEqual(tagsFromFacetFilters(['-docusaurus_tag:a']), []);
  assert.deepEqual(tagsFromFacetFilters(undefined), []);
});

test('parseAttributesToSnippet', () => {
  assert.deepEqual(parseAttributesToSnippet(['content:5', 'hierarchy.lvl1:10', 'bogus']), {content: 5, 'hierarchy.lvl1': 10});
  assert.deepEqual(parseAttributesToSnippet(undefined), {});
});

test('unreachableError', () => {
  const cause = new Error('x');
  const error = unreachableError(cause);
  assert.equal(error.name, 'RetryError');
  assert.equal((error as Error & {cause?: unknown}).cause, cause);
});
