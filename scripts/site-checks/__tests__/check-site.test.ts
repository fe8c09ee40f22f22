import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {page, writeBuild} from './fixtures';

/** `npm run check:site -- <dir>` as npm runs it (package.json), on a fixture build (each page also links its favicon). */
function checkSite(dir: string): {status: number | null; lines: string[]} {
  const script = path.resolve(__dirname, '../../check-site.mjs');
  const {status, stdout} = spawnSync(process.execPath, [script, dir], {encoding: 'utf8'});
  return {status, lines: stdout.trim().split('\n')};
}

const pages = {
  'index.html': page('<main><h1>首页</h1><p>见<a href=/docs#intro>简介</a>和<a href=https://github.com/x>源码</a></main>'),
  'docs.html': page('<main><h2 id=intro>简介</h2><pre><code>::: 代码里可以有</code></pre></main>'),
  'img/favicon.svg': '<svg/>',
};
const clean = writeBuild(pages);
const broken = writeBuild({
  ...pages,
  'docs/broken.html': page('<main><p>:::warning 风险提示<p>见<a href=/no-such-page>此处</a>和<a href=/docs#nope>这一节</a></main>'),
});
after(() => {
  for (const dir of [clean, broken]) fs.rmSync(dir, {recursive: true, force: true});
});

test('check:site prints each broken link and leaked Markdown as "file: problem" and exits non-zero', () => {
  const {status, lines} = checkSite(broken);
  assert.equal(status, 1);
  assert.deepEqual(lines.filter((line) => line.startsWith('docs/')), [
    'docs/broken.html: broken link /no-such-page (no such page or file)',
    'docs/broken.html: broken link /docs#nope (no element with id or name "nope")',
    'docs/broken.html: unrendered Markdown, admonition fence ":::" in ":::warning 风险提示"',
  ]);
  assert.equal(lines.at(-1), 'site check: 3 pages, 6 internal links, 3 problems');
});

test('check:site passes a clean build and counts its external links without fetching them', () => {
  const {status, lines} = checkSite(clean);
  assert.equal(status, 0, lines.join('\n'));
  assert.ok(lines.includes('external links (not fetched): 1 to 1 hosts'), lines.join('\n'));
  assert.equal(lines.at(-1), 'site check: 2 pages, 3 internal links, 0 problems');
});

test('check:site refuses a folder without a build', () => {
  const {status, lines} = checkSite(path.join(clean, 'img'));
  assert.equal(status, 1);
  assert.match(lines[0]!, /no build here/);
});
