import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as upstream from '@docusaurus/utils-common';
import * as ours from '../client/utils-common.js';

test('the browser copy of @docusaurus/utils-common exports what the package does, the same values', () => {
  assert.deepEqual(Object.keys(ours).sort(), Object.keys(upstream).sort());
  for (const [name, value] of Object.entries(upstream)) assert.equal((ours as Record<string, unknown>)[name], value, name);
});
