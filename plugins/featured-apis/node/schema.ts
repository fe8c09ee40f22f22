import {Joi, validateEntries, describeByName, DataValidationError} from '../../lib/validate-entries';
import type {FeaturedApi} from '../shared/types';

const hasHan = /\p{Script=Han}/u;
const chinese = Joi.string().trim().min(2).pattern(hasHan, 'Chinese text');
const httpsUrl = Joi.string().uri({scheme: ['https', 'http']});
const slug = Joi.string().pattern(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase slug');
const paramValue = Joi.alternatives(Joi.string(), Joi.number(), Joi.boolean());
/** A month written YYYY-MM: when a fact was last checked against the provider's pages. */
const checkedMonth = Joi.string()
  .pattern(/^\d{4}-(0[1-9]|1[0-2])$/)
  .messages({'string.pattern.base': 'must be the month the facts were checked, written YYYY-MM (e.g. "2026-11")'});

const paramSchema = Joi.object({
  name: Joi.string().required(),
  in: Joi.string().valid('path', 'query', 'header', 'body').required(),
  type: Joi.string().valid('string', 'number', 'integer', 'boolean').required(),
  required: Joi.boolean().required(),
  description: chinese.required(),
  example: paramValue,
  default: paramValue,
  enum: Joi.array().items(paramValue).min(1),
}).when(Joi.object({required: Joi.valid(true)}).unknown(), {
  then: Joi.object({example: Joi.required()}),
});

const endpointSchema = Joi.object({
  id: slug.required(),
  method: Joi.string().valid('GET', 'POST').required(),
  path: Joi.string().pattern(/^\//, 'path starting with "/"').required(),
  title: chinese.required(),
  description: chinese.required(),
  params: Joi.array().items(paramSchema).required(),
  paramsNote: Joi.when('params', {
    is: Joi.array().min(1),
    then: Joi.forbidden().messages({'any.unknown': 'is only for an endpoint whose parameter list is empty'}),
    otherwise: chinese,
  }),
  sampleOmitted: chinese,
  exampleResponse: Joi.when('sampleOmitted', {
    is: Joi.exist(),
    then: Joi.forbidden().messages({'any.unknown': 'must not be set together with sampleOmitted'}),
    otherwise: Joi.any()
      .required()
      .invalid(null)
      .messages({
        'any.required':
          'is required: give every endpoint a sample response shaped as the provider documents it, or sampleOmitted with the reason there is none',
        'any.invalid': 'must be a sample response, not null',
      }),
  }),
});

const freeTierSchema = Joi.object({
  published: Joi.boolean().required(),
  // Unpublished: a plain statement of what the provider does or does not publish.
  summary: chinese.required(),
  checked: checkedMonth.required(),
  source: Joi.when('published', {is: true, then: httpsUrl.required(), otherwise: httpsUrl}),
}).messages({'object.base': 'must be an object with published, checked, summary and source fields, not free text'});

const errorSchema = Joi.object({
  code: Joi.string()
    .pattern(/^([1-9]\d{2}|[1-5]xx)$/)
    .required()
    .messages({'string.pattern.base': 'must be the provider\'s three-digit code (e.g. "104", "401") or a class such as "5xx"'}),
  type: Joi.string().trim().min(1),
  description: chinese.required(),
});

function apiSchema(categories: readonly string[]) {
  return Joi.object({
    id: slug.required(),
    name: Joi.string().trim().required(),
    provider: Joi.string().trim().required(),
    category: Joi.string().valid(...categories).required(),
    summary: chinese.required(),
    description: Joi.array().items(chinese).min(1).required(),
    homepage: httpsUrl.required(),
    docsUrl: httpsUrl.required(),
    baseUrl: httpsUrl.pattern(/[^/]$/, 'URL without a trailing slash').required(),
    https: Joi.boolean().required(),
    httpsNote: chinese,
    auth: Joi.object({
      type: Joi.string().valid('query', 'header', 'none').required(),
      name: Joi.when('type', {is: 'none', then: Joi.forbidden(), otherwise: Joi.string().required()}),
      note: chinese,
    }).required(),
    freeTier: freeTierSchema.required().messages({
      'any.required':
        'is required: what the free plan allows (with the month checked and the source), or published: false with a summary saying the provider publishes no free plan or no figures',
    }),
    rateLimit: chinese,
    endpoints: Joi.array().items(endpointSchema).min(1).unique('id').required(),
    errors: Joi.array()
      .items(errorSchema)
      .min(1)
      .unique((a: {code: string; type?: string}, b: {code: string; type?: string}) => a.code === b.code && a.type === b.type)
      .messages({'array.unique': 'lists the same code and type twice'}),
    related: Joi.array().items(slug).unique(),
  });
}

/** Cross-entry rules that a per-entry schema cannot express. */
function checkConsistency(file: string, apis: FeaturedApi[]): void {
  const ids = new Map<string, number>();
  apis.forEach((api, index) => {
    const entry = describeByName(api, index);
    if (ids.has(api.id)) {
      throw new DataValidationError(file, entry, 'id', `duplicates the id of entry #${ids.get(api.id)}`);
    }
    ids.set(api.id, index);
    api.endpoints.forEach((endpoint, e) => {
      const placeholders = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of placeholders) {
        if (!endpoint.params.some((p) => p.in === 'path' && p.name === name)) {
          throw new DataValidationError(file, entry, `endpoints[${e}].path`, `uses {${name}} without a path parameter of that name`);
        }
      }
      endpoint.params.forEach((param, p) => {
        if (param.in === 'path' && !placeholders.includes(param.name)) {
          throw new DataValidationError(file, entry, `endpoints[${e}].params[${p}].in`, `is "path" but the path has no {${param.name}}`);
        }
      });
    });
  });
  apis.forEach((api, index) => {
    api.related?.forEach((id, r) => {
      if (!ids.has(id)) {
        throw new DataValidationError(file, describeByName(api, index), `related[${r}]`, `names unknown API id "${id}"`);
      }
      if (id === api.id) {
        throw new DataValidationError(file, describeByName(api, index), `related[${r}]`, 'names the API itself');
      }
    });
  });
}

/**
 * Validates the parsed content of the featured APIs data file.
 * @param categories the catalogue's category names, which `category` must be one of
 */
export function validateFeaturedApis(file: string, data: unknown, categories: readonly string[]): FeaturedApi[] {
  const list = data && typeof data === 'object' ? (data as {apis?: unknown}).apis : undefined;
  const apis = validateEntries<FeaturedApi>(file, list, apiSchema(categories), describeByName);
  checkConsistency(file, apis);
  return apis;
}
