import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prefixRoutes, validateOptions} from '../index';
import {PREFIX_ROUTE_PATHS} from '../paths.mjs';

const components = Object.fromEntries(PREFIX_ROUTE_PATHS.map((path) => [path, `@site/pages${path}`]));
const validate = (options: {components: Record<string, string>}) =>
  validateOptions({options, validate: (schema: {validate: (value: unknown) => {value: unknown}}, value: unknown) => schema.validate(value).value} as never);

test('every path of paths.mjs becomes a non-exact route with the page the config names', () => {
  assert.deepEqual(prefixRoutes(validate({components})), PREFIX_ROUTE_PATHS.map((path) => ({path, exact: false, component: `@site/pages${path}`})));
});

test('a path without a page, or a page for a path the server does not know, stops the build', () => {
  assert.throws(() => validate({components: {}}), /must name a page for exactly the paths/);
  assert.throws(() => validate({components: {...components, '/other': 'x'}}), /got .*\/other/);
});
