import {describe, test, beforeEach, afterEach} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseUpstreamReadme, splitCells} from '../upstream';
import {applyDiff, diffCatalogue, formatDiff, localApis, main} from '../sync';
import {readCatalogueDir} from '../../../plugins/catalogue/node/load';

const FIXTURES = path.join(__dirname, 'fixtures');
const README = path.join(FIXTURES, 'upstream-README.md');
const MALFORMED = path.join(FIXTURES, 'malformed-README.md');
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Our data before the sync: Animals with a renamed API, a changed one, one gone upstream; Weather unchanged. */
const ANIMALS = {
  category: 'Animals',
  slug: 'animals',
  nameZh: '动物',
  apis: [
    {id: 'cat-facts-catfact-ninja', name: 'Cat Facts', url: 'https://catfact.ninja/', auth: null, https: true, cors: 'no', description: 'Random cat facts', descriptionZh: '随机返回一条关于猫的小知识。'},
    {id: 'cat-facts-alexwohlbruck-github-io', name: 'Cat Facts', url: 'https://alexwohlbruck.github.io/cat-facts/', auth: null, https: true, cors: 'no', description: 'Daily cat facts', descriptionZh: '每天一条关于猫的小知识。'},
    {id: 'dogs', name: 'Dogs', url: 'https://dog.ceo/dog-api/', auth: null, https: true, cors: 'yes', description: 'Based on the Stanford Dogs Dataset', descriptionZh: '基于斯坦福狗狗数据集的狗狗图片。'},
    {id: 'ebird', name: 'eBird', url: 'https://documenter.getpostman.com/view/664302/S1ENwy59', auth: 'apiKey', https: true, cors: 'no', description: 'Retrieve recent birding observations', descriptionZh: '获取最近的观鸟记录。'},
    {id: 'iucn', name: 'IUCN', url: 'http://apiv3.iucnredlist.org/api/v3/docs', auth: 'apiKey', https: false, cors: 'no', description: 'IUCN Red List of Threatened Species', descriptionZh: '世界自然保护联盟濒危物种红色名录。'},
  ],
};
const WEATHER = {
  category: 'Weather',
  slug: 'weather',
  nameZh: '天气',
  apis: [{id: 'open-meteo', name: 'Open-Meteo', url: 'https://open-meteo.com/', auth: null, https: true, cors: 'yes', description: 'Global weather forecast API for non-commercial use', descriptionZh: '面向非商业用途的全球天气预报接口。'}],
};

