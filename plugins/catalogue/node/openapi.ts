/**
 * The OpenAPI 3.1 description of the JSON API (served as /catalogue/v1/openapi.json). Its schemas
 * are JSON Schema 2020-12, the dialect OpenAPI 3.1 uses; the tests validate every file the JSON API
 * writes against them, so the description cannot drift from the files.
 */
import {CATALOGUE_AUTH_VALUES} from './schema';
import {ID_PATTERN} from './ids';
import {LINK_STATUSES} from '../shared/types';
import {JSON_API_FILES} from '../shared/permalinks';

const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

/** A file of the JSON API: the fields every v1 file starts with, then its own (all required). */
function versionedDocument(own: Record<string, object>) {
  return {
    type: 'object',
    required: ['version', 'source', 'linkCheckedAt', ...Object.keys(own)],
    additionalProperties: false,
    properties: {
      version: {const: 1},
      source: ref('Source'),
      linkCheckedAt: {type: ['string', 'null'], format: 'date-time'},
      ...own,
    },
  };
}
const text = (description: string) => ({type: 'string', description});
const url = (description: string) => ({type: 'string', format: 'uri', description});
const FACT_VALUE = {
  description: 'HTTPS 为布尔值；认证方式与 Api.auth 的取值相同；CORS 为 yes、no 或 unknown',
  type: ['boolean', 'string', 'null'],
};

