import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Configuration} from 'webpack';
import {trackLoadersInCache} from '../index';

test('the persistent cache is invalidated by an edit to either loader', () => {
  const config = {experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}}} as unknown as Configuration;
  trackLoadersInCache(config);
  const dependencies = (config.experiments as unknown as {cache: {buildDependencies: string[]}}).cache.buildDependencies;
  assert.deepEqual(dependencies.slice(1).map((file) => path.basename(file)), ['registry-loader.js', 'config-loader.js']);
  assert.equal(dependencies[0], '/site/docusaurus.config.ts');
});

test('a build without the persistent cache is left as it is', () => {
  const config: Configuration = {experiments: {}};
  trackLoadersInCache(config);
  assert.deepEqual(config.experiments, {});
});
