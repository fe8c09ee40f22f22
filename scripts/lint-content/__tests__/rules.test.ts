import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lintSource} from '../rules.mjs';

type Kind = 'doc' | 'post' | 'page';

function source(text: string, {file = 'google/x.md', kind = 'doc' as Kind} = {}) {
  return {file, kind, text, authors: new Set(['lanjiang']), tags: new Set(['release'])};
}

const DOC = '---\ntitle: 标题\ndescription: 一句话说明。\n---\n\n';

async function rules(text: string, options?: Parameters<typeof source>[1]): Promise<string[]> {
  return (await lintSource(source(text, options))).map((f: {line: number; rule: string}) => `${f.line} ${f.rule}`);
}

test('a clean page has no findings', async () => {
  assert.deepEqual(await rules(`${DOC}## 安装\n\n用 npm 安装 3 个依赖，然后运行 \`npm test\`。\n\n\`\`\`bash\nnpm ci\n\`\`\`\n`), []);
});

test('front matter: title and description are required, sidebar_position is a number', async () => {
  assert.deepEqual(await rules('---\ntitle: 标题\nsidebar_position: 第二\n---\n\n正文。\n'), ['1 front-matter', '3 front-matter']);
  assert.deepEqual(await rules('没有前置元数据的正文。\n'), ['1 front-matter', '1 front-matter']);
  assert.deepEqual(await rules('---\ntitle: [未闭合\n---\n'), ['1 front-matter']);
});

test('front matter: blog authors and tags must be declared', async () => {
  const post = '---\ntitle: 标题\ndescription: 说明。\nauthors: [lanjiang, nobody]\ntags: [release, unknown]\n---\n\n正文。\n';
  assert.deepEqual(await rules(post, {file: 'blog/2026-01-01-x.md', kind: 'post'}), ['4 front-matter', '5 front-matter']);
});

test('admonition titles must be in brackets', async () => {
  assert.deepEqual(await rules(`${DOC}:::warning 不要贴出凭据\n正文。\n:::\n\n:::tip[正确写法]\n正文。\n:::\n`), ['6 admonition-title']);
});

test('<!-- truncate --> is refused in MDX only', async () => {
  const post = '---\ntitle: 标题\ndescription: 说明。\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n';
  assert.deepEqual(await rules(post, {file: 'blog/a.mdx', kind: 'post'}), ['8 mdx-truncate']);
  assert.deepEqual(await rules(post, {file: 'blog/a.md', kind: 'post'}), []);
});

test('headings without jumps, one h1, code fences with a language', async () => {
  assert.deepEqual(await rules(`${DOC}## 一\n\n#### 三\n\n正文。\n`), ['8 heading-increment']);
  assert.deepEqual(await rules(`${DOC}# 第二个一级标题\n\n正文。\n`), ['6 single-h1']);
  assert.deepEqual(await rules(`${DOC}\`\`\`\nnpm ci\n\`\`\`\n`), ['6 fenced-code-language']);
  // A Markdown page has no title heading of its own: its one # heading is fine.
  assert.deepEqual(await rules(`${DOC}# 页面标题\n\n正文。\n`, {file: 'src/pages/a.md', kind: 'page'}), []);
});

test('Chinese typography: spacing and full-width punctuation', async () => {
  assert.deepEqual(await rules(`${DOC}用npm安装。\n`), ['6 zh-typography', '6 zh-typography']);
  assert.deepEqual(await rules(`${DOC}第一步,安装依赖.\n`), ['6 zh-typography', '6 zh-typography']);
  assert.deepEqual(await rules(`${DOC}全角括号（例如这样）和“引号”都合规。\n`), []);
});

test('a finding is silenced for one line by a comment naming its rule', async () => {
  assert.deepEqual(await rules(`${DOC}<!-- lint-ignore zh-typography -->\n用npm安装。\n\n用npm安装。\n`), ['9 zh-typography', '9 zh-typography']);
  assert.deepEqual(await rules(`${DOC}{/* lint-ignore admonition-title */}\n:::tip 标题\n正文。\n:::\n`, {file: 'google/x.mdx'}), []);
  assert.deepEqual(await rules(`${DOC}<!-- lint-ignore fenced-code-language -->\n:::tip 标题\n正文。\n:::\n`), ['7 admonition-title']);
});

test('syntax is not prose: admonition titles, footnote references, the space that closes bold', async () => {
  assert.deepEqual(await rules(`${DOC}:::tip[内层]\n内层提示。\n:::\n`), []);
  assert.deepEqual(await rules(`${DOC}这句话后面有一个脚注[^note]。\n\n[^note]: 说明。\n`), []);
  assert.deepEqual(await rules(`${DOC}**第一步：确定位置。** 页面属于哪个栏目。\n`), []);
  // Without the bold, the same space is a typo.
  assert.deepEqual(await rules(`${DOC}第一步：确定位置。 页面属于哪个栏目。\n`), ['6 zh-typography']);
});

test('a bold term ending in a full-width bracket keeps the space that closes it', async () => {
  assert.deepEqual(await rules(`${DOC}**Route（路由）** 描述什么样的请求会被接收。\n`), []);
});

test('numbered headings and list items and task list boxes are syntax, not punctuation', async () => {
  assert.deepEqual(await rules(`${DOC}## 1. 第一步\n\n正文。\n`), []);
  assert.deepEqual(await rules(`${DOC}12. 包名要小写\n`), []);
  assert.deepEqual(await rules(`${DOC}- [ ] \`npm test\` 通过\n- [x] **加粗** 的一项\n`), []);
  // The same characters inside a sentence are still judged.
  assert.ok((await rules(`${DOC}第一步完成了1. 第二步\n`)).length > 0);
});
