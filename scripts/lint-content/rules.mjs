// The checks authors' Markdown and MDX go through (npm run lint:content). Each rule returns
// findings as {line, rule, message}; lines are 1-based in the source file.
import {Console} from 'node:console';
import {Writable} from 'node:stream';
import yaml from 'js-yaml';
import {lint as markdownlint} from 'markdownlint/promise';
import {run as zhlint} from 'zhlint';

/** @typedef {{line: number, rule: string, message: string}} Finding */
/** @typedef {{file: string, text: string, kind: 'doc' | 'post' | 'page', authors: Set<string>, tags: Set<string>}} SourceFile */

/** @type {(text: string, index: number) => number} */
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Front matter as {data, endLine} (endLine: the closing ---), or null when the file has none.
 * @param {string} text
 * @returns {{raw: string, data: Record<string, unknown>, endLine: number} | null}
 */
export function frontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return null;
  const raw = /** @type {string} */ (match[1]);
  return {raw, data: /** @type {Record<string, unknown>} */ (yaml.load(raw) ?? {}), endLine: match[0].split('\n').length - 1};
}

/**
 * @param {string} text
 * @param {string} key
 */
function keyLine(text, key) {
  const match = new RegExp(`^${key}\\s*:`, 'm').exec(text);
  return match ? lineOf(text, match.index) : 1;
}

/**
 * title and description on every doc and post; a numeric sidebar_position; known blog authors and tags.
 * @param {SourceFile} source
 * @returns {Finding[]}
 */
export function checkFrontMatter(source) {
  const {text, kind} = source;
  if (kind === 'page') return [];
  let matter;
  try {
    matter = frontMatter(text);
  } catch (caught) {
    // js-yaml's YAMLException: `reason` without the excerpt that `message` adds.
    const error = /** @type {{reason?: string, message: string}} */ (caught);
    return [{line: 1, rule: 'front-matter', message: `front matter is not valid YAML: ${error.reason ?? error.message}`}];
  }
  /** @type {Finding[]} */
  const findings = [];
  const data = matter?.data ?? {};
  for (const key of ['title', 'description']) {
    if (typeof data[key] !== 'string' || !data[key].trim()) findings.push({line: 1, rule: 'front-matter', message: `"${key}" is missing`});
  }
  if ('sidebar_position' in data && typeof data.sidebar_position !== 'number') {
    findings.push({line: keyLine(text, 'sidebar_position'), rule: 'front-matter', message: 'sidebar_position must be a number'});
  }
  if (kind === 'post') {
    const authors = [data.authors ?? []].flat();
    for (const author of authors) {
      if (typeof author === 'string' && !source.authors.has(author)) {
        findings.push({line: keyLine(text, 'authors'), rule: 'front-matter', message: `author "${author}" is not in authors.yml`});
      }
    }
    for (const tag of [data.tags ?? []].flat()) {
      if (typeof tag === 'string' && !source.tags.has(tag)) {
        findings.push({line: keyLine(text, 'tags'), rule: 'front-matter', message: `tag "${tag}" is not in tags.yml`});
      }
    }
  }
  return findings;
}

/**
 * Lines outside fenced code blocks, with their 1-based numbers.
 * @param {string} text
 * @returns {{line: number, text: string}[]}
 */
