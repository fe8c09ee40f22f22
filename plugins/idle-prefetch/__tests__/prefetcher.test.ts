import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createPrefetcher, indexChunkNames, type PrefetcherHost} from '../shared/prefetcher';

/** A host with two doc routes sharing the docs layout chunks; idle callbacks run only when the test says so. */
function fakeHost(overrides: Partial<PrefetcherHost> = {}) {
  const idle: (() => void)[] = [];
  const fetched: string[] = [];
  const host: PrefetcherHost = {
    routesChunkNames: {
      '/docs-1a2': {component: 'layout', props: {version: 'version-metadata'}},
      '/docs/intro-3b4': {component: 'doc-page', content: 'intro-content'},
      '/docs/setup-5c6': {component: 'doc-page', content: 'setup-content'},
    },
    matchRoutePaths: (pathname) => ['/docs', pathname],
    chunkUrl: (name) => `/assets/js/${name}.js`,
    fetchUrl: (url) => fetched.push(url),
    pageUrls: () => ['/assets/js/main.js'],
    whenIdle: (callback) => idle.push(callback),
    skip: () => false,
    ...overrides,
  };
  /** Runs the idle callback queued first; false when none was queued. */
  const runIdleTask = () => {
    const callback = idle.shift();
    callback?.();
    return callback !== undefined;
  };
  return {host, fetched, idle, runIdleTask};
}

test('a prefetch only queues the route: its chunks are fetched later, one route per idle task', () => {
  const {host, fetched, idle, runIdleTask} = fakeHost();
  const prefetcher = createPrefetcher(host);
  assert.equal(prefetcher.prefetch('/docs/intro'), true);
  assert.equal(prefetcher.prefetch('/docs/setup'), true);
  assert.deepEqual(fetched, [], 'nothing is fetched in the task that asked');
  assert.equal(idle.length, 1, 'one idle task is waiting, not one per route');

  assert.ok(runIdleTask());
  assert.deepEqual(fetched, ['/assets/js/layout.js', '/assets/js/version-metadata.js', '/assets/js/doc-page.js', '/assets/js/intro-content.js']);
  assert.ok(runIdleTask(), 'the second route gets its own idle task');
  assert.deepEqual(fetched.slice(4), ['/assets/js/setup-content.js'], 'chunks already asked for are not fetched again');
  assert.equal(runIdleTask(), false, 'no task is left once the queue is empty');
});

test('a chunk the page loaded by itself is not prefetched', () => {
  const {host, fetched, runIdleTask} = fakeHost({pageUrls: () => ['/assets/js/layout.js', '/assets/js/doc-page.js']});
  createPrefetcher(host).prefetch('/docs/intro');
  runIdleTask();
  assert.deepEqual(fetched, ['/assets/js/version-metadata.js', '/assets/js/intro-content.js']);
});

test('a route is queued once; a skipped route (slow connection, already preloaded) is not queued', () => {
  const {host, fetched, idle, runIdleTask} = fakeHost({skip: (routePath) => routePath === '/docs/setup'});
  const prefetcher = createPrefetcher(host);
  assert.equal(prefetcher.prefetch('/docs/setup'), false);
  assert.equal(idle.length, 0);
  assert.equal(prefetcher.prefetch('/docs/intro'), true);
  assert.equal(prefetcher.prefetch('/docs/intro'), false);
  while (runIdleTask());
  assert.equal(fetched.filter((url) => url.endsWith('intro-content.js')).length, 1);
  assert.ok(!fetched.some((url) => url.includes('setup')));
});

test('after the queue ran dry, a new request schedules a new idle task', () => {
  const {host, fetched, idle, runIdleTask} = fakeHost();
  const prefetcher = createPrefetcher(host);
  prefetcher.prefetch('/docs/intro');
  while (runIdleTask());
  prefetcher.prefetch('/docs/setup');
  assert.equal(idle.length, 1);
  runIdleTask();
  assert.ok(fetched.includes('/assets/js/setup-content.js'));
});

test('a chunk the bundler merged away (no URL) is left out', () => {
  const {host, fetched, runIdleTask} = fakeHost({chunkUrl: (name) => (name === 'layout' ? undefined : `/assets/js/${name}.js`)});
  createPrefetcher(host).prefetch('/docs/intro');
  runIdleTask();
  assert.ok(!fetched.some((url) => url.includes('layout')));
  assert.ok(fetched.includes('/assets/js/intro-content.js'));
});

test('the chunk index drops the route hash the way core does and merges entries of one path', () => {
  const index = indexChunkNames({
    '/blog/happy-first-birthday-fe9': {component: 'post', items: [{content: 'a'}, {content: 'b'}]},
    '/blog/happy-first-birthday-0aa': {component: 'other'},
    '/-1be': {component: 'home'},
  });
  assert.deepEqual([...index.get('/blog/happy-first-birthday')!], ['post', 'a', 'b', 'other']);
  assert.deepEqual([...index.get('/')!], ['home']);
  assert.equal(index.get('/blog/happy-first'), undefined);
});
