// The stock reference of issue #14: this site's content built by Docusaurus with plain preset-classic
// and nothing of ours (no theme overrides, plugins, client modules, CSS or search). A Markdown file
// that renders one of our components gets the component's content written as Markdown instead, and
// the pages our plugins and React pages make (the home page, /fo/N) become Markdown pages with the
// same text. The test area is left out: it is not content.
import fs from 'node:fs';
import path from 'node:path';
import {loadResolvedCatalogue} from '../../plugins/catalogue/node/resolve.ts';
import {factLabel} from '../../plugins/catalogue/shared/labels.ts';
import {featuredApiPermalink, loadFeaturedApis} from '../../plugins/featured-apis/node/load.ts';
import {DOCS_SECTIONS} from '../../config/sections.ts';
import {ADDITIONAL_LANGUAGES} from '../../config/prism.ts';

/**
 * @typedef {import('../../plugins/catalogue/node/resolve').ResolvedCategory} Category
 * @typedef {Category['apis'][number]} CatalogueEntry
 * @typedef {import('../../plugins/featured-apis/shared/types').FeaturedApi} FeaturedApi
 */

/** The docs instances (plugin id = folder = route base path), the blog, and the static files. */
const SECTION_IDS = DOCS_SECTIONS.map((section) => section.id);
const CONTENT_DIRS = [...SECTION_IDS, 'blog', 'static'];

/** @param {unknown} text */
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * A fact's cell as the catalogue table shows it: the value, and "已核对" when our verified data settled it.
 * @param {CatalogueEntry} api
 * @param {import('../../plugins/catalogue/shared/types').VerifiableField} field
 */
function factCell(api, field) {
  const settled = api.verification?.facts.some((fact) => fact.field === field);
  return `${factLabel(field, api[field])}${settled ? ' 已核对' : ''}`;
}

/**
 * What CatalogueStats shows, as a sentence.
 * @param {Category[]} categories
 */
function statsMarkdown(categories) {
  const apis = categories.flatMap((category) => category.apis);
  /** @param {(api: CatalogueEntry) => boolean} predicate */
  const count = (predicate) => apis.filter(predicate).length;
  return (
    `共 ${apis.length} 个接口${categories.length > 1 ? `，分属 ${categories.length} 个分类` : ''}：` +
    `无需认证 ${count((api) => !api.auth)} 个，支持 HTTPS ${count((api) => api.https)} 个，支持 CORS ${count((api) => api.cors === 'yes')} 个。`
  );
}

/**
 * What CatalogueTable shows: one row per API.
 * @param {Category} category
 */
function apiTableMarkdown(category) {
  const rows = category.apis.map(
    (api) => `| [${cell(api.name)}](${api.url}) | ${cell(api.descriptionZh)} | ${factCell(api, 'auth')} | ${factCell(api, 'https')} | ${factCell(api, 'cors')} |`,
  );
  return ['| 名称 | 说明 | 认证 | HTTPS | CORS |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * What CatalogueCategoryTable and the explorer's server-rendered list show: one row per category.
 * @param {Category[]} categories
 */
function categoryTableMarkdown(categories) {
  const rows = categories.map((category) => `| [${cell(category.nameZh)}（${cell(category.category)}）](/google/api/${category.slug}) | ${category.apis.length} |`);
  return ['| 分类 | 接口数 |', '| --- | --- |', ...rows].join('\n');
}

/**
 * Markdown for one component of ours, from its name, its attributes' source and the file's imports;
 * null drops the tag. Only what the content uses is covered: anything else is dropped. A category
 * page passes its generated module (`@catalogue/category/<slug>`), an overview `@catalogue/summary`.
 * @param {string} name
 * @param {string} attributes
 * @param {Map<string, string>} imports local name → module
 * @param {Category[]} catalogue
 * @returns {string | null}
 */
function componentMarkdown(name, attributes, imports, catalogue) {
  /** @param {string} attribute */
  const expression = (attribute) => new RegExp(`${attribute}=\\{(\\w+)\\}`).exec(attributes)?.[1];
  /** @param {string} attribute */
  const categoryOf = (attribute) => {
    const module = imports.get(expression(attribute) ?? '') ?? '';
    return module.startsWith('@catalogue/category/') ? catalogue.find((category) => category.slug === module.slice('@catalogue/category/'.length)) : undefined;
  };
  switch (imports.get(name)) {
    case '@theme/CatalogueStats': {
      const category = categoryOf('of');
      return statsMarkdown(category ? [category] : catalogue);
    }
    case '@theme/CatalogueTable':
      // Every CatalogueTable in the content names its category.
      return apiTableMarkdown(/** @type {Category} */ (categoryOf('category')));
    case '@theme/CatalogueCategoryTable':
    case '@theme/ApiExplorer':
      return categoryTableMarkdown(catalogue);
    case '@theme/CatalogueCount':
      return String(/of="categories"/.test(attributes) ? catalogue.length : catalogue.reduce((sum, category) => sum + category.apis.length, 0));
    case '@theme/CatalogueApiBase':
      return `\`https://apis.example.com/catalogue/v1/${/file="([^"]*)"/.exec(attributes)?.[1] ?? ''}\``;
    case '@theme/IdealImage': {
      const alt = /alt="([^"]*)"/.exec(attributes)?.[1] ?? '';
      return `![${alt}](${imports.get(expression('img') ?? '')})`;
    }
    default:
      return null;
  }
}

