// Finds the code blocks of a Markdown/MDX page that are marked to run in the tests: a fence whose
// info string has the word `test` after the language, e.g. ```ts test title="server.ts".

const RUNNABLE = new Map([
  ['js', 'mjs'],
  ['javascript', 'mjs'],
  ['mjs', 'mjs'],
  ['ts', 'mts'],
  ['typescript', 'mts'],
]);

/**
 * @typedef {{file: string, line: number, language: string, extension: string, code: string}} DocsExample
 */

/**
 * @param {string} markdown
 * @param {string} file reported with each example
 * @returns {DocsExample[]}
 */
export function extractExamples(markdown, file) {
  const lines = markdown.split('\n');
  const examples = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const close = new RegExp(`^${indent}${fence[0]}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const [language = '', ...meta] = info.trim().split(/\s+/);
    if (meta.includes('test')) {
      const extension = RUNNABLE.get(language.toLowerCase());
      if (!extension) throw new Error(`${file}:${index + 1}: a "test" code block must be JavaScript or TypeScript, not "${language}"`);
      const code = lines
        .slice(index + 1, end)
        .map((line) => line.slice(Math.min(indent.length, line.length - line.trimStart().length)))
        .join('\n');
      examples.push({file, line: index + 1, language, extension, code});
    }
    index = end;
  }
  return examples;
}
