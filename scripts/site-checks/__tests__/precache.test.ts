import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MERMAID_MARKER, precachedUrls, scriptsContaining} from '../precache.mjs';
import {writeTree} from '../../lib/testing/tree';

/** A build folder holding `files` (path → content). */
const buildWith = (files: Record<string, string>) => writeTree(files, 'precache-');

// Minified the way the build writes it: Workbox's manifest is an array literal inside sw.js.
const WORKER = 'self.__precache=[{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/js/main.1a.js"},{"revision":null,"url":"assets/js/4512.2b.js"}];importScripts("x")';

test('reads the precache list Workbox wrote into sw.js, and nothing from a build without a worker', () => {
  assert.deepEqual(precachedUrls(buildWith({'sw.js': WORKER})), ['index.html', 'assets/js/main.1a.js', 'assets/js/4512.2b.js']);
  assert.equal(precachedUrls(buildWith({'index.html': '<p>hi'})), null);
});

test('a Mermaid chunk that slipped into the precache is named; chunks left to runtime caching are not', () => {
  const scripts = new Map([
    ['assets/js/main.1a.js', 'console.log("app")'],
    ['assets/js/4512.2b.js', `register("${MERMAID_MARKER}",e=>e)`],
    ['assets/js/9001.3c.js', `register("${MERMAID_MARKER}",e=>e)`],
  ]);
  const precached = new Set(precachedUrls(buildWith({'sw.js': WORKER})));
  assert.deepEqual(scriptsContaining(scripts, MERMAID_MARKER).filter((url) => precached.has(url)), ['assets/js/4512.2b.js']);
});