describe('catalogue:sync', () => {
  let site: string;
  let dir: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-sync-'));
    dir = path.join(site, 'src/data/catalogue');
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'animals.json'), `${JSON.stringify(ANIMALS, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, 'weather.json'), `${JSON.stringify(WEATHER, null, 2)}\n`);
    fs.writeFileSync(path.join(site, 'src/data/catalogue-source.json'), `${JSON.stringify({list: 'public-apis/public-apis', repository: 'https://github.com/public-apis/public-apis', file: 'README.md', commit: 'a'.repeat(40), date: '2026-08-19', license: 'MIT'}, null, 2)}\n`);
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  const run = (...args: string[]) => {
    const lines: string[] = [];
    const code = main(args, site, (line) => lines.push(line));
    return {code, output: lines.join('\n')};
  };

  test('parses the catalogue tables only: category headings, both header styles, escaped pipes, trailing empty cells', () => {
    const list = parseUpstreamReadme(read(README));
    assert.deepEqual(list.malformed, []);
    assert.deepEqual(list.categories, ['APIs Covered Under APILayer Suite!', 'Animals', 'Weather', 'Gardening']);
    assert.deepEqual(
      list.apis.map((api) => [api.category, api.name, api.line]),
      [
        ['Animals', 'Cat Facts', 18],
        ['Animals', 'Cat Facts', 19],
        ['Animals', 'Dog CEO', 20],
        ['Animals', 'eBird', 21],
        ['Animals', 'Shibe.Online', 22],
        ['Weather', 'Open-Meteo', 30],
        ['Gardening', 'Growstuff', 35],
      ],
    );
    assert.deepEqual(list.apis.at(-1), {
      category: 'Gardening',
      name: 'Growstuff',
      url: 'https://www.growstuff.org/api',
      description: 'Crowd-sourced data about growing food | seeds and plants',
      auth: 'apiKey',
      https: true,
      cors: 'unknown',
      line: 35,
    });
    assert.deepEqual(splitCells('| a | b \\| c |  |'), ['a', 'b | c']);
  });

  test('malformed rows are reported with their line and what is wrong', () => {
    const list = parseUpstreamReadme(read(MALFORMED));
    assert.deepEqual(list.apis.map((api) => api.name), ['Cat Facts']);
    assert.deepEqual(
      list.malformed.map((row) => [row.line, row.problem]),
      [
        [5, '有 6 列，应为 5 列（API、Description、Auth、HTTPS、CORS）'],
        [6, 'API 一列“Dog CEO”不是 [名称](链接) 形式的链接'],
        [7, '链接“ebird.org/api”不是有效的网址'],
        [8, 'Auth 一列“Basic”不是 apiKey、OAuth、X-Mashape-Key、User-Agent 或 No'],
        [9, 'HTTPS 一列“Maybe”不是 Yes 或 No'],
        [10, 'CORS 一列“Perhaps”不是 Yes、No 或 Unknown'],
        [11, 'Description 一列是空的'],
      ],
    );
  });

  test('the diff: added, removed, and changed field by field (renamed, moved, new values)', () => {
    const diff = diffCatalogue(localApis(dir), parseUpstreamReadme(read(README)));
    assert.deepEqual(diff.added.map((api) => `${api.category}/${api.name}`), ['Animals/Shibe.Online', 'Gardening/Growstuff']);
    assert.deepEqual(diff.removed.map(({api}) => api.id), ['iucn']);
    assert.deepEqual(
      diff.changed.map(({local, changes}) => [local.api.id, changes]),
      [
        [
          'cat-facts-catfact-ninja',
          [
            {field: 'description', from: 'Random cat facts', to: 'Daily cat facts'},
            {field: 'cors', from: 'no', to: 'yes'},
          ],
        ],
        ['dogs', [{field: 'name', from: 'Dogs', to: 'Dog CEO'}]],
        ['ebird', [{field: 'url', from: 'https://documenter.getpostman.com/view/664302/S1ENwy59', to: 'https://ebird.org/api/'}, {field: 'cors', from: 'no', to: 'unknown'}]],
      ],
    );
    assert.deepEqual(diff.unchanged.map(({local}) => local.api.id), ['cat-facts-alexwohlbruck-github-io', 'open-meteo']);
    const report = formatDiff(diff, 'README.md');
    assert.match(report, /未变 2 个，新增 2 个，删除 1 个，变更 3 个/);
    assert.match(report, /\+ Animals \/ Shibe\.Online {2}http:\/\/shibe\.online\/ {2}（第 22 行）/);
    assert.match(report, /- Animals \/ IUCN（iucn）/);
    assert.match(report, /~ Animals \/ Dogs（dogs）.*\n {6}name: "Dogs" → "Dog CEO"/);
    assert.match(report, /cors: "no" → "unknown"/);
    assert.match(report, /英文说明变了：请检查中文说明（descriptionZh）是否也要改。/);
  });

  test('an API moved to another category is a change of category, not a removal and an addition', () => {
    const upstream = parseUpstreamReadme(read(README).replace('### Weather', '### Climate'));
    const diff = diffCatalogue(localApis(dir), upstream);
    assert.deepEqual(diff.changed.find(({local}) => local.api.id === 'open-meteo')?.changes, [{field: 'category', from: 'Weather', to: 'Climate'}]);
    assert.equal(diff.removed.some(({api}) => api.id === 'open-meteo'), false);
  });

  test('without --write nothing is written', () => {
    const before = read(path.join(dir, 'animals.json'));
    const {code, output} = run(README);
    assert.equal(code, 0);
    assert.match(output, /这只是比较：加 --write 才会写入。/);
    assert.equal(read(path.join(dir, 'animals.json')), before);
  });

  test('--write applies the diff: ids and Chinese kept, new APIs get ids and no Chinese, which the validation then names', () => {
    const {code, output} = run(README, '--write', '--commit', 'b'.repeat(40), '--date', '2026-12-01');
    assert.equal(code, 0, output);
    const animals = JSON.parse(read(path.join(dir, 'animals.json')));
    assert.deepEqual(
      animals.apis.map((api: {id: string; name: string}) => [api.id, api.name]),
      [
        ['cat-facts-catfact-ninja', 'Cat Facts'],
        ['cat-facts-alexwohlbruck-github-io', 'Cat Facts'],
        ['dogs', 'Dog CEO'],
        ['ebird', 'eBird'],
        ['shibe-online', 'Shibe.Online'],
      ],
    );
    assert.equal(animals.apis[0].descriptionZh, '随机返回一条关于猫的小知识。');
    assert.equal(animals.apis[0].cors, 'yes');
    assert.equal('descriptionZh' in animals.apis[4], false);
    assert.deepEqual(Object.keys(animals.apis[0]), ['id', 'name', 'url', 'auth', 'https', 'cors', 'description', 'descriptionZh']);
    const gardening = JSON.parse(read(path.join(dir, 'gardening.json')));
    assert.deepEqual({category: gardening.category, slug: gardening.slug, ids: gardening.apis.map((api: {id: string}) => api.id)}, {category: 'Gardening', slug: 'gardening', ids: ['growstuff']});
    assert.equal(JSON.parse(read(path.join(site, 'src/data/catalogue-source.json'))).commit, 'b'.repeat(40));
    assert.match(output, /新增的 2 个接口还没有中文说明/);
    // The build's validation now names every API that still needs Chinese.
    fs.rmSync(path.join(dir, 'gardening.json'));
    assert.throws(() => readCatalogueDir(dir, 'src/data/catalogue'), /1 catalogue API\(s\) still need a Chinese description[\s\S]*animals\.json: apis\[4\] "Shibe\.Online" \(shibe-online\)/);
    // A second run finds nothing left to do.
    fs.writeFileSync(path.join(dir, 'gardening.json'), `${JSON.stringify(gardening, null, 2)}\n`);
    const again = run(README, '--write');
    assert.match(again.output, /未变 7 个，新增 0 个，删除 0 个，变更 0 个[\s\S]*数据已经是最新的，没有写入文件。/);
  });

  test('a malformed row: reported with its line, exit code 1, and the data untouched even with --write', () => {
    const before = fs.readdirSync(dir).map((name) => read(path.join(dir, name)));
    const {code, output} = run(MALFORMED, '--write');
    assert.equal(code, 1);
    assert.match(output, /malformed-README\.md:5: 有 6 列/);
    assert.match(output, /malformed-README\.md:8: Auth 一列“Basic”/);
    assert.match(output, /有无法读取的行：没有写入任何文件/);
    // An API whose row could not be read, but whose link could, is not reported as removed.
    assert.match(output, /第 7 行对应本站的 Animals \/ eBird（ebird）：保持原样，未计为删除。/);
    assert.doesNotMatch(output, /- Animals \/ eBird/);
    assert.deepEqual(fs.readdirSync(dir).map((name) => read(path.join(dir, name))), before);
  });

  test('usage errors: no README, or --commit without --date', () => {
    assert.equal(run().code, 2);
    assert.equal(run(README, '--commit', 'b'.repeat(40)).code, 2);
  });

  test('applyDiff drops the file of a category that is gone upstream', () => {
    const upstream = parseUpstreamReadme(read(README).replace(/### Weather[\s\S]*?### Gardening/, '### Gardening'));
    const diff = diffCatalogue(localApis(dir), upstream);
    applyDiff(dir, diff, upstream);
    assert.equal(fs.existsSync(path.join(dir, 'weather.json')), false);
  });
});
