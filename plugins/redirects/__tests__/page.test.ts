import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Parser} from 'htmlparser2';
import {redirectPage} from '../page';

/** The parts of a redirect page a browser acts on, read with a parser. */
function read(html: string) {
  const found = {lang: '', refresh: '', canonical: '', script: '', link: '', text: ''};
  let inScript = false;
  let inBody = false;
  new Parser({
    onopentag(name, attributes) {
      if (name === 'html') found.lang = attributes.lang ?? '';
      if (name === 'meta' && attributes['http-equiv'] === 'refresh') found.refresh = attributes.content ?? '';
      if (name === 'link' && attributes.rel === 'canonical') found.canonical = attributes.href ?? '';
      if (name === 'a') found.link = attributes.href ?? '';
      if (name === 'body') inBody = true;
      inScript = name === 'script';
    },
    ontext(text) {
      if (inScript) found.script += text;
      else if (inBody) found.text += text;
    },
    onclosetag() {
      inScript = false;
    },
  }).end(html);
  return found;
}

test('a redirect page is Chinese, refreshes, names its canonical target and links to it', () => {
  const page = read(redirectPage('/community/support'));
  assert.equal(page.lang, 'zh');
  assert.equal(page.refresh, '0; url=/community/support');
  assert.equal(page.canonical, '/community/support');
  assert.equal(page.link, '/community/support');
  assert.match(page.text, /此页面已迁移/);
  assert.equal(page.script, 'window.location.replace("/community/support" + window.location.search + window.location.hash);');
});

test('a target with its own query or fragment keeps it and gets none forwarded', () => {
  assert.equal(read(redirectPage('/tests/pages/link-tests?from=redirect')).script, 'window.location.replace("/tests/pages/link-tests?from=redirect");');
  assert.equal(read(redirectPage('/a#b')).script, 'window.location.replace("/a#b");');
});

test('a target cannot break out of the attribute or the script', () => {
  const html = redirectPage('/x"><script>alert(1)</script>');
  const page = read(html);
  assert.equal(page.canonical, encodeURI('/x"><script>alert(1)</script>'));
  assert.doesNotMatch(page.script, /<\/script>|alert\(1\)\)/);
  assert.equal((html.match(/<script>/g) ?? []).length, 1);
});
