import {Joi} from '@docusaurus/utils-validation';

/**
 * Thrown when a data file has an invalid entry. The message names the file,
 * the entry and the field so that the build log points straight at the fix.
 */
export class DataValidationError extends Error {
  constructor(
    readonly file: string,
    readonly entry: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${entry}: field "${field}" ${detail}`);
    this.name = 'DataValidationError';
  }
}

function formatPath(path: (string | number)[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/**
 * Validates each entry of a list against a Joi schema and returns the
 * converted values. The first problem stops with a DataValidationError.
 */
export function validateEntries<T>(
  file: string,
  entries: unknown,
  schema: Joi.Schema,
  describeEntry: (entry: unknown, index: number) => string,
): T[] {
  if (!Array.isArray(entries)) {
    throw new DataValidationError(file, 'top level', 'entries', 'must be an array');
  }
  return entries.map((entry, index) => {
    const {error, value} = schema.validate(entry, {abortEarly: true, convert: false});
    if (error) {
      const [detail] = error.details;
      const field = formatPath(detail!.path) || '(entry)';
      const message = detail!.message.replace(/^"[^"]*" /, '');
      throw new DataValidationError(file, describeEntry(entry, index), field, message);
    }
    return value as T;
  });
}

/** `#3 "Fixer API"`-style label, using the entry's `name` when it has one. */
export function describeByName(entry: unknown, index: number): string {
  const name =
    entry && typeof entry === 'object' && typeof (entry as {name?: unknown}).name === 'string'
      ? (entry as {name: string}).name
      : undefined;
  return name === undefined ? `entry #${index}` : `entry #${index} "${name}"`;
}

export {Joi};
