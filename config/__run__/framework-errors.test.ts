// The errors the spec says the framework throws, on a small site built the way this one is (preset
// classic, the docs through plugins/docs-section): an unknown doc id throws unless the doc is a draft,
// an unknown navbar item type throws, a page without a default export throws.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-framework-errors-'));
after(() => fs.rmSync(fixtures, {recursive: true, force: true}));

interface Site {
  sidebar?: string[];
  navbarItems?: object[];
  files?: Record<string, string>;
}

/** Builds a site of one doc section and a home page; returns whether it built and what it printed. */
function build(name: string, {sidebar = ['intro'], navbarItems = [], files = {}}: Site): {ok: boolean; output: string} {
  const dir = path.join(fixtures, name);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', '{"name": "fixture", "private": true}\n');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  write(
    'docusaurus.config.js',
    `module.exports = ${JSON.stringify({
      title: '测试',
      url: 'https://fixture.example',
      baseUrl: '/',
      future: {v4: true, faster: true},
      i18n: {defaultLocale: 'zh', locales: ['zh']},
      presets: [['classic', {docs: false, blog: false}]],
      plugins: [[path.join(ROOT, 'plugins/docs-section/index.ts'), {id: 'guide', path: 'guide', routeBasePath: 'guide', sidebarPath: path.join(dir, 'sidebars.js')}]],
      themeConfig: {navbar: {items: navbarItems}},
    })};\n`,
  );
  write('sidebars.js', `module.exports = ${JSON.stringify({main: sidebar})};\n`);
  write('guide/intro.md', '# 简介\n\n一个文档页。\n');
  write('src/pages/index.js', "import React from 'react';\nexport default function Home() {\n  return <p>首页</p>;\n}\n");
  for (const [file, text] of Object.entries(files)) write(file, text);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', dir, '--out-dir', path.join(dir, 'build')], {
    encoding: 'utf8',
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  return {ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`};
}

test('a sidebar naming an unknown doc id stops the build, naming the id', () => {
  const {ok, output} = build('unknown-doc', {sidebar: ['intro', 'no-such-doc']});
  assert.equal(ok, false);
  assert.match(output, /Invalid sidebar file/);
  assert.match(output, /no-such-doc/);
});

test('a sidebar naming a draft builds: the draft is left out of production', () => {
  const {ok, output} = build('draft-doc', {sidebar: ['intro', 'later'], files: {'guide/later.md': '---\ndraft: true\n---\n\n# 以后再写\n\n草稿。\n'}});
  assert.equal(ok, true, output);
  assert.ok(fs.existsSync(path.join(fixtures, 'draft-doc/build/guide/intro/index.html')) || fs.existsSync(path.join(fixtures, 'draft-doc/build/guide/intro.html')));
  assert.ok(!fs.existsSync(path.join(fixtures, 'draft-doc/build/guide/later')) && !fs.existsSync(path.join(fixtures, 'draft-doc/build/guide/later.html')));
});

test('a navbar item of an unknown type stops the build, naming the type', () => {
  const {ok, output} = build('navbar-type', {navbarItems: [{type: 'no-such-type', label: '坏'}]});
  assert.equal(ok, false);
  assert.match(output, /Bad navbar item type no-such-type/);
});

test('a page without a default export stops the build, naming the page', () => {
  const {ok, output} = build('no-default-export', {files: {'src/pages/broken.js': 'export const notAComponent = 1;\n'}});
  assert.equal(ok, false);
  assert.match(output, /page component at \/broken doesn't have a default export/);
});
