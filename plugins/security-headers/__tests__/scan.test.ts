import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cspHash, scanPage} from '../node/scan';
import {withPolicyMeta} from '../node/inject';
import {RUNTIME_STYLES_ATTRIBUTE} from '../shared/runtimeStyles';

// Minified as the build writes it: attributes unquoted, optional end tags dropped.
const PAGE =
  '<!doctype html><html lang=zh dir=ltr><head><meta charset=UTF-8><script>document.documentElement.setAttribute("data-theme","light")</script>' +
  '<script type=application/ld+json>{"@type":"Article"}</script><script src=/assets/js/main.js defer></script><style>.a{color:red}</style></head>' +
  '<body><svg style=display:none><symbol id=x></symbol></svg><p>1 &amp; 2<ul><li><span class=bar style="width:50%">x</span></ul>' +
  '<table><tr><td style=text-align:right>3</table></body></html>';

test('a page’s executable inline scripts, style attributes and style elements are hashed as the browser reads them', () => {
  const scan = scanPage(PAGE);
  assert.deepEqual([...scan.scripts], [cspHash('document.documentElement.setAttribute("data-theme","light")')]);
  assert.deepEqual([...scan.styleAttributes].sort(), [cspHash('display:none'), cspHash('width:50%'), cspHash('text-align:right')].sort());
  assert.deepEqual([...scan.styleElements], [cspHash('.a{color:red}')]);
  assert.equal(scan.needsRuntimeStyles, false);
});

test('script text is hashed raw: an entity inside a script is not decoded', () => {
  const scan = scanPage('<html><head><script>a="&amp;"</script></head></html>');
  assert.deepEqual([...scan.scripts], [cspHash('a="&amp;"')]);
  assert.notDeepEqual([...scan.scripts], [cspHash('a="&"')]);
});

test('a page holding the runtime-styles marker is told apart', () => {
  assert.equal(scanPage(`<html><head></head><body><div ${RUNTIME_STYLES_ATTRIBUTE}></div></body></html>`).needsRuntimeStyles, true);
});

test('the policy <meta> becomes the first element of <head>, escaped; a page without <head> is refused', () => {
  const html = withPolicyMeta('<!doctype html><html lang=zh><head><meta charset=UTF-8><title>x</title></head><body></body></html>', `script-src 'self' "x"`);
  assert.ok(html.startsWith('<!doctype html><html lang=zh><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;x&quot;"><meta charset=UTF-8>'), html);
  assert.throws(() => withPolicyMeta('<p>no head</p>', 'x'), /no <head>/);
});
