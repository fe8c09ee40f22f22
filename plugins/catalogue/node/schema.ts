import {Joi, validateEntries, DataValidationError} from '../../lib/validate-entries';
import {ID_PATTERN} from './ids';
import {LINK_STATUSES, type CatalogueApi, type CatalogueCategory, type CatalogueSource, type LinkStatusFile} from '../shared/types';

export const CATALOGUE_AUTH_VALUES = ['apiKey', 'OAuth', 'X-Mashape-Key', 'User-Agent', null] as const;

const chinese = Joi.string().trim().min(2).pattern(/\p{Script=Han}/u, 'Chinese text');
const httpUrl = Joi.string().uri({scheme: ['http', 'https']});

const apiSchema = Joi.object({
  id: Joi.string().pattern(ID_PATTERN, 'lowercase slug').required(),
  name: Joi.string().trim().required(),
  url: httpUrl.required(),
  auth: Joi.valid(...CATALOGUE_AUTH_VALUES).required(),
  https: Joi.boolean().required(),
  cors: Joi.string().valid('yes', 'no', 'unknown').required(),
  description: Joi.string().trim().required(),
  descriptionZh: chinese.required().messages({
    'any.required': 'is missing: every API needs a Chinese description (new entries from `npm run catalogue:sync` arrive without one)',
  }),
});

const categorySchema = Joi.object({
  category: Joi.string().trim().required(),
  slug: Joi.string().pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase slug').required(),
  nameZh: chinese.required(),
  apis: Joi.array().min(1).required(),
});

export function slugifyCategory(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fail(file: string, entry: string, error: Joi.ValidationError): never {
  const [detail] = error.details;
  throw new DataValidationError(file, entry, detail!.path.join('.') || '(file)', detail!.message.replace(/^"[^"]*" /, ''));
}

/**
 * Validates one category file. `file` is the path used in error messages; the
 * file name must be the category's slug so that URLs and files stay in step.
 */
export function validateCategoryFile(file: string, data: unknown): CatalogueCategory {
  const {error} = categorySchema.validate(data, {abortEarly: true, convert: false, allowUnknown: false});
  if (error) fail(file, 'category', error);
  const category = data as CatalogueCategory;
  if (category.slug !== slugifyCategory(category.category)) {
    throw new DataValidationError(file, 'category', 'slug', `must be "${slugifyCategory(category.category)}" for category "${category.category}"`);
  }
  const expectedFile = `${category.slug}.json`;
  if (!file.endsWith(expectedFile)) {
    throw new DataValidationError(file, 'category', 'slug', `does not match the file name (expected ${expectedFile})`);
  }
  const apis = validateEntries<CatalogueApi>(file, category.apis, apiSchema, (entry, index) => {
    const api = entry as Partial<CatalogueApi> | null;
    return `apis[${index}] "${api?.name ?? '?'}"`;
  });
  return {...category, apis};
}

/**
 * Rules across all category files: unique category names, ids unique in the whole catalogue (an
 * id is a permalink), and unique name+url pairs within a category (the source list files one API
 * under two categories where it serves both, so repeats across categories are allowed).
 */
export function checkCatalogue(categories: {file: string; category: CatalogueCategory}[]): void {
  const names = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const {file, category} of categories) {
    const pairs = new Map<string, string>();
    if (names.has(category.category)) {
      throw new DataValidationError(file, 'category', 'category', `"${category.category}" is also defined in ${names.get(category.category)}`);
    }
    names.set(category.category, file);
    category.apis.forEach((api, index) => {
      const entry = `apis[${index}] "${api.name}"`;
      const key = `${api.name}\n${api.url}`;
      if (pairs.has(key)) {
        throw new DataValidationError(file, entry, 'url', `repeats name+url of ${pairs.get(key)}`);
      }
      pairs.set(key, `apis[${index}]`);
      if (ids.has(api.id)) {
        throw new DataValidationError(file, entry, 'id', `"${api.id}" is also the id of ${ids.get(api.id)}; ids are permalinks and must be unique`);
      }
      ids.set(api.id, `${file} ${entry}`);
    });
  }
}

const sourceSchema = Joi.object({
  list: Joi.string().pattern(/^[\w.-]+\/[\w.-]+$/, 'owner/name').required(),
  repository: Joi.string().uri({scheme: ['https']}).required(),
  file: Joi.string().required(),
  commit: Joi.string().pattern(/^[0-9a-f]{40}$/, 'full commit hash').required(),
  date: Joi.string().pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date YYYY-MM-DD').required(),
  license: Joi.string().required(),
});

export function validateSource(file: string, data: unknown): CatalogueSource {
  const {error} = sourceSchema.validate(data, {abortEarly: true, convert: false});
  if (error) fail(file, 'source', error);
  return data as CatalogueSource;
}

const resultSchema = Joi.object({
  url: httpUrl.required(),
  status: Joi.string()
    .valid(...LINK_STATUSES)
    .required(),
  httpStatus: Joi.number().integer().min(100).max(599).allow(null).required(),
  finalUrl: httpUrl.allow(null).required(),
});

const statusSchema = Joi.object({
  checkedAt: Joi.string().isoDate().required(),
  results: Joi.object().pattern(Joi.string().pattern(ID_PATTERN, 'API id'), resultSchema).required(),
});

/** Validates a link status file (the output of `npm run catalogue:check-links`). */
export function validateStatusFile(file: string, data: unknown): LinkStatusFile {
  const {error} = statusSchema.validate(data, {abortEarly: true, convert: false});
  if (error) fail(file, 'status', error);
  return data as LinkStatusFile;
}
