import {describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {ALGOLIA_TIMEOUTS, createAlgoliaBackend} from '../client/algolia';
import {HOST_KEY_PREFIX, HOST_RETRY_MS, createHostsCache} from '../client/algolia/hostsCache';
import {searchFailureOf} from '../shared/backend';

const SETTINGS = {appId: 'TESTAPP0', apiKey: 'search-key', indexName: 'apis_test'};
/** As the client spells it (the storage key) and as the URL parser reports it (lower case). */
const DSN_HOST = 'TESTAPP0-dsn.algolia.net';
const DSN = DSN_HOST.toLowerCase();

interface Sent {
  host: string;
  connectTimeout: number;
  responseTimeout: number;
}

type Answer = {status: number; content?: string; isTimedOut?: boolean};

const RESULTS = JSON.stringify({results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: 'q', params: '', index: 'apis_test'}]});

/** A requester that answers per host and records what it was asked. */
function fakeRequester(answerFor: (host: string) => Answer) {
  const sent: Sent[] = [];
  return {
    sent,
    hosts: () => sent.map((request) => request.host),
    requester: {
      async send({url, connectTimeout, responseTimeout}: {url: string; connectTimeout: number; responseTimeout: number}) {
        const host = new URL(url).host;
        sent.push({host, connectTimeout, responseTimeout});
        const {status, content = status === 200 ? RESULTS : '{"message":"error","status":' + status + '}', isTimedOut = false} = answerFor(host);
        return {status, content, isTimedOut};
      },
    },
  };
}

/** The DSN host fails; every other host answers. */
const dsnDown = (status: number) => (host: string): Answer => (host === DSN ? {status} : {status: 200});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const search = (backend: ReturnType<typeof createAlgoliaBackend>, query: string) => backend.search({requests: [{indexName: SETTINGS.indexName, query}]});

