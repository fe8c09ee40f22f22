import {test} from 'node:test';
import assert from 'node:assert/strict';
import {validateOptions, type SecurityHeadersOptions} from '../index';

const validate = (schema: {validate: (v: unknown) => {error?: Error; value: unknown}}, value: unknown) => {
  const {error, value: result} = schema.validate(value);
  if (error) throw error;
  return result;
};
const BASE: SecurityHeadersOptions = {connect: ['https://api.example.net'], images: [], scripts: [], runtimeStyleHashes: ["'sha256-AAAA'"]};
const options = (value: Partial<SecurityHeadersOptions>) => validateOptions({options: {...BASE, ...value}, validate} as never);

test('scripts may be origins or one file by its URL; other sources stay origins', () => {
  const script = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';
  assert.deepEqual(options({scripts: ['https://www.googletagmanager.com', script]}).scripts, ['https://www.googletagmanager.com', script]);
  assert.throws(() => options({connect: ['https://api.example.net/v1']}), /an origin/);
  for (const wrong of ['cdn.jsdelivr.net/npm/x.js', 'https://cdn.example/a.js; script-src *', "https://cdn.example/a'b.js", 'https://cdn.example/a b.js']) {
    assert.throws(() => options({scripts: [wrong]}), /an origin or a URL/, wrong);
  }
});
