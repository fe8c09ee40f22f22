import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decodeDataset} from '../dataset';

test('rows decode field by field, null auth included', () => {
  const apis = decodeDataset({
    categories: [],
    apis: [
      ['Cat Facts', 'https://catfact.ninja/', 'animals', null, true, 'yes', 'Random cat facts', '随机猫咪冷知识。'],
      ['IUCN', 'http://apiv3.iucnredlist.org/api/v3/docs', 'animals', 'apiKey', false, 'no', 'IUCN Red List', '濒危物种红色名录。'],
    ],
  });
  assert.deepEqual(apis, [
    {name: 'Cat Facts', url: 'https://catfact.ninja/', category: 'animals', auth: null, https: true, cors: 'yes', description: 'Random cat facts', descriptionZh: '随机猫咪冷知识。'},
    {name: 'IUCN', url: 'http://apiv3.iucnredlist.org/api/v3/docs', category: 'animals', auth: 'apiKey', https: false, cors: 'no', description: 'IUCN Red List', descriptionZh: '濒危物种红色名录。'},
  ]);
});
