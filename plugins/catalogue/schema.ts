import {Joi, validateEntries, DataValidationError} from '../lib/validate-entries';
import type {CatalogueApi, CatalogueCategory} from './types';

export const CATALOGUE_AUTH_VALUES = ['apiKey', 'OAuth', 'X-Mashape-Key', 'User-Agent', null] as const;

const chinese = Joi.string().trim().min(2).pattern(/\p{Script=Han}/u, 'Chinese text');

const apiSchema = Joi.object({
  name: Joi.string().trim().required(),
  url: Joi.string().uri({scheme: ['http', 'https']}).required(),
  auth: Joi.valid(...CATALOGUE_AUTH_VALUES).required(),
  https: Joi.boolean().required(),
  cors: Joi.string().valid('yes', 'no', 'unknown').required(),
  description: Joi.string().trim().required(),
  descriptionZh: chinese.required(),
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

/**
 * Validates one category file. `file` is the path used in error messages; the
 * file name must be the category's slug so that URLs and files stay in step.
 */
export function validateCategoryFile(file: string, data: unknown): CatalogueCategory {
  const {error} = categorySchema.validate(data, {abortEarly: true, convert: false, allowUnknown: false});
  if (error) {
    const [detail] = error.details;
    throw new DataValidationError(file, 'category', detail!.path.join('.') || '(file)', detail!.message.replace(/^"[^"]*" /, ''));
  }
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
 * Rules across all category files: unique category names, and unique name+url
 * pairs within a category (the source list files one API under two categories
 * where it serves both, so repeats across categories are allowed).
 */
export function checkCatalogue(categories: {file: string; category: CatalogueCategory}[]): void {
  const names = new Map<string, string>();
  for (const {file, category} of categories) {
    const pairs = new Map<string, string>();
    if (names.has(category.category)) {
      throw new DataValidationError(file, 'category', 'category', `"${category.category}" is also defined in ${names.get(category.category)}`);
    }
    names.set(category.category, file);
    category.apis.forEach((api, index) => {
      const key = `${api.name}\n${api.url}`;
      if (pairs.has(key)) {
        throw new DataValidationError(file, `apis[${index}] "${api.name}"`, 'url', `repeats name+url of ${pairs.get(key)}`);
      }
      pairs.set(key, `apis[${index}]`);
    });
  }
}
