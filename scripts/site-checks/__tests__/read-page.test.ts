import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readPage, srcsetUrls} from '../read-page.mjs';

test('reads unquoted attributes and implied end tags as a browser does', () => {
  const html =
    '<nav><ul class=menu><li><a href=/docs class=link>文档<li><a href=/blog#最新>博客</ul></nav>' +
    '<main><h2 id=概览>概览</h2><p>第一段<p id=second>第二段<a name=legacy></a>' +
    '<table><tbody><tr><td><a href=../x>x<td>二<tr><td>三</table>' +
    '<img src=/img/a.png srcset="/img/a-640.png 640w,/img/a-1030.png 1030w" alt=图><video poster=/img/p.png></video>' +
    '<meta property=og:image content=https://apis.example.com/img/card.png></main>';
  const {ids, references, textBlocks} = readPage(html);
  assert.deepEqual([...ids], ['概览', 'second', 'legacy']);
  assert.deepEqual(
    references.map((r: {attribute: string; url: string}) => `${r.attribute}=${r.url}`),
    [
      'href=/docs',
      'href=/blog#最新',
      'href=../x',
      'src=/img/a.png',
      'srcset=/img/a-640.png',
      'srcset=/img/a-1030.png',
      'poster=/img/p.png',
      'content=https://apis.example.com/img/card.png',
    ],
  );
  assert.deepEqual(textBlocks, ['文档', '博客', '概览', '第一段', '第二段', 'x', '二', '三']);
});

test('prose leaves out code, scripts and styles', () => {
  const {textBlocks} = readPage(
    '<p>正文 <code>:::tip</code> 继续<pre><code>## not a heading\n**x**</code></pre><script>var a="**b**"</script><style>a{}</style><p>尾',
  );
  assert.deepEqual(textBlocks, ['正文 继续', '尾']);
});

test('srcset candidates split on commas outside URLs', () => {
  assert.deepEqual(srcsetUrls('a.png 1x, b.png 2x'), ['a.png', 'b.png']);
  assert.deepEqual(srcsetUrls('/i/a.png 640w,/i/b.png 1030w'), ['/i/a.png', '/i/b.png']);
  assert.deepEqual(srcsetUrls('/i/x,y.png 2x'), ['/i/x,y.png']);
  assert.deepEqual(srcsetUrls('/only.png'), ['/only.png']);
});
