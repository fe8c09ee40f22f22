import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {readSite} from '../site.mjs';
import {findUnrenderedMarkdown} from '../rendered-markdown.mjs';
import {page, writeBuild} from './fixtures';

const dir = writeBuild({
  'leaks.html': page(
    '<article><p>:::warning 不要贴出凭据<p>请先删掉密钥。<p>:::' +
      '<p>{/* truncate */}<p>&lt;!-- truncate --><p>详见 [文档](https://example.com)。' +
      '<p>## 安装<ul><li>这是 **重点** 内容<li>普通条目</ul></article>',
  ),
  'clean.html': page(
    '<article><div class="theme-admonition alert alert--warning"><div>不要贴出凭据</div><div><p>请先删掉密钥。</div></div>' +
      '<p>写法是 <code>:::tip[标题]</code>，摘要后面放 <code>{/* truncate */}</code>。' +
      '<pre><code>## 标题\n**粗体** [链接](https://example.com)\n:::\n&lt;!-- truncate --></code></pre>' +
      '<p>第 #1 条，C# 语言，价格 5 * 3 ** 2。<table><tr><td>#<td>编号</table></article>',
  ),
});
after(() => fs.rmSync(dir, {recursive: true, force: true}));

const found = findUnrenderedMarkdown(readSite(dir));

test('finds each kind of Markdown shown as text', () => {
  assert.deepEqual(
    found.map((f: {path: string; rule: string}) => `${f.path} ${f.rule}`),
    [
      '/leaks admonition fence ":::"',
      '/leaks admonition fence ":::"',
      '/leaks MDX comment "{/* … */}"',
      '/leaks HTML comment shown as text',
      '/leaks Markdown link "[text](url)"',
      '/leaks Markdown heading "#"',
      '/leaks bold markers "**"',
    ],
  );
});

test('rendered admonitions, code and ordinary # and * in prose pass', () => {
  assert.deepEqual(found.filter((f: {path: string}) => f.path === '/clean'), []);
});