/**
 * The file as plain Markdown: its top-level imports dropped and each self-closing component tag
 * replaced by its Markdown. Code blocks are left as they are. Unchanged when nothing is imported.
 * @param {string} source
 * @param {Category[]} catalogue
 * @returns {string}
 */
export function toStockMarkdown(source, catalogue) {
  /** @type {Map<string, string>} */
  const imports = new Map();
  /** @type {string | null} */
  let fence = null;
  /** @type {string[]} */
  const kept = [];
  for (const line of source.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (fence === null || line.trim().startsWith(fence))) fence = fence === null ? opening : null;
    const statement = fence === null && !opening ? /^import\s+(.+?)\s+from\s+'([^']+)';?\s*$/.exec(line) : null;
    if (!statement) {
      kept.push(line);
      continue;
    }
    const [, clause, module] = statement;
    for (const binding of clause.replace(/[{}]/g, '').split(',')) {
      const local = binding.trim().split(/\s+as\s+/).pop();
      if (local) imports.set(local, module);
    }
  }
  if (imports.size === 0) return source;
  return kept.join('\n').replace(/<([A-Z]\w*)((?:[^>"]|"[^"]*")*?)\/>/g, (_, name, attributes) => componentMarkdown(name, attributes, imports, catalogue) ?? '');
}

/**
 * Home page: the same sections and text as src/pages/index.tsx, in Markdown.
 * @param {FeaturedApi[]} featured
 * @param {Category[]} catalogue
 */
function homeMarkdown(featured, catalogue) {
  const apiCount = catalogue.reduce((sum, category) => sum + category.apis.length, 0);
  return [
    '---',
    'title: 公共 API 目录与文档',
    '---',
    '',
    '# apis：公共 API 目录与文档',
    '',
    `apis 收录 ${apiCount} 个公共 API，按 ${catalogue.length} 个分类整理，并为精选接口提供中文文档、示例代码和在线试用。`,
    '',
    '## 精选 API',
    '',
    ...featured.map((api, index) => `- [${api.name}](${featuredApiPermalink(index)})：${api.summary}`),
    '',
    '## 文档分区',
    '',
    ...DOCS_SECTIONS.map((section) => `- [${section.title}](${section.path})：${section.description}`),
    '',
    '## 完整目录',
    '',
    `[公共 API 目录](/community/public-apis)可以按分类、认证方式、HTTPS 和 CORS 筛选全部 ${apiCount} 个接口；[分类页](/google/api)列出了每一类接口的对比表。`,
    '',
  ].join('\n');
}

/**
 * A featured API page (/fo/N): its description, endpoints, parameters, samples and errors.
 * @param {FeaturedApi} api
 */
function featuredMarkdown(api) {
  const lines = ['---', `title: ${JSON.stringify(api.name)}`, '---', '', `# ${api.name}`, '', api.summary, '', ...api.description.flatMap((p) => [p, ''])];
  lines.push(`- 提供方：${api.provider}`, `- 基础地址：\`${api.baseUrl}\``, `- 文档：[${api.docsUrl}](${api.docsUrl})`, '');
  for (const endpoint of api.endpoints) {
    lines.push(`## ${endpoint.title}`, '', `\`${endpoint.method} ${endpoint.path}\``, '', endpoint.description, '');
    if (endpoint.params.length > 0) {
      lines.push('| 参数 | 位置 | 类型 | 必填 | 说明 |', '| --- | --- | --- | --- | --- |');
      for (const param of endpoint.params) lines.push(`| \`${param.name}\` | ${param.in} | ${param.type} | ${param.required ? '是' : '否'} | ${cell(param.description)} |`);
      lines.push('');
    }
    if (endpoint.exampleResponse !== undefined) lines.push('示例响应：', '', '```json', JSON.stringify(endpoint.exampleResponse, null, 2), '```', '');
  }
  if (api.errors?.length) {
    lines.push('## 错误码', '', '| 代码 | 说明 |', '| --- | --- |', ...api.errors.map((error) => `| ${cell(error.code)} | ${cell(error.description)} |`), '');
  }
  return lines.join('\n');
}

/**
 * @param {string} root
 * @param {string} dir
 * @param {Category[]} catalogue
 */
function copyContent(root, dir, catalogue) {
  for (const top of CONTENT_DIRS) {
    fs.cpSync(path.join(root, top), path.join(dir, top), {recursive: true});
  }
  /** @type {(folder: string) => string[]} */
  const walk = (folder) =>
    fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)]));
  for (const file of CONTENT_DIRS.filter((top) => top !== 'static').flatMap((top) => walk(path.join(dir, top)))) {
    if (!/\.mdx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const markdown = toStockMarkdown(source, catalogue);
    if (markdown !== source) fs.writeFileSync(file, markdown);
  }
}