export const JSON_API_SCHEMAS = {
  Source: {
    type: 'object',
    description: '目录数据的上游来源：清单名称与抓取快照所在的提交',
    required: ['list', 'repository', 'file', 'commit', 'date', 'license'],
    additionalProperties: false,
    properties: {
      list: text('上游清单，例如 public-apis/public-apis'),
      repository: url('上游仓库地址'),
      file: text('读取表格的文件'),
      commit: {type: 'string', pattern: '^[0-9a-f]{40}$', description: '快照所在的提交'},
      date: {type: 'string', format: 'date', description: '快照提交的日期（UTC）'},
      license: text('上游清单的许可证'),
    },
  },
  CategoryRef: {
    type: 'object',
    required: ['slug', 'name', 'nameZh'],
    additionalProperties: false,
    properties: {
      slug: {type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$'},
      name: text('英文分类名（与上游清单相同）'),
      nameZh: text('中文分类名'),
    },
  },
  Category: {
    type: 'object',
    required: ['slug', 'name', 'nameZh', 'count', 'page', 'href'],
    additionalProperties: false,
    properties: {
      slug: {type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$'},
      name: text('英文分类名（与上游清单相同）'),
      nameZh: text('中文分类名'),
      count: {type: 'integer', minimum: 1, description: '该分类的接口数'},
      page: url('本站的分类页'),
      href: url('该分类在本接口中的文件'),
    },
  },
  VerifiedFact: {
    type: 'object',
    description: '本站核对过、与上游清单不同的一项事实；Api 中对应字段已是核对后的值',
    required: ['field', 'value', 'upstream', 'source', 'checked'],
    additionalProperties: false,
    properties: {
      field: {type: 'string', enum: ['https', 'auth', 'cors']},
      value: FACT_VALUE,
      upstream: FACT_VALUE,
      source: {
        type: 'object',
        required: ['name', 'url'],
        additionalProperties: false,
        properties: {name: text('核对所依据的本站页面'), url: url('该页面的地址')},
      },
      checked: {type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: '核对的年月（YYYY-MM）'},
    },
  },
  LinkResult: {
    type: 'object',
    description: '最近一次链接核对对该地址的结果',
    required: ['url', 'status', 'httpStatus', 'finalUrl'],
    additionalProperties: false,
    properties: {
      url: url('核对的地址'),
      status: {type: 'string', enum: [...LINK_STATUSES], description: 'ok 可访问；redirect 跳转到了其他地址；dead 失效（404、410 或域名不存在）；timeout 超时；blocked 被网站的防护页拦截；error 其他错误'},
      httpStatus: {type: ['integer', 'null'], minimum: 100, maximum: 599},
      finalUrl: {type: ['string', 'null'], format: 'uri', description: '跟随跳转后的最终地址'},
    },
  },
  Api: {
    type: 'object',
    description: '目录中的一个公共 API',
    required: ['id', 'name', 'url', 'category', 'auth', 'https', 'cors', 'description', 'descriptionZh', 'verified', 'link', 'permalink', 'page'],
    additionalProperties: false,
    properties: {
      id: {type: 'string', pattern: ID_PATTERN.source, description: '稳定的唯一标识：条目收录时生成，之后不再改变'},
      name: text('名称'),
      url: url('官方文档或主页'),
      category: ref('CategoryRef'),
      auth: {type: ['string', 'null'], enum: [...CATALOGUE_AUTH_VALUES], description: '调用所需的凭据；null 表示无需认证'},
      https: {type: 'boolean'},
      cors: {type: 'string', enum: ['yes', 'no', 'unknown']},
      description: text('上游清单的英文说明'),
      descriptionZh: text('中文说明'),
      verified: {type: 'array', items: ref('VerifiedFact'), description: '本站核对后改写的事实；没有时为空数组'},
      link: {description: '没有链接核对结果时为 null', oneOf: [ref('LinkResult'), {type: 'null'}]},
      permalink: url('本站 API 浏览器中该条目的固定链接'),
      page: url('该条目在分类页中的位置'),
    },
  },
  ApisDocument: versionedDocument({count: {type: 'integer', minimum: 0}, apis: {type: 'array', items: ref('Api')}}),
  CategoriesDocument: versionedDocument({count: {type: 'integer', minimum: 0}, categories: {type: 'array', items: ref('Category')}}),
  CategoryDocument: versionedDocument({category: ref('Category'), apis: {type: 'array', items: ref('Api')}}),
} as const;

/** Which schema each file of the JSON API follows (the tests use it to validate the files). */
export function schemaNameOf(file: string): keyof typeof JSON_API_SCHEMAS | null {
  if (file === JSON_API_FILES.apis) return 'ApisDocument';
  if (file === JSON_API_FILES.categories) return 'CategoriesDocument';
  if (/^categories\/[a-z0-9-]+\.json$/.test(file)) return 'CategoryDocument';
  return null;
}

const jsonResponse = (description: string, schema: string) => ({
  description,
  headers: {
    'Access-Control-Allow-Origin': {description: '任何网页都可以跨域读取', schema: {type: 'string', const: '*'}},
  },
  content: {'application/json': {schema: ref(schema)}},
});

export function buildOpenApiDocument({serverUrl, categorySlugs}: {serverUrl: string; categorySlugs: readonly string[]}) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'apis 公共 API 目录',
      version: '1',
      description:
        '本站公共 API 目录的只读 JSON 接口：构建时由校验过的目录数据生成的静态文件，无需密钥，允许跨域读取。v1 的文件结构保持不变，只会增加字段；不兼容的改动会放到新的版本目录。',
      license: {name: '条目事实来自 public-apis/public-apis（MIT 许可证）'},
    },
    servers: [{url: serverUrl}],
    paths: {
      [`/${JSON_API_FILES.apis}`]: {
        get: {operationId: 'listApis', summary: '全部 API', responses: {200: jsonResponse('目录中的全部 API', 'ApisDocument')}},
      },
      [`/${JSON_API_FILES.categories}`]: {
        get: {operationId: 'listCategories', summary: '全部分类及其接口数', responses: {200: jsonResponse('全部分类', 'CategoriesDocument')}},
      },
      '/categories/{slug}.json': {
        get: {
          operationId: 'getCategory',
          summary: '一个分类的全部 API',
          parameters: [{name: 'slug', in: 'path', required: true, schema: {type: 'string', enum: [...categorySlugs]}}],
          responses: {200: jsonResponse('该分类及其 API', 'CategoryDocument'), 404: {description: '没有这个分类'}},
        },
      },
    },
    components: {schemas: JSON_API_SCHEMAS},
  };
}