function proseLines(text) {
  /** @type {{line: number, text: string}[]} */
  const out = [];
  /** @type {string | null} */
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const open = /** @type {[string, string] | null} */ (/^\s*(`{3,}|~{3,})/.exec(line));
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null;
    } else if (open) {
      fence = open[1];
    } else {
      out.push({line: index + 1, text: line});
    }
  });
  return out;
}

/**
 * `:::tip 标题` renders as text under the v4 flags; the title goes in brackets: `:::tip[标题]`.
 * @param {Pick<SourceFile, 'text'>} source
 * @returns {Finding[]}
 */
export function checkAdmonitions({text}) {
  return proseLines(text)
    .filter(({text: line}) => /^\s*:{3,}[a-z]+[ \t]+\S/.test(line))
    .map(({line, text: source}) => {
      // The filter above matched the same opening.
      const [, fence, title] = /** @type {RegExpExecArray} */ (/^\s*(:{3,}[a-z]+)[ \t]+(.*\S)/.exec(source));
      return {line, rule: 'admonition-title', message: `write the title in brackets: ${fence}[${title}]`};
    });
}

/**
 * MDX has no HTML comments under the v4 flags: the excerpt marker is {/* truncate *\/}.
 * @param {Pick<SourceFile, 'file' | 'text'>} source
 * @returns {Finding[]}
 */
export function checkTruncate({file, text}) {
  if (!file.endsWith('.mdx')) return [];
  return proseLines(text)
    .filter(({text: line}) => /<!--\s*truncate\s*-->/.test(line))
    .map(({line}) => ({line, rule: 'mdx-truncate', message: 'in .mdx files write {/* truncate */}, not <!-- truncate -->'}));
}

/** @type {Partial<Record<string, string>>} */
const MARKDOWNLINT_RULES = {
  MD001: 'heading-increment',
  MD025: 'single-h1',
  MD040: 'fenced-code-language',
};

/**
 * Heading levels without jumps, one h1, fenced code with a language. In docs and posts the front
 * matter title is the h1; a Markdown page writes its own.
 * @param {Pick<SourceFile, 'file' | 'text' | 'kind'>} source
 * @returns {Promise<Finding[]>}
 */
export async function checkMarkdownStructure({file, text, kind}) {
  const titleIsHeading = kind === 'page' ? '' : '^\\s*title\\s*[:=]';
  const results = await markdownlint({
    strings: {[file]: text},
    config: {default: false, MD001: true, MD025: {front_matter_title: titleIsHeading}, MD040: true},
    frontMatter: /^---\r?\n[\s\S]*?\r?\n---\r?\n/,
  });
  return (results[file] ?? []).map((result) => {
    const code = /** @type {string} */ (result.ruleNames[0]);
    const detail = result.errorDetail ? ` (${result.errorDetail})` : '';
    return {line: result.lineNumber, rule: MARKDOWNLINT_RULES[code] ?? code, message: `${result.ruleDescription}${detail}`};
  });
}

/**
 * Chinese typography with zhlint: spaces between Chinese and Latin letters or digits, full-width
 * punctuation in Chinese sentences, no half-width punctuation between Chinese characters. The
 * site's style keeps full-width parentheses and treats Chinese quotation marks as full-width.
 */
export const ZHLINT_RULES = {preset: 'default', halfwidthPunctuation: '', adjustedFullwidthPunctuation: ''};

/** A console that writes nowhere: zhlint reports through the one it is given. */
const QUIET = new Console(new Writable({write: (_chunk, _encoding, done) => done()}));

/**
 * Text zhlint should not judge, blanked with its line breaks kept: admonition fences (`:::tip[标题]`
 * is syntax, not a bracket in prose), footnote references (`[^1]`), and the markers that open a line:
 * a task list's box (`- [ ] `) and the number of a numbered heading or list item (`## 1. 标题`,
 * `12. 包`), which zhlint read as a bracket with spaces and as a half-width full stop in Chinese.
 * @param {string} text
 */
function blankSyntax(text) {
  return text
    .split('\n')
    .map((line) =>
      /^\s*:{3,}[a-z]*(\[.*\])?\s*$/.test(line)
        ? ''
        : line
            .replace(/\[\^[^\]\s]+\](?!:)/g, '')
            .replace(/^(\s*[-*+]\s+)\[[ xX]\](?=\s)/, '$1')
            .replace(/^(\s*(?:#{1,6}\s+)?)\d+\.(?=\s)/, '$1'),
    )
    .join('\n');
}

/**
 * Whether a "no space here" finding is about the space after a closing emphasis marker
 * (`**重点。** 正文`, `**Route（路由）** 描述`). CommonMark only closes `**` that follows
 * punctuation when whitespace or punctuation comes next, so that space is what makes the bold render.
 * @param {string} text
 * @param {{index: number, length: number, message: string}} validation
 */
function spaceEndsEmphasis(text, validation) {
  const token = text.slice(validation.index, validation.index + validation.length);
  return validation.message.endsWith('不需要空格') && /^[*_~]+$/.test(token);
}

/**
 * @param {Pick<SourceFile, 'text'>} source
 * @returns {Finding[]}
 */
export function checkChineseTypography({text}) {
  const judged = blankSyntax(text);
  const {validations} = zhlint(judged, {rules: ZHLINT_RULES, logger: QUIET});
  return validations
    .filter((validation) => !spaceEndsEmphasis(judged, validation))
    .map((validation) => {
      const excerpt = judged.slice(Math.max(0, validation.index - 8), validation.index + validation.length + 8).replace(/\s+/g, ' ');
      return {line: lineOf(judged, validation.index), rule: 'zh-typography', message: `${validation.message}: “${excerpt}”`};
    });
}

export const RULES = [checkFrontMatter, checkAdmonitions, checkTruncate, checkMarkdownStructure, checkChineseTypography];

/**
 * Findings of every rule, minus those silenced for one line by a comment on the line before:
 * `<!-- lint-ignore rule-id -->` in Markdown, `{/* lint-ignore rule-id *\/}` in MDX.
 * @param {SourceFile} source
 * @returns {Promise<Finding[]>}
 */
export async function lintSource(source) {
  const findings = (await Promise.all(RULES.map((rule) => rule(source)))).flat();
  const lines = source.text.split('\n');
  /** @param {Finding} finding */
  const silenced = (finding) => {
    const previous = lines[finding.line - 2] ?? '';
    const match = /** @type {[string, string] | null} */ (/(?:<!--|\{\/\*)\s*lint-ignore\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*(?:-->|\*\/\})/.exec(previous));
    return match !== null && match[1].split(/\s*,\s*/).includes(finding.rule);
  };
  return findings.filter((finding) => !silenced(finding)).sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}
