import {test} from 'node:test';
import assert from 'node:assert/strict';
import {validateJson, UnsupportedSchemaError, type JsonSchema} from '../node/json-schema';

const root = {
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'tags'],
        additionalProperties: false,
        properties: {
          id: {type: 'string', pattern: '^[a-z]+$'},
          count: {type: 'integer', minimum: 1, maximum: 10},
          ratio: {type: 'number'},
          auth: {type: ['string', 'null'], enum: ['key', null]},
          version: {const: 1},
          url: {type: 'string', format: 'uri'},
          day: {type: 'string', format: 'date'},
          at: {type: ['string', 'null'], format: 'date-time'},
          tags: {type: 'array', items: {type: 'string'}},
          link: {oneOf: [{$ref: '#/components/schemas/Link'}, {type: 'null'}]},
        },
      },
      Link: {type: 'object', required: ['href'], properties: {href: {type: 'string'}}},
    },
  },
};
const thing: JsonSchema = {$ref: '#/components/schemas/Thing'};
const check = (value: unknown) => validateJson(value, thing, root);

test('a valid value has no errors', () => {
  assert.deepEqual(check({id: 'a', count: 3, ratio: 0.5, auth: null, version: 1, url: 'https://x.example/a?b=1', day: '2026-08-19', at: '2026-12-01T03:00:00.000Z', tags: ['x'], link: {href: '/'}}), []);
  assert.deepEqual(check({id: 'a', tags: [], link: null, at: null}), []);
});

test('each keyword reports the defect it guards, with a JSON pointer', () => {
  assert.deepEqual(check({tags: []}), ['/: missing required property "id"']);
  assert.deepEqual(check({id: 'a', tags: [], extra: 1}), ['/extra: unexpected property']);
  assert.deepEqual(check({id: 'A1', tags: []}), ['/id: "A1" does not match ^[a-z]+$']);
  assert.deepEqual(check({id: 'a', tags: [], count: 1.5}), ['/count: expected integer, got number']);
  assert.deepEqual(check({id: 'a', tags: [], count: 0}), ['/count: 0 is below 1']);
  assert.deepEqual(check({id: 'a', tags: [], count: 11}), ['/count: 11 is above 10']);
  assert.deepEqual(check({id: 'a', tags: [], ratio: 'x'}), ['/ratio: expected number, got string']);
  assert.deepEqual(check({id: 'a', tags: [], auth: 'oauth'}), ['/auth: "oauth" is not one of ["key",null]']);
  assert.deepEqual(check({id: 'a', tags: [], version: 2}), ['/version: must be 1']);
  assert.deepEqual(check({id: 'a', tags: [], url: 'fixer.io'}), ['/url: "fixer.io" is not a valid uri']);
  assert.deepEqual(check({id: 'a', tags: [], day: '2026-02-30'}), ['/day: "2026-02-30" is not a valid date']);
  assert.deepEqual(check({id: 'a', tags: [], at: '2026-12-01'}), ['/at: "2026-12-01" is not a valid date-time']);
  assert.deepEqual(check({id: 'a', tags: [1]}), ['/tags/0: expected string, got integer']);
  assert.deepEqual(check({id: 'a', tags: [], link: {}}), ['/link: must match exactly one schema of oneOf, matches 0']);
  assert.deepEqual(check([]), ['/: expected object, got array']);
});

test('strict: an unsupported keyword, format or reference is an error, not ignored', () => {
  assert.throws(() => validateJson('a', {type: 'string', maxLength: 3}), UnsupportedSchemaError);
  assert.throws(() => validateJson('a', {type: 'string', format: 'email'}), UnsupportedSchemaError);
  assert.throws(() => validateJson('a', {$ref: 'https://example.com/schema'}), UnsupportedSchemaError);
  assert.throws(() => validateJson('a', {$ref: '#/components/schemas/Nope'}, root), UnsupportedSchemaError);
});
