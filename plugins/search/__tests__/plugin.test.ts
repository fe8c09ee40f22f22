import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import searchPlugin, {DEFAULT_MAX_RESULTS_PER_GROUP, validateOptions, type SearchOptions} from '../index';

const validate = (schema: {validate: (v: unknown) => {error?: Error; value: unknown}}, value: unknown) => {
  const {error, value: result} = schema.validate(value);
  if (error) throw error;
  return result;
};
const options = (value: SearchOptions | undefined) => validateOptions({options: value, validate} as never);

test('options: the local index and 5 hits per group by default', () => {
  assert.equal(DEFAULT_MAX_RESULTS_PER_GROUP, 5);
  assert.deepEqual(options(undefined), {algolia: null, maxResultsPerGroup: 5});
  assert.deepEqual(options({maxResultsPerGroup: undefined}), {algolia: null, maxResultsPerGroup: 5});
  assert.deepEqual(options({algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}, maxResultsPerGroup: 3}), {
    algolia: {appId: 'A', apiKey: 'k', indexName: 'i'},
    maxResultsPerGroup: 3,
  });
});

test('options: a group holds 1 to 20 hits (a dialog page has 20); Algolia needs all three settings', () => {
  for (const wrong of [0, 21, 2.5]) assert.throws(() => options({maxResultsPerGroup: wrong}), /maxResultsPerGroup/);
  assert.throws(() => options({algolia: {appId: 'A', apiKey: '', indexName: 'i'}}), /apiKey/);
  assert.throws(() => options({algolia: {appId: 'A', apiKey: 'k'} as never}), /indexName/);
});

test('the plugin gives its settings to the theme, its theme folder and the search-terms client module', async () => {
  const plugin = searchPlugin({}, {algolia: null, maxResultsPerGroup: 4});
  assert.equal(plugin.name, 'search');
  for (const component of ['SearchBar/index.tsx', 'SearchResults/index.tsx', 'SearchTranslations/index.ts']) {
    assert.ok(fs.existsSync(path.join(plugin.getThemePath!(), component)), component);
  }
  const [clientModule] = plugin.getClientModules!();
  assert.ok(fs.existsSync(clientModule!), clientModule);
  let data: unknown;
  await plugin.contentLoaded!({actions: {setGlobalData: (value: unknown) => (data = value)}} as never);
  assert.deepEqual(data, {algolia: null, maxResultsPerGroup: 4});
});
