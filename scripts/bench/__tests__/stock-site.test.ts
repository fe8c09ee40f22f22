import assert from 'node:assert/strict';
import {test} from 'node:test';
import {toStockMarkdown} from '../stock-site.mjs';
import type {CatalogueCategory} from '../../../plugins/catalogue/types';

const catalogue: CatalogueCategory[] = [
  {
    category: 'Animals',
    slug: 'animals',
    nameZh: '动物',
    apis: [
      {name: 'Dogs', url: 'https://dog.ceo/dog-api/', auth: null, https: true, cors: 'yes', description: 'Based on the Stanford Dogs Dataset', descriptionZh: '按品种整理的狗狗图片。'},
      {name: 'eBird', url: 'https://documenter.getpostman.com/view/664302/S1ENwy59', auth: 'apiKey', https: true, cors: 'no', description: 'Retrieve recent or notable birding observations', descriptionZh: '观鸟记录。'},
    ],
  },
];

test('a catalogue page loses its imports and gets its stats and table as Markdown', () => {
  const source = [
    '---',
    'title: Animals',
    '---',
    '',
    "import CatalogueStats from '@site/src/components/CatalogueStats';",
    "import CatalogueTable from '@site/src/components/CatalogueTable';",
    "import category from '@site/src/data/catalogue/animals.json';",
    '',
    '<CatalogueStats category={category} />',
    '',
    '## 接口列表',
    '',
    '<CatalogueTable category={category} />',
  ].join('\n');
  const markdown = toStockMarkdown(source, catalogue);
  assert.doesNotMatch(markdown, /import |<Catalogue/);
  assert.match(markdown, /共 2 个接口：无需认证 1 个，支持 HTTPS 2 个，支持 CORS 1 个。/);
  assert.match(markdown, /\| \[Dogs\]\(https:\/\/dog\.ceo\/dog-api\/\) \| 按品种整理的狗狗图片。 \| 无 \| 是 \| 支持 \|/);
  assert.match(markdown, /\| \[eBird\]\([^)]+\) \| 观鸟记录。 \| API Key \| 是 \| 不支持 \|/);
});

test('an IdealImage becomes a Markdown image of the imported file, with its alt text', () => {
  const source = ["import Image from '@theme/IdealImage';", "import shot from './panel.jpg';", '', '<Image img={shot} alt="试用面板：参数区和响应" />'].join('\n');
  assert.equal(toStockMarkdown(source, catalogue).trim(), '![试用面板：参数区和响应](./panel.jpg)');
});

test('imports inside code blocks are code, and a file without imports is returned as it is', () => {
  const source = ['```ts', "import {z} from 'zod';", '<Foo />', '```', '', '正文。'].join('\n');
  assert.equal(toStockMarkdown(source, catalogue), source);
});