/**
 * @param {string} root
 * @param {FeaturedApi[]} featured
 */
function config(root, featured) {
  // Our sidebar files are plain autogenerated sidebars: the stock site can read them as they are.
  /** @param {string} id */
  const docsPlugin = (id) => ({path: id, routeBasePath: id, sidebarPath: path.join(root, `sidebars/${id}.ts`), versions: {current: {label: 'Next'}}});
  const site = {
    title: 'apis',
    tagline: 'Public APIs',
    url: 'https://apis.example.com',
    baseUrl: '/',
    trailingSlash: false,
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    i18n: {defaultLocale: 'zh', locales: ['zh'], localeConfigs: {zh: {label: '中文', htmlLang: 'zh'}}},
    future: {v4: true, faster: true},
    markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'ignore'}},
    presets: [
      [
        'classic',
        {
          docs: docsPlugin('docs'),
          blog: {postsPerPage: 5, blogSidebarCount: 'ALL', showReadingTime: true, authorsMapPath: 'authors.yml', tags: 'tags.yml', onUntruncatedBlogPosts: 'ignore'},
        },
      ],
    ],
    plugins: SECTION_IDS.filter((id) => id !== 'docs').map((id) => ['@docusaurus/plugin-content-docs', {id, ...docsPlugin(id)}]),
    themeConfig: {
      navbar: {
        title: 'apis',
        items: [
          {label: '精选 API', position: 'left', items: featured.map((api, index) => ({label: api.name, to: featuredApiPermalink(index)}))},
          ...DOCS_SECTIONS.map((section) => ({to: section.path, label: section.shortTitle, position: 'left'})),
          {to: '/blog', label: '博客', position: 'left'},
        ],
      },
      footer: {style: 'dark', links: DOCS_SECTIONS.map((section) => ({label: section.title, to: section.path})), copyright: 'apis'},
      prism: {additionalLanguages: ADDITIONAL_LANGUAGES},
    },
  };
  return `export default ${JSON.stringify(site, null, 2)};\n`;
}

/**
 * Writes the stock reference site into `dir` (emptied first) and returns `dir`.
 * @param {string} root
 * @param {string} dir
 */
export function writeStockSite(root, dir) {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.join(dir, 'src/pages'), {recursive: true});
  // As the site shows it: the verified facts applied.
  const catalogue = loadResolvedCatalogue(root).categories;
  const featured = loadFeaturedApis(root, catalogue.map((category) => category.category));
  copyContent(root, dir, catalogue);
  fs.writeFileSync(path.join(dir, 'src/pages/index.md'), homeMarkdown(featured, catalogue));
  featured.forEach((api, index) => {
    const file = path.join(dir, 'src/pages', `${featuredApiPermalink(index)}.md`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, featuredMarkdown(api));
  });
  fs.writeFileSync(path.join(dir, 'docusaurus.config.mjs'), config(root, featured));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: 'apis-stock-reference', private: true}, null, 2));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
