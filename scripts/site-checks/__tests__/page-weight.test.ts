import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {FIRST_LOAD_BUDGETS, HTML_BUDGETS, KIB, firstLoadProblems} from '../budgets';
import {brotliSize, firstLoadAssets, measurePage, overBudget} from '../page-weight';
import {page, writeBuild} from './fixtures';


test('firstLoadAssets reads unquoted minified HTML: scripts (a loader\'s data-main too) and stylesheets only, same origin only', () => {
  const html = page('<p>正文<script>inline()</script>', {
    head:
      '<link rel=stylesheet href=/assets/css/styles.1.css><link rel=preload href=/assets/js/later.js as=script>' +
      '<link rel="alternate stylesheet" href=/assets/css/alt.css><link rel=stylesheet href=https://cdn.example.com/x.css>' +
      '<script src=/assets/js/runtime~main.2.js defer></script><script src=/assets/js/main.3.js defer></script><script src=//cdn.example.com/a.js></script>' +
      '<script data-main=/assets/js/main.4.js>!function(u){load(u)}(document.currentScript.dataset.main)</script>',
  });
  assert.deepEqual(firstLoadAssets(html), {
    scripts: ['/assets/js/runtime~main.2.js', '/assets/js/main.3.js', '/assets/js/main.4.js'],
    stylesheets: ['/assets/css/styles.1.css', '/assets/css/alt.css'],
  });
});

test('a page reads its weight from the files it names, and an HTML over budget fails', () => {
  const dir = writeBuild({
    'doc.html': page('<p>文档', {head: '<link rel=stylesheet href=/assets/css/s.css><script src=/assets/js/main.js defer></script><script src=/assets/js/runtime~main.js defer></script>'}),
    'assets/js/main.js': '',
    'assets/js/runtime~main.js': 'console.log(1);'.repeat(100),
    'assets/css/s.css': 'a{color:red}'.repeat(200),
    // A precompressed copy that lies: the size comes from compressing the file itself.
    'assets/js/main.js.br': 'x',
  });
  try {
    // Random bytes do not compress: their brotli size is their length plus a few bytes.
    fs.writeFileSync(path.join(dir, 'assets/js/main.js'), crypto.randomBytes(12 * KIB));
    const weight = measurePage(dir, '/doc');
    assert.ok(weight.js > 12 * KIB, `incompressible script measured as ${weight.js}`);
    assert.ok(weight.css < KIB && weight.html < KIB);
    assert.equal(weight.total, weight.html + weight.js + weight.css);
    assert.deepEqual(overBudget(weight, {path: '/doc', html: KIB}), [], 'within budget');
    const problems = overBudget(weight, {path: '/doc', html: 10});
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /^\/doc: HTML is 0\.\d KiB brotli, 0\.\d KiB over the 0\.0 KiB budget$/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a cold load over its script or CSS budget fails, naming the biggest files', () => {
  const budget = {type: 'doc', path: '/doc', js: 100 * KIB, css: 10 * KIB};
  const load = {
    scripts: [{path: '/assets/js/main.js', bytes: 90 * KIB}, {path: '/assets/js/route.js', bytes: 20 * KIB}],
    stylesheets: [{path: '/assets/css/styles.css', bytes: 9 * KIB}],
    js: 110 * KIB,
    css: 9 * KIB,
  };
  assert.deepEqual(firstLoadProblems(load, budget), ['/doc: script is 110.0 KiB in 2 files, over the 100.0 KiB budget (/assets/js/main.js 90.0 KiB, /assets/js/route.js 20.0 KiB)']);
  assert.deepEqual(firstLoadProblems({...load, js: 100 * KIB}, budget), [], 'at the budget is within it');
});

test('a reference to a file missing from the build is an error, not a zero', () => {
  const dir = writeBuild({'doc.html': page('', {head: '<script src=/assets/js/gone.js></script>'})});
  try {
    assert.throws(() => measurePage(dir, '/doc'), /\/assets\/js\/gone\.js is referenced but not in the build/);
    assert.throws(() => measurePage(dir, '/nowhere'), /no page \/nowhere/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('brotliSize compresses at quality 11', () => {
  const dir = writeBuild({'a.txt': '中文 API 文档 '.repeat(500)});
  try {
    const size = brotliSize(`${dir}/a.txt`);
    assert.ok(size > 0 && size < 100, `repetitive text compresses to ${size} bytes`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('every page type the bench compares has a first-load budget, and /MapComponent an HTML one', () => {
  assert.equal(FIRST_LOAD_BUDGETS.length, 6);
  assert.ok(FIRST_LOAD_BUDGETS.every((b) => b.js > 100 * KIB && b.css > 5 * KIB));
  assert.ok(HTML_BUDGETS.some((b) => b.path === '/MapComponent'));
});
