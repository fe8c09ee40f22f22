// The server-rendered /fo/N pages of the real build (`npm test` builds first; BUILD_DIR picks another
// folder), read with an HTML parser: every fact below is in the HTML that a crawler or a visitor
// without scripts gets. In the browser: hydration and the code tabs in e2e/featured-apis.spec.ts, the
// try-it panel in e2e/try-it.spec.ts, its key field in e2e/api-key-field.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadCatalogue} from '../../catalogue/node/load';
import {loadFeaturedApis, featuredApiPermalink} from '../node/load';
import {all, one, ownText, parseBuiltHtml, readBuiltPage, text, withExactText, type Element} from '../../../scripts/site-checks/dom';
import type {FeaturedApi} from '../shared/types';

const SITE_DIR = path.resolve(__dirname, '../../..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(SITE_DIR, 'build'));
assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), `${buildDir} has no build: run the build first`);

const catalogue = loadCatalogue(SITE_DIR);
const apis = loadFeaturedApis(SITE_DIR, catalogue.map((category) => category.category));
const categorySlugs = new Map(catalogue.map((category) => [category.category, category.slug] as const));

/** The label every sample response carries, so nobody takes it for a live result. */
const SAMPLE_LABEL = '示例响应（根据官方文档整理的样例数据，非实时结果）';
const SAMPLE_OMITTED_LABEL = '示例响应（未提供）';

/** "Fixer API" keeps its name as the page title; "ipstack" becomes "ipstack API". */
function expectedTitle(name: string): string {
  return /(^|[^a-z0-9])api$/i.test(name) ? name : `${name} API`;
}

/** "2026-11" → "2026 年 11 月", as the page writes the month the facts were checked. */
function chineseMonth(month: string): string {
  const [year, monthNumber] = month.split('-');
  return `${year} 年 ${Number(monthNumber)} 月`;
}

/** A line of the sample as the page prints it, to find the sample in the endpoint's section. */
function sampleLine(example: unknown): string {
  const json = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  const lines = json.split('\n').map((line) => line.trim()).filter((line) => line.length > 1);
  return lines[typeof example === 'string' ? 0 : Math.min(1, lines.length - 1)]!;
}

/** The value of the fact list's entry `term` (the <dd> after its <dt>), or undefined. */
function fact(facts: Element, term: string): Element | undefined {
  const entry = all('div', facts).find((div) => all('dt', div).some((dt) => text(dt) === term));
  return entry && one('dd', entry);
}

function pageFile(index: number): string {
  return path.join(buildDir, `${featuredApiPermalink(index)}.html`);
}

