/**
 * A validator for the part of JSON Schema 2020-12 the JSON API's OpenAPI document uses, so the
 * tests can check every file against the document without a validator package. It is strict: a
 * keyword it does not implement is an error, never silently ignored, so a schema cannot claim more
 * than is checked.
 */

export type JsonSchema = {[keyword: string]: unknown} | boolean;

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default']);
const KEYWORDS = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'oneOf',
  ...ANNOTATIONS,
]);

export class UnsupportedSchemaError extends Error {}

/** Formats checked: the ones the document uses. */
const FORMATS: Record<string, (value: string) => boolean> = {
  uri: (value) => {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(value) && Boolean(new URL(value));
    } catch {
      return false;
    }
  },
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every error of `value` against `schema`, as "<JSON pointer>: <problem>"; [] when valid.
 * `root` resolves "#/…" references (for an OpenAPI document: the document itself).
 */
export function validateJson(value: unknown, schema: JsonSchema, root: unknown = schema, at = ''): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${at || '/'}: not allowed`];
  for (const keyword of Object.keys(schema)) {
    if (!KEYWORDS.has(keyword)) throw new UnsupportedSchemaError(`unsupported JSON Schema keyword "${keyword}" at ${at || '/'}`);
  }
  const where = at || '/';
  const errors: string[] = [];
  if (typeof schema.$ref === 'string') {
    if (!schema.$ref.startsWith('#/')) throw new UnsupportedSchemaError(`only local references are supported: ${schema.$ref}`);
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new UnsupportedSchemaError(`unresolved reference ${schema.$ref}`);
    errors.push(...validateJson(value, target as JsonSchema, root, at));
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => matchesType(value, type))) return [...errors, `${where}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
  }
  if (schema.enum !== undefined && !(schema.enum as unknown[]).some((option) => equal(option, value))) {
    errors.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if ('const' in schema && !equal(schema.const, value)) errors.push(`${where}: must be ${JSON.stringify(schema.const)}`);
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${where}: "${value}" does not match ${schema.pattern}`);
    if (typeof schema.format === 'string') {
      const check = FORMATS[schema.format];
      if (!check) throw new UnsupportedSchemaError(`unsupported format "${schema.format}" at ${where}`);
      if (!check(value)) errors.push(`${where}: "${value}" is not a valid ${schema.format}`);
    }
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${where}: ${value} is below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${where}: ${value} is above ${schema.maximum}`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!Object.hasOwn(object, name)) errors.push(`${where}: missing required property "${name}"`);
    }
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    for (const [name, child] of Object.entries(object)) {
      const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (Object.hasOwn(properties, name)) errors.push(...validateJson(child, properties[name]!, root, pointer));
      else if (schema.additionalProperties !== undefined) errors.push(...validateJson(child, schema.additionalProperties as JsonSchema, root, pointer).map((error) => (schema.additionalProperties === false ? `${pointer}: unexpected property` : error)));
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, index) => errors.push(...validateJson(item, schema.items as JsonSchema, root, `${at}/${index}`)));
  }
  if (schema.oneOf !== undefined) {
    const passing = (schema.oneOf as JsonSchema[]).filter((option) => validateJson(value, option, root, at).length === 0).length;
    if (passing !== 1) errors.push(`${where}: must match exactly one schema of oneOf, matches ${passing}`);
  }
  return errors;
}
