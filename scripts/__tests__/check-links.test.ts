import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findBrokenLinks} from '../check-links.mjs';

let dir: string;

function write(rel: string, html: string) {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, html);
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  write('index.html', '<a href="/docs">docs</a><a href="/docs#intro">intro</a><a href="https://example.org/x">ext</a><a href="/img/logo.svg">logo</a>');
  write('docs.html', '<h2 id="intro">Intro</h2><a href="#missing">bad anchor</a><a href="/nowhere">bad page</a><a href="/feature-requests/a">prefix</a>');
  write('docs/sub.html', '<a href="../docs#intro">relative</a><a href="/%E4%B8%AD%E6%96%87">encoded</a>');
  write('中文.html', '<p id="x">ok</p>');
  write('img/logo.svg', '<svg/>');
});

after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('reports missing pages and anchors, and nothing else', () => {
  const broken = findBrokenLinks(dir, {clientRoutes: ['/feature-requests']}) as {from: string; href: string; reason: string}[];
  assert.deepEqual(
    broken.map((b) => `${b.from} ${b.href} ${b.reason}`).sort(),
    ['/docs #missing no element with id "missing"', '/docs /nowhere no such page'],
  );
});
