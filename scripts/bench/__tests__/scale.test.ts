import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {addScalePages, marginalCosts, parseScaleCounts, scalePage} from '../scale.mjs';
import {timedNode} from '../builds.mjs';
import {lintSource} from '../../lint-content/rules.mjs';

test('generated pages are the same on every run, differ from each other and carry headings, prose and code', () => {
  assert.equal(scalePage(7), scalePage(7));
  assert.notEqual(scalePage(7), scalePage(8));
  const page = scalePage(7);
  assert.match(page, /^---\ntitle: .+ 8\ndescription: .+\nsidebar_position: 9\n---\n/);
  assert.equal(page.match(/^## /gm)?.length, 3);
  assert.equal(page.match(/^### /gm)?.length, 3);
  assert.match(page, /```ts\n[\s\S]+\n```\n$/);
  assert.ok((page.match(/\p{Script=Han}/gu)?.length ?? 0) > 300, 'mostly Chinese prose');
});

test('the pages pass the site\'s own content checks, so both sites build them', async () => {
  const findings = await lintSource({file: 'google/scale/page-00000.md', text: scalePage(0), kind: 'doc', authors: new Set(), tags: new Set()});
  assert.deepEqual(findings.filter((finding) => finding.rule !== 'zh-typography'), []);
});

test('addScalePages writes a category with its index and the pages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-'));
  try {
    addScalePages(dir, 3);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'google/scale')).sort(), ['_category_.json', 'index.md', 'page-00000.md', 'page-00001.md', 'page-00002.md']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a timed step reports its wall time and, with GNU time, its peak memory', () => {
  const cost = timedNode(['-e', 'const a = Buffer.alloc(64 * 1024 * 1024, 1); console.log(a.length)'], {cwd: os.tmpdir(), label: 'allocation'});
  assert.ok(cost.seconds > 0);
  if (fs.existsSync('/usr/bin/time')) assert.ok(cost.peakRssBytes! > 64 * 1024 * 1024, `peak ${cost.peakRssBytes}`);
});

test('--scale takes one count or several, comma-separated, and refuses anything else', () => {
  assert.deepEqual(parseScaleCounts('2000'), [2000]);
  assert.deepEqual(parseScaleCounts('2000, 1000'), [1000, 2000]);
  for (const bad of ['', '0', '-5', '1000,', '1e3', '1000,1000', 'abc']) assert.throws(() => parseScaleCounts(bad), /--scale/, bad);
});

test('marginal costs tell a linear cost (ratio 1) from a quadratic one (ratio 3 over 0, N, 2N)', () => {
  const linear = marginalCosts([{pages: 0, value: 20}, {pages: 1000, value: 120}, {pages: 2000, value: 220}]);
  assert.deepEqual(linear.perPage, [0.1, 0.1]);
  assert.equal(linear.ratio, 1);
  const quadratic = marginalCosts([0, 1000, 2000].map((pages) => ({pages, value: 5 + (pages / 1000) ** 2})));
  assert.deepEqual(quadratic.perPage, [0.001, 0.003]);
  assert.equal(quadratic.ratio, 3);
  assert.equal(marginalCosts([{pages: 0, value: 1}, {pages: 2000, value: 3}]).ratio, null, 'one interval has no trend');
});