function checkPage(api: FeaturedApi, index: number, page = readBuiltPage(pageFile(index))): void {
  const article = one('article', page);
  assert.equal(text(one('h1', page)), api.name);
  const title = text(one('title', page));
  assert.match(title, new RegExp(`^${expectedTitle(api.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\| |$)`));
  assert.ok(!title.includes('API API'), title);
  assert.equal(one('meta[name=description]', page).attribs.content, api.summary);
  assert.ok(text(one('header', article)).includes(`精选 API · 第 ${index + 1} 个`));

  const categoryHref = `/google/api/${categorySlugs.get(api.category)}`;
  const facts = one('dl', article);
  for (const scope of [one('header', article), facts]) {
    const links = all('a', scope).filter((a) => text(a) === api.category);
    assert.deepEqual(links.map((a) => a.attribs.href), [categoryHref]);
  }

  // Every endpoint: heading, three code tabs with the example request, and its labelled sample
  // response (or the stated reason why it has none).
  assert.equal(all('h3', article).length, api.endpoints.length);
  assert.equal(all('[role=tablist]', page).length, api.endpoints.length);
  for (const endpoint of api.endpoints) {
    const where = `${api.id}/${endpoint.id}`;
    const section = all('section', page).find((s) => s.children.some((child) => child.type === 'tag' && child.name === 'h3' && child.attribs.id === `endpoint-${endpoint.id}`));
    assert.ok(section, `${where}: section with h3#endpoint-${endpoint.id}`);
    assert.deepEqual(all('[role=tab]', section).map(text), ['curl', 'JavaScript', 'Python'], where);
    const code = text(all('[role=tabpanel]:not([hidden]) code', section));
    assert.ok(code.includes(`curl ${endpoint.method === 'POST' ? '-X POST ' : ''}'${api.baseUrl}`), `${where}: curl request in ${code}`);
    if (api.auth.type !== 'none') assert.ok(code.includes('YOUR_API_KEY'), `${where}: key placeholder`);
    if (endpoint.paramsNote !== undefined) assert.ok(text(section).includes(endpoint.paramsNote), `${where}: params note`);
    if (endpoint.sampleOmitted !== undefined) {
      assert.equal(withExactText(section, SAMPLE_LABEL).length, 0, where);
      const notes = all('[role=note]', section).filter((note) => note.attribs['aria-label'] === SAMPLE_OMITTED_LABEL);
      assert.equal(notes.length, 1, `${where}: note on the missing sample`);
      assert.ok(text(notes[0]!).includes(endpoint.sampleOmitted), where);
    } else {
      assert.equal(withExactText(section, SAMPLE_LABEL).length, 1, `${where}: sample label`);
      assert.ok(text(section).includes(sampleLine(endpoint.exampleResponse)), `${where}: sample`);
    }
  }
  assert.equal(withExactText(page, SAMPLE_LABEL).length, api.endpoints.filter((endpoint) => endpoint.exampleResponse !== undefined).length);

  // Free-tier facts: the provider's terms (or the plain statement that it publishes none) and the month checked.
  const freeTier = fact(facts, '免费额度');
  assert.ok(freeTier, 'free tier fact');
  assert.ok(text(freeTier).includes(`核对于 ${chineseMonth(api.freeTier.checked)}`));
  assert.equal(one('time', freeTier).attribs.datetime, api.freeTier.checked);
  assert.ok(text(freeTier).includes(api.freeTier.summary));
  if (api.freeTier.source) assert.equal(one('a', freeTier).attribs.href, api.freeTier.source);
  // HTTPS: yes or no, then what the provider's docs say about plans.
  assert.equal(text(fact(facts, 'HTTPS')!), `${api.https ? '支持' : '不支持'}${api.httpsNote ? `。${api.httpsNote}` : ''}`);

  // Errors: this API's own documented codes, in the data's order, or no section at all.
  const toc = one('.table-of-contents', page);
  const errorsHeading = all('h2', page).filter((h2) => ownText(h2) === '错误码');
  if (api.errors) {
    assert.equal(errorsHeading.length, 1);
    // The caption's end tag is optional, so the parser may nest the table body in it: its own text is the name.
    const table = all('table', page).find((t) => all('caption', t).some((caption) => ownText(caption) === `${api.name} 的错误码`));
    assert.ok(table, `table captioned "${api.name} 的错误码"`);
    const rows = all('tbody tr', table);
    assert.deepEqual(rows.map((row) => text(one('td', row))), api.errors.map((error) => error.code));
    api.errors.forEach((error, i) => {
      assert.ok(text(rows[i]!).includes(error.description), `error ${error.code}`);
      if (error.type) assert.ok(text(rows[i]!).includes(error.type), `error type ${error.type}`);
    });
    assert.equal(text(one('a[href="#errors"]', toc)), '错误码');
  } else {
    assert.equal(errorsHeading.length, 0);
    assert.equal(all('a[href="#errors"]', toc).length, 0);
  }

  assert.equal(all('h2', page).filter((h2) => ownText(h2) === '在线试用').length, 1);
  const tryIt = one('[aria-label=在线试用]', page);
  const labelled = (name: string) => all('label', tryIt).filter((label) => text(label) === name).map((label) => one(`#${label.attribs.for}`, page));
  assert.equal(all('option', labelled('接口')[0]!).length, api.endpoints.length);
  assert.equal(labelled('API 密钥').length, api.auth.type === 'none' ? 0 : 1);
  assert.equal(text(one('a[href="#try-it"]', toc)), '在线试用');
  assert.equal(all('a[href="#overview"]', toc).length, 1);
  assert.equal(all('#try-it', page).length, 1);

  const pager = one('nav[aria-label="精选 API 翻页"]', page);
  const pagerLink = (label: string) => all('a', pager).filter((a) => text(a).includes(label));
  for (const [label, neighbour, neighbourIndex] of [
    ['上一个', apis[index - 1], index - 1],
    ['下一个', apis[index + 1], index + 1],
  ] as const) {
    const links = pagerLink(label);
    if (!neighbour) {
      assert.equal(links.length, 0, `no ${label}`);
      continue;
    }
    assert.equal(links.length, 1, label);
    assert.equal(links[0]!.attribs.href, featuredApiPermalink(neighbourIndex));
    assert.ok(text(links[0]!).includes(neighbour.name));
  }
}

test('the data holds 29 featured APIs from ipstack to picwish, every endpoint with a sample or the reason it has none', () => {
  assert.equal(apis.length, 29);
  assert.equal(apis[0]!.id, 'ipstack');
  assert.equal(apis[28]!.id, 'picwish');
  for (const api of apis) {
    for (const endpoint of api.endpoints) {
      assert.ok((endpoint.exampleResponse !== undefined) !== (endpoint.sampleOmitted !== undefined), `${api.id}/${endpoint.id}`);
    }
  }
});

apis.forEach((api, index) => {
  test(`${featuredApiPermalink(index)} renders ${api.name} completely`, () => checkPage(api, index));
});

test('the check fails on a page that lost a fact: the HTTPS entry says the opposite', () => {
  const api = apis[0]!;
  const html = fs.readFileSync(pageFile(0), 'utf8');
  const defective = html.replace(/(<dt>HTTPS(?:<\/dt>)?<dd>)([^<]*)/, (_, start: string) => `${start}${api.https ? '不支持' : '支持'}`);
  assert.notEqual(defective, html, 'the page has an HTTPS fact to change');
  // Read from the error's values, not its message: Node words the message differently for long strings.
  assert.throws(
    () => checkPage(api, 0, parseBuiltHtml(defective)),
    (error: unknown) => error instanceof assert.AssertionError && /^(不支持|支持)/.test(String(error.actual)) && /^(不支持|支持)/.test(String(error.expected)) && error.actual !== error.expected,
  );
});

test('stale HTTPS facts are gone: aviationstack and marketstack offer HTTPS on every plan', () => {
  for (const id of ['aviationstack', 'marketstack']) {
    const index = apis.findIndex((api) => api.id === id);
    const api = apis[index]!;
    assert.equal(api.https, true);
    assert.match(api.httpsNote ?? '', /所有|任何|全部/, `${id}: the HTTPS note says which plans`);
    const article = text(one('article', readBuiltPage(pageFile(index))));
    assert.ok(!article.includes('不支持 HTTPS'), id);
  }
  // The error lists differ from one provider family to the next: no shared generic list.
  const lists = new Set(apis.filter((api) => api.errors).map((api) => api.errors!.map((error) => error.code).join(',')));
  assert.ok(lists.size > 5);
  assert.ok(!lists.has('401,429'));
});