describe('Algolia backend', () => {
  test('upstream: algoliasearch’s own hosts cache asks a failed host again on the next search', async () => {
    // What src/lib/upstream-internals.ts records: if this fails, algoliasearch remembers failed
    // hosts now, and client/algolia/hostsCache.ts may go.
    const fake = fakeRequester(dsnDown(503));
    const client = liteClient(SETTINGS.appId, SETTINGS.apiKey, {requester: fake.requester});
    await client.search({requests: [{indexName: SETTINGS.indexName, query: 'a'}]});
    await client.search({requests: [{indexName: SETTINGS.indexName, query: 'b'}]});
    assert.equal(fake.hosts().filter((host) => host === DSN).length, 2);
  });

  test('a host that failed is skipped for two minutes, then tried again', async (t: TestContext) => {
    let now = 1_000_000;
    t.mock.method(Date, 'now', () => now);
    const fake = fakeRequester(dsnDown(503));
    const backend = createAlgoliaBackend(SETTINGS, {requester: fake.requester, hostsCache: createHostsCache(null)});
    await search(backend, 'a');
    assert.deepEqual(fake.hosts().slice(0, 1), [DSN]);
    assert.equal(fake.sent.length, 2, 'the DSN host failed, the next one answered');

    await search(backend, 'b');
    assert.notEqual(fake.hosts()[2], DSN);
    assert.equal(fake.sent.length, 3);

    now += HOST_RETRY_MS;
    await search(backend, 'c');
    assert.notEqual(fake.hosts()[3], DSN, 'still within two minutes');
    now += 1;
    await search(backend, 'd');
    assert.equal(fake.hosts()[4], DSN, 'tried again after two minutes');
  });

  test('a host that timed out goes after the hosts that are up', async () => {
    const fake = fakeRequester((host) => (host === DSN ? {status: 0, isTimedOut: true} : {status: 200}));
    const backend = createAlgoliaBackend(SETTINGS, {requester: fake.requester, hostsCache: createHostsCache(null)});
    await search(backend, 'a');
    await search(backend, 'b');
    assert.equal(fake.hosts()[0], DSN);
    assert.notEqual(fake.hosts()[2], DSN);
  });

  test('the host states survive a page load: they are stored per host', async () => {
    const storage = memoryStorage();
    const first = fakeRequester(dsnDown(503));
    await search(createAlgoliaBackend(SETTINGS, {requester: first.requester, hostsCache: createHostsCache(storage)}), 'a');
    const stored = JSON.parse(storage.items.get(`${HOST_KEY_PREFIX}https://${DSN_HOST}`)!);
    assert.equal(stored.status, 'down');
    assert.equal(typeof stored.lastUpdate, 'number');
    assert.equal(storage.items.size, 1, 'only the failed host has an entry');

    const next = fakeRequester(dsnDown(503));
    await search(createAlgoliaBackend(SETTINGS, {requester: next.requester, hostsCache: createHostsCache(storage)}), 'a');
    assert.equal(next.sent.length, 1);
    assert.notEqual(next.hosts()[0], DSN);
  });

  test('storage that throws or holds garbage is ignored', async () => {
    const broken = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const fake = fakeRequester(dsnDown(503));
    const backend = createAlgoliaBackend(SETTINGS, {requester: fake.requester, hostsCache: createHostsCache(broken)});
    await search(backend, 'a');
    await search(backend, 'b');
    assert.deepEqual(fake.hosts().filter((host) => host === DSN), [DSN], 'remembered in memory');
  });

  test('timeouts of the spec: connect 1 s, read 2 s for searches, write 30 s', async () => {
    assert.deepEqual(ALGOLIA_TIMEOUTS, {connect: 1000, read: 2000, write: 30_000});
    const fake = fakeRequester(() => ({status: 200}));
    const backend = createAlgoliaBackend(SETTINGS, {requester: fake.requester, hostsCache: createHostsCache(null)});
    await search(backend, 'a');
    assert.deepEqual(fake.sent[0], {host: DSN, connectTimeout: 1000, responseTimeout: 2000});
    // The client only searches; a write through its transporter gets the write timeout.
    const write = backend.transporter as unknown as {request: (request: object, options: object) => Promise<unknown>};
    await write.request({method: 'POST', path: '/1/indexes/apis_test/batch', queryParameters: {}, headers: {}, data: {requests: []}}, {});
    assert.equal(fake.sent[1]!.host, 'testapp0.algolia.net');
    assert.equal(fake.sent[1]!.connectTimeout, 1000);
    assert.equal(fake.sent[1]!.responseTimeout, 30_000);
  });

  test('failures by kind: refused (not retried), malformed, unreachable', async () => {
    const refused = fakeRequester(() => ({status: 403, content: '{"message":"Invalid Application-ID or API key","status":403}'}));
    const refusal = await search(createAlgoliaBackend(SETTINGS, {requester: refused.requester, hostsCache: createHostsCache(null)}), 'a').catch((error: unknown) => error);
    assert.deepEqual(searchFailureOf(refusal), {kind: 'refused', status: 403});
    assert.equal(refused.sent.length, 1, '4xx is not retried on another host');

    const garbled = fakeRequester(() => ({status: 200, content: '<html>not a search result'}));
    const malformed = await search(createAlgoliaBackend(SETTINGS, {requester: garbled.requester, hostsCache: createHostsCache(null)}), 'a').catch((error: unknown) => error);
    assert.deepEqual(searchFailureOf(malformed), {kind: 'malformed'});

    const down = fakeRequester(() => ({status: 503}));
    const unreachable = await search(createAlgoliaBackend(SETTINGS, {requester: down.requester, hostsCache: createHostsCache(null)}), 'a').catch((error: unknown) => error);
    assert.deepEqual(searchFailureOf(unreachable), {kind: 'unreachable'});
    assert.equal(down.sent.length, 4, 'every read host was tried');
  });
});
