import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {ENTRY_SCRIPT, MAIN_BUNDLE_LOADER, NO_PAINT_FALLBACK_MS, leanSsrTemplate} from '../ssr-template';

const DATA = {
  appHtml: '<p>正文</p>',
  baseUrl: '/',
  htmlAttributes: 'lang="zh"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/main.0123abcd.js', 'assets/js/81668.eacf2458.js', 'assets/js/55648.996d9c04.js'],
  stylesheets: ['assets/css/styles.bcc75546.css', 'assets/css/a94703ab.5edfbd72.css'],
  noIndex: false,
  version: '3.10.2',
};

test('the page template writes every stylesheet and, of the scripts, the main bundle only, started by the loader', async () => {
  const html = (await compileSSGTemplate(leanSsrTemplate()))(DATA);
  assert.ok(html.includes(`<script data-main="/assets/js/main.0123abcd.js">${MAIN_BUNDLE_LOADER}</script>`), html);
  assert.doesNotMatch(html, /<script src=/);
  assert.doesNotMatch(html, /81668|55648/);
  for (const stylesheet of DATA.stylesheets) assert.ok(html.includes(`<link rel="stylesheet" href="/${stylesheet}" />`), stylesheet);
  // Docusaurus' own template writes them all: what this test would see without the narrowing.
  const upstream = (await compileSSGTemplate((await import('@docusaurus/core/lib/ssg/ssgTemplate.html.js')).default))(DATA);
  assert.match(upstream, /81668/);
});

test('the entry script pattern takes the main bundle and no chunk', () => {
  assert.match('assets/js/main.0123abcd.js', ENTRY_SCRIPT);
  for (const chunk of ['assets/js/81668.eacf2458.js', 'assets/js/runtime~main.0123abcd.js', 'assets/js/domain.0123abcd.js']) assert.doesNotMatch(chunk, ENTRY_SCRIPT);
});

test('a template without the script loop this replaces is refused, not silently kept', () => {
  assert.throws(() => leanSsrTemplate('<html><% it.scripts.map((s) => s) %></html>'), /script loop/);
});

interface Task {
  run: () => void;
  delay: number;
}

/** Runs the loader against stand-ins for the browser APIs it uses; returns what it appended and its hooks. */
function runLoader({paintTiming}: {paintTiming: boolean}) {
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const tasks: Task[] = [];
  const appended: {src: string}[] = [];
  let reportPaint: ((name: string) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(private readonly callback: (list: {getEntriesByName(name: string): unknown[]}) => void) {}
    observe(options: {type: string; buffered: boolean}) {
      assert.deepEqual(options, {type: 'paint', buffered: true});
      reportPaint = (name) => this.callback({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])});
    }
  }
  const document = {
    currentScript: {dataset: {main: '/assets/js/main.0123abcd.js'}},
    createElement: (name: string) => (assert.equal(name, 'script'), {src: ''}),
    head: {appendChild: (element: {src: string}) => void appended.push(element)},
  };
  new Function('window', 'document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', MAIN_BUNDLE_LOADER)(
    {PerformanceObserver: FakePerformanceObserver},
    document,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (callback: () => void) => void frames.push(callback),
    (run: () => void, delay = 0) => void tasks.push({run, delay}),
  );
  /** Runs the queued tasks (and those they queue) with a delay of at most `upTo` ms. */
  const runTasks = (upTo = 0) => {
    for (let task = tasks.findIndex((t) => t.delay <= upTo); task >= 0; task = tasks.findIndex((t) => t.delay <= upTo)) tasks.splice(task, 1)[0]!.run();
  };
  return {appended, listeners, frames, tasks, runTasks, reportPaint: (name: string) => reportPaint!(name)};
}

test('the loader requests the main bundle in a task after the first contentful paint is reported, once', () => {
  const loader = runLoader({paintTiming: true});
  loader.reportPaint('first-paint');
  loader.runTasks();
  assert.deepEqual(loader.appended, [], 'a paint without content does not start it');
  loader.reportPaint('first-contentful-paint');
  assert.deepEqual(loader.appended, [], 'not inside the observer callback');
  loader.runTasks();
  assert.deepEqual(loader.appended, [{src: '/assets/js/main.0123abcd.js'}]);
  loader.listeners.get('load')!();
  assert.deepEqual(loader.frames, [], 'the load event does not wait for a frame when paints are reported');
  loader.runTasks(NO_PAINT_FALLBACK_MS);
  assert.equal(loader.appended.length, 1, 'the fallback does not start it again');
});

test('a page that reports no contentful paint starts the bundle after the fallback delay from its load event', () => {
  const loader = runLoader({paintTiming: true});
  loader.listeners.get('load')!();
  loader.runTasks(NO_PAINT_FALLBACK_MS - 1);
  assert.deepEqual(loader.appended, [], 'not before the delay');
  loader.runTasks(NO_PAINT_FALLBACK_MS);
  assert.deepEqual(loader.appended, [{src: '/assets/js/main.0123abcd.js'}]);
});

test('without paint entries, the loader requests the main bundle in a task after the frame that follows load', () => {
  const loader = runLoader({paintTiming: false});
  assert.deepEqual([...loader.listeners.keys()], ['load']);
  loader.listeners.get('load')!();
  loader.runTasks();
  assert.deepEqual(loader.appended, [], 'nothing before the frame');
  loader.frames.shift()!();
  assert.deepEqual(loader.appended, [], 'nothing in the frame itself, which runs before its paint');
  loader.runTasks();
  assert.deepEqual(loader.appended, [{src: '/assets/js/main.0123abcd.js'}]);
});
