import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_QUERY,
  PAGE_SIZE,
  applyQuery,
  isFiltered,
  matchesAuth,
  matchesText,
  parseQuery,
  searchTerms,
  serializeQuery,
  sortApis,
  visibleCount,
  type ExplorerApi,
  type ExplorerQuery,
} from '../filter';

function api(name: string, overrides: Partial<ExplorerApi> = {}): ExplorerApi {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example/`,
    category: 'animals',
    auth: null,
    https: true,
    cors: 'yes',
    description: `${name} service`,
    descriptionZh: '一个示例接口。',
    verification: null,
    link: null,
    ...overrides,
  };
}

const APIS: ExplorerApi[] = [
  api('Dogs', {description: 'Based on the Stanford Dogs Dataset', descriptionZh: '基于斯坦福狗狗数据集的狗狗图片。'}),
  api('cat facts', {cors: 'no', descriptionZh: '每天一条关于猫的冷知识。'}),
  api('Zoo', {category: 'weather', auth: 'apiKey', https: false, cors: 'unknown', descriptionZh: '动物园天气预报。'}),
  api('Open-Meteo', {category: 'weather', auth: 'OAuth', description: 'Global weather forecast API', descriptionZh: '免费的全球天气预报接口。'}),
  api('Met Norway', {category: 'weather', auth: 'User-Agent', cors: 'unknown', descriptionZh: '挪威气象研究所的天气数据。'}),
  api('Mashape', {category: 'books', auth: 'X-Mashape-Key', https: false, cors: 'no', descriptionZh: '旧市场里的图书接口。'}),
];

const ORDER = ['animals', 'books', 'weather'];
const names = (apis: ExplorerApi[]) => apis.map((a) => a.name);
const query = (overrides: Partial<ExplorerQuery>): ExplorerQuery => ({...DEFAULT_QUERY, ...overrides});

test('text search is case-insensitive over name, English and Chinese description', () => {
  assert.equal(matchesText(APIS[0]!, searchTerms('DOGS')), true); // name
  assert.equal(matchesText(APIS[0]!, searchTerms('stanford')), true); // English description only
  assert.equal(matchesText(APIS[0]!, searchTerms('斯坦福')), true); // Chinese description only
  assert.equal(matchesText(APIS[1]!, searchTerms('斯坦福')), false);
  assert.equal(matchesText(APIS[0]!, searchTerms('   ')), true);
});

test('several words must all match, in any field', () => {
  assert.deepEqual(names(applyQuery(APIS, query({q: 'weather 免费'}), ORDER)), ['Open-Meteo']);
  assert.deepEqual(names(applyQuery(APIS, query({q: '  天气  '}), ORDER)), ['Met Norway', 'Open-Meteo', 'Zoo']);
  assert.deepEqual(names(applyQuery(APIS, query({q: '天气 猫'}), ORDER)), []);
});

test('auth filter: none is null, other groups X-Mashape-Key and User-Agent', () => {
  const by = (auth: ExplorerQuery['auth']) => names(APIS.filter((a) => matchesAuth(a, auth)));
  assert.deepEqual(by(''), names(APIS));
  assert.deepEqual(by('none'), ['Dogs', 'cat facts']);
  assert.deepEqual(by('apiKey'), ['Zoo']);
  assert.deepEqual(by('OAuth'), ['Open-Meteo']);
  assert.deepEqual(by('other'), ['Met Norway', 'Mashape']);
});

test('filters combine: category, HTTPS only and CORS', () => {
  assert.deepEqual(names(applyQuery(APIS, query({category: 'weather', httpsOnly: true}), ORDER)), ['Met Norway', 'Open-Meteo']);
  assert.deepEqual(names(applyQuery(APIS, query({cors: 'unknown'}), ORDER)), ['Met Norway', 'Zoo']);
  assert.deepEqual(names(applyQuery(APIS, query({auth: 'none', cors: 'yes'}), ORDER)), ['Dogs']);
  assert.deepEqual(names(applyQuery(APIS, query({httpsOnly: true, cors: 'no'}), ORDER)), ['cat facts']);
  assert.equal(applyQuery(APIS, DEFAULT_QUERY, ORDER).length, APIS.length);
});

test('sorting by name ignores case, Z→A reverses it, category follows the given order', () => {
  assert.deepEqual(names(sortApis(APIS, 'name')), ['cat facts', 'Dogs', 'Mashape', 'Met Norway', 'Open-Meteo', 'Zoo']);
  assert.deepEqual(names(sortApis(APIS, 'name-desc')), ['Zoo', 'Open-Meteo', 'Met Norway', 'Mashape', 'Dogs', 'cat facts']);
  assert.deepEqual(names(sortApis(APIS, 'category', ORDER)), ['cat facts', 'Dogs', 'Mashape', 'Met Norway', 'Open-Meteo', 'Zoo']);
  assert.deepEqual(names(sortApis(APIS, 'category', ['weather', 'animals'])), ['Met Norway', 'Open-Meteo', 'Zoo', 'cat facts', 'Dogs', 'Mashape']);
  // The input is left alone.
  assert.equal(APIS[0]!.name, 'Dogs');
});

test('same-named APIs get a stable order whatever the input order', () => {
  const a = api('Cat Facts', {url: 'https://catfact.ninja/'});
  const b = api('Cat Facts', {url: 'https://alexwohlbruck.github.io/cat-facts/'});
  assert.deepEqual(sortApis([a, b], 'name'), sortApis([b, a], 'name'));
  assert.equal(sortApis([a, b], 'name')[0], b);
});

test('the URL round-trips every field and leaves defaults out', () => {
  const full = query({q: '天气 API', category: 'weather', auth: 'OAuth', httpsOnly: true, cors: 'no', sort: 'name-desc'});
  const search = serializeQuery(full);
  assert.equal(search, '?q=%E5%A4%A9%E6%B0%94+API&category=weather&auth=OAuth&https=1&cors=no&sort=name-desc');
  assert.deepEqual(parseQuery(search, new Set(ORDER)), full);
  assert.equal(serializeQuery(DEFAULT_QUERY), '');
  assert.equal(serializeQuery(query({sort: 'name'})), '');
  assert.deepEqual(parseQuery(''), DEFAULT_QUERY);
  // Typed spaces survive, so the URL sync never edits what the visitor is typing.
  assert.equal(parseQuery(serializeQuery(query({q: 'cat '}))).q, 'cat ');
});

test('hand-edited URLs: odd case is accepted, unknown values fall back to the defaults', () => {
  assert.deepEqual(parseQuery('?auth=oauth&cors=YES&sort=Category&https=true&category=Weather', new Set(ORDER)), query({auth: 'OAuth', cors: 'yes', sort: 'category', httpsOnly: true, category: 'weather'}));
  assert.deepEqual(parseQuery('?auth=basic&cors=maybe&sort=random&https=0&category=nope', new Set(ORDER)), DEFAULT_QUERY);
  // Without a list of known categories any slug is kept.
  assert.equal(parseQuery('?category=nope').category, 'nope');
});

test('hiding dead links leaves out exactly the APIs the link check found dead', () => {
  const list = [api('Alive', {link: 'ok'}), api('Gone', {link: 'dead'}), api('Unchecked'), api('Slow', {link: 'timeout'})];
  assert.deepEqual(names(applyQuery(list, query({hideDead: true}))), ['Alive', 'Slow', 'Unchecked']);
  assert.equal(applyQuery(list, DEFAULT_QUERY).length, 4);
});

test('an API permalink: ?api=<id> opens its details and survives the other parameters', () => {
  assert.equal(parseQuery('?api=fixer').api, 'fixer');
  assert.equal(parseQuery('?api=%20Fixer%20').api, 'fixer');
  assert.equal(serializeQuery(query({api: 'fixer'})), '?api=fixer');
  const both = query({q: 'rates', hideDead: true, api: 'fixer'});
  assert.equal(serializeQuery(both), '?q=rates&live=1&api=fixer');
  assert.deepEqual(parseQuery(serializeQuery(both)), both);
  // Opening details is not filtering: "clear filters" keeps them, and the list is unchanged.
  assert.equal(isFiltered(query({api: 'fixer'})), false);
  assert.equal(applyQuery(APIS, query({api: 'zoo'}), ORDER).length, APIS.length);
});

test('only real filters count as filtering', () => {
  assert.equal(isFiltered(DEFAULT_QUERY), false);
  assert.equal(isFiltered(query({sort: 'category'})), false);
  assert.equal(isFiltered(query({q: '  '})), false);
  assert.equal(isFiltered(query({q: 'x'})), true);
  assert.equal(isFiltered(query({httpsOnly: true})), true);
  assert.equal(isFiltered(query({cors: 'unknown'})), true);
  assert.equal(isFiltered(query({hideDead: true})), true);
});

test('results are revealed in pages of 50', () => {
  assert.equal(PAGE_SIZE, 50);
  assert.equal(visibleCount(1695, 1), 50);
  assert.equal(visibleCount(1695, 2), 100);
  assert.equal(visibleCount(120, 3), 120);
  assert.equal(visibleCount(12, 1), 12);
  assert.equal(visibleCount(0, 1), 0);
  assert.equal(visibleCount(1695, 0), 50);
});
