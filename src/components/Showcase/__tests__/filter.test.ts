import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ShowcaseSite, ShowcaseTag} from '../../../data/showcase';
import {SHOWCASE_SITES} from '../../../data/showcase';
import {
  DEFAULT_QUERY,
  countByTag,
  filterSites,
  matchesName,
  matchesTags,
  parseQuery,
  serializeQuery,
  sortSites,
  toggleTag,
} from '../filter';

function site(title: string, tags: ShowcaseTag[], description = '一个示例项目。'): ShowcaseSite {
  return {
    title,
    description,
    preview: `/img/showcase/${title}.svg`,
    website: `https://${title}.example`,
    source: null,
    tags,
    apis: ['Example API'],
  };
}

const SITES = [
  site('zeta', ['weather', 'opensource']),
  site('Alpha', ['finance']),
  site('beta', ['favorite', 'weather'], '开源的天气应用，使用 Open-Meteo。'),
  site('Gamma', ['favorite', 'finance', 'opensource']),
  site('delta', ['weather', 'finance', 'opensource']),
];

const titles = (sites: ShowcaseSite[]) => sites.map((s) => s.title);

test('an empty tag selection matches everything with either operator', () => {
  assert.equal(matchesTags(SITES[0]!, [], 'AND'), true);
  assert.equal(matchesTags(SITES[0]!, [], 'OR'), true);
});

test('AND requires every selected tag, OR any of them', () => {
  const tags: ShowcaseTag[] = ['weather', 'finance'];
  assert.deepEqual(titles(SITES.filter((s) => matchesTags(s, tags, 'AND'))), ['delta']);
  assert.deepEqual(titles(SITES.filter((s) => matchesTags(s, tags, 'OR'))), ['zeta', 'Alpha', 'beta', 'Gamma', 'delta']);
  assert.deepEqual(titles(SITES.filter((s) => matchesTags(s, ['opensource', 'favorite'], 'AND'))), ['Gamma']);
});

test('name search is case-insensitive, trimmed, and also looks at the Chinese description', () => {
  assert.equal(matchesName(SITES[1]!, 'ALP'), true);
  assert.equal(matchesName(SITES[1]!, '  alpha  '), true);
  assert.equal(matchesName(SITES[2]!, '天气'), true);
  assert.equal(matchesName(SITES[2]!, 'open-meteo'), true);
  assert.equal(matchesName(SITES[1]!, '天气'), false);
  assert.equal(matchesName(SITES[1]!, '   '), true);
});

test('favourites come first, then titles alphabetically ignoring case', () => {
  assert.deepEqual(titles(sortSites(SITES)), ['beta', 'Gamma', 'Alpha', 'delta', 'zeta']);
  // The input is left untouched: the data module's order is the authors' order.
  assert.equal(SITES[0]!.title, 'zeta');
});

test('filterSites combines tags, operator and name, and sorts the result', () => {
  assert.deepEqual(titles(filterSites(SITES, {tags: ['opensource'], operator: 'OR', name: ''})), ['Gamma', 'delta', 'zeta']);
  assert.deepEqual(titles(filterSites(SITES, {tags: ['opensource'], operator: 'OR', name: 'E'})), ['delta', 'zeta']);
  assert.deepEqual(titles(filterSites(SITES, {tags: ['weather', 'favorite'], operator: 'AND', name: ''})), ['beta']);
  assert.deepEqual(filterSites(SITES, {tags: ['science'], operator: 'OR', name: ''}), []);
  assert.equal(filterSites(SITES, DEFAULT_QUERY).length, SITES.length);
});

test('countByTag counts sites per tag, with zero for unused tags', () => {
  const counts = countByTag(SITES);
  assert.equal(counts.weather, 3);
  assert.equal(counts.finance, 3);
  assert.equal(counts.favorite, 2);
  assert.equal(counts.science, 0);
  assert.equal(countByTag([site('dup', ['news', 'news'])]).news, 1);
});

test('parseQuery reads tags, operator and name', () => {
  assert.deepEqual(parseQuery('?tags=weather,opensource&operator=AND&name=Open%20Meteo'), {
    tags: ['opensource', 'weather'],
    operator: 'AND',
    name: 'Open Meteo',
  });
  assert.deepEqual(parseQuery(''), DEFAULT_QUERY);
  assert.deepEqual(parseQuery('?name=%E5%A4%A9%E6%B0%94'), {...DEFAULT_QUERY, name: '天气'});
});

test('parseQuery tolerates hand-edited links', () => {
  assert.deepEqual(parseQuery('?tags=weather,,nope, maps&tags=news&tags=weather&operator=and').tags, [
    'weather',
    'maps',
    'news',
  ]);
  assert.equal(parseQuery('?operator=and').operator, 'AND');
  assert.equal(parseQuery('?operator=XOR').operator, 'OR');
  assert.deepEqual(parseQuery('?tags=').tags, []);
  assert.deepEqual(parseQuery('?tags=__proto__,toString').tags, []);
});

test('serializeQuery omits defaults and keeps commas readable', () => {
  assert.equal(serializeQuery(DEFAULT_QUERY), '');
  assert.equal(serializeQuery({tags: ['weather', 'favorite'], operator: 'AND', name: ''}), '?tags=favorite,weather&operator=AND');
  assert.equal(serializeQuery({tags: [], operator: 'OR', name: 'a&b c'}), '?name=a%26b%20c');
});

test('parse and serialize round-trip, including raw whitespace while typing', () => {
  const queries = [
    {tags: ['favorite', 'opensource'] as ShowcaseTag[], operator: 'AND' as const, name: 'GitHub '},
    {tags: ['maps'] as ShowcaseTag[], operator: 'OR' as const, name: '1+1=2 & 天气'},
    DEFAULT_QUERY,
  ];
  for (const query of queries) assert.deepEqual(parseQuery(serializeQuery(query)), query);
});

test('toggleTag adds in declaration order and removes', () => {
  assert.deepEqual(toggleTag(['weather'], 'favorite'), ['favorite', 'weather']);
  assert.deepEqual(toggleTag(['favorite', 'weather'], 'favorite'), ['weather']);
});

test('the real data has favourites and both operators make a difference on it', () => {
  const favourites = SHOWCASE_SITES.filter((s) => s.tags.includes('favorite')).length;
  assert.ok(favourites > 0);
  const sorted = sortSites(SHOWCASE_SITES);
  assert.ok(sorted.slice(0, favourites).every((s) => s.tags.includes('favorite')));
  const and = filterSites(SHOWCASE_SITES, {tags: ['opensource', 'weather'], operator: 'AND', name: ''}).length;
  const or = filterSites(SHOWCASE_SITES, {tags: ['opensource', 'weather'], operator: 'OR', name: ''}).length;
  assert.ok(and < or);
});
