import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {BANNER_CONTAINER_ID, bannerScript} from '../client/script';

/** Runs the banner script in a tiny stand-in of the DOM and returns the text it drew, if any. */
function run(script: string, {docusaurusLoaded, pathname}: {docusaurusLoaded: boolean; pathname: string}): string | null {
  let onReady: (() => void) | undefined;
  const inserted: {id?: string; texts: string[]}[] = [];
  const element = () => {
    const node = {
      id: '',
      textContent: '',
      style: {cssText: '', margin: ''},
      children: [] as unknown[],
      setAttribute() {},
      appendChild(child: {textContent?: string; data?: string}) {
        node.children.push(child);
      },
    };
    return node;
  };
  const document = {
    addEventListener: (_event: string, listener: () => void) => (onReady = listener),
    createElement: element,
    createTextNode: (data: string) => ({data}),
    body: {
      firstChild: null,
      insertBefore(box: ReturnType<typeof element>) {
        const texts = (box.children as {children: {data?: string; textContent?: string}[]}[]).map((p) => p.children.map((c) => c.data ?? c.textContent).join(''));
        inserted.push({id: box.id, texts});
      },
    },
  };
  const window = {location: {pathname}, ...(docusaurusLoaded ? {docusaurus: {}} : {})};
  vm.runInNewContext(script, {document, window});
  onReady?.();
  return inserted.length ? `${inserted[0]!.id}: ${inserted[0]!.texts.join(' | ')}` : null;
}

test('when the site scripts did not run, the banner says so in Chinese and suggests the base URL', () => {
  const drawn = run(bannerScript('/'), {docusaurusLoaded: false, pathname: '/docs-site'});
  assert.equal(drawn, `${BANNER_CONTAINER_ID}: 本站没有正确加载。 | 最常见的原因是站点的 baseUrl 配置不对。当前配置的 baseUrl：/ | 请试试把 baseUrl 设为：/docs-site/`);
});

test('when they ran, nothing is drawn', () => {
  assert.equal(run(bannerScript('/'), {docusaurusLoaded: true, pathname: '/'}), null);
});
