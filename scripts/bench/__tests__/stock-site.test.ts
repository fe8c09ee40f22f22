import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toStockMarkdown} from '../stock-site.mjs';
import type {ResolvedCategory} from '../../../plugins/catalogue/node/resolve';

const catalogue: ResolvedCategory[] = [
  {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {
        id: 'dogs',
        category: 'animals',
        name: 'Dogs',
        url: 'https://dog.ceo/dog-api/',
        auth: null,
        https: true,
        cors: 'yes',
        description: 'Based on the Stanford Dogs Dataset',
        descriptionZh: '按品种整理的狗狗图片。',
        verification: null,
        link: null,
      },
      {
        id: 'ebird',
        category: 'animals',
        name: 'eBird',
        url: 'https://documenter.getpostman.com/view/664302/S1ENwy59',
        auth: 'apiKey',
        https: true,
        cors: 'no',
        description: 'Retrieve recent or notable birding observations',
        descriptionZh: '观鸟记录。',
        verification: {facts: [{field: 'https', value: true, upstream: false}], source: {name: 'eBird', permalink: '/fo/9'}, checked: '2026-11'},
        link: null,
      },
    ],
  },
];

test('a catalogue page loses its imports and gets its stats and table as Markdown', () => {
  const source = [
    '---',
    'title: Animals',
    '---',
    '',
    "import CatalogueStats from '@theme/CatalogueStats';",
    "import CatalogueTable from '@theme/CatalogueTable';",
    "import category from '@catalogue/category/animals';",
    '',
    '<CatalogueStats of={category} />',
    '',
    '## 接口列表',
    '',
    '<CatalogueTable category={category} />',
  ].join('\n');
  const markdown = toStockMarkdown(source, catalogue);
  assert.doesNotMatch(markdown, /import |<Catalogue/);
  assert.match(markdown, /共 2 个接口：无需认证 1 个，支持 HTTPS 2 个，支持 CORS 1 个。/);
  assert.match(markdown, /\| \[Dogs\]\(https:\/\/dog\.ceo\/dog-api\/\) \| 按品种整理的狗狗图片。 \| 无需认证 \| 是 \| 支持 \|/);
  // A fact our verified data settled says so, as the table does.
  assert.match(markdown, /\| \[eBird\]\([^)]+\) \| 观鸟记录。 \| API 密钥 \| 是 已核对 \| 不支持 \|/);
});

test('an overview page gets the whole catalogue: its stats and the table of categories', () => {
  const source = [
    "import CatalogueStats from '@theme/CatalogueStats';",
    "import CatalogueCategoryTable from '@theme/CatalogueCategoryTable';",
    "import CatalogueCount from '@theme/CatalogueCount';",
    "import summary from '@catalogue/summary';",
    '',
    '收录了 <CatalogueCount of="apis" /> 个接口。',
    '',
    '<CatalogueStats of={summary} title="整个目录概况" />',
    '',
    '<CatalogueCategoryTable summary={summary} />',
  ].join('\n');
  const markdown = toStockMarkdown(source, catalogue);
  assert.doesNotMatch(markdown, /import |<Catalogue/);
  assert.match(markdown, /收录了 2 个接口。/);
  assert.match(markdown, /共 2 个接口：/);
  assert.match(markdown, /\| \[动物（Animals）\]\(\/google\/api\/animals\) \| 2 \|/);
});

test('an IdealImage becomes a Markdown image of the imported file, with its alt text', () => {
  const source = ["import Image from '@theme/IdealImage';", "import shot from './panel.jpg';", '', '<Image img={shot} alt="试用面板：参数区和响应" />'].join('\n');
  assert.equal(toStockMarkdown(source, catalogue).trim(), '![试用面板：参数区和响应](./panel.jpg)');
});

test('imports inside code blocks are code, and a file without imports is returned as it is', () => {
  const source = ['```ts', "import {z} from 'zod';", '<Foo />', '```', '', '正文。'].join('\n');
  assert.equal(toStockMarkdown(source, catalogue), source);
});
