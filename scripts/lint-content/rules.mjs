// The checks authors' Markdown and MDX go through (npm run lint:content). Each rule returns
// findings as {line, rule, message}; lines are 1-based in the source file.
import yaml from 'js-yaml';
import {lint as markdownlint} from 'markdownlint/promise';
import {run as zhlint} from 'zhlint';

/** @typedef {{line: number, rule: string, message: string}} Finding */
/** @typedef {{file: string, text: string, kind: 'doc' | 'post' | 'page', authors: Set<string>, tags: Set<string>}} SourceFile */

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Front matter as {data, endLine} (endLine: the closing ---), or null when the file has none. */
export function frontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return null;
  return {raw: match[1], data: yaml.load(match[1]) ?? {}, endLine: match[0].split('\n').length - 1};
}

function keyLine(text, key) {
  const match = new RegExp(`^${key}\\s*:`, 'm').exec(text);
  return match ? lineOf(text, match.index) : 1;
}

/** title and description on every doc and post; a numeric sidebar_position; known blog authors and tags. */
export function checkFrontMatter(source) {
  const {text, kind} = source;
  if (kind === 'page') return [];
  let matter;
  try {
    matter = frontMatter(text);
  } catch (error) {
    return [{line: 1, rule: 'front-matter', message: `front matter is not valid YAML: ${error.reason ?? error.message}`}];
  }
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

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
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

/** `:::tip 标题` renders as text under the v4 flags; the title goes in brackets: `:::tip[标题]`. */
export function checkAdmonitions({text}) {
  return proseLines(text)
    .filter(({text: line}) => /^\s*:{3,}[a-z]+[ \t]+\S/.test(line))
    .map(({line, text: source}) => {
      const [, fence, title] = /^\s*(:{3,}[a-z]+)[ \t]+(.*\S)/.exec(source);
      return {line, rule: 'admonition-title', message: `write the title in brackets: ${fence}[${title}]`};
    });
}

/** MDX has no HTML comments under the v4 flags: the excerpt marker is {/* truncate *\/}. */
export function checkTruncate({file, text}) {
  if (!file.endsWith('.mdx')) return [];
  return proseLines(text)
    .filter(({text: line}) => /<!--\s*truncate\s*-->/.test(line))
    .map(({line}) => ({line, rule: 'mdx-truncate', message: 'in .mdx files write {/* truncate */}, not <!-- truncate -->'}));
}

const MARKDOWNLINT_RULES = {
  MD001: 'heading-increment',
  MD025: 'single-h1',
  MD040: 'fenced-code-language',
};

/**
 * Heading levels without jumps, one h1, fenced code with a language. In docs and posts the front
 * matter title is the h1; a Markdown page writes its own.
 */
export async function checkMarkdownStructure({file, text, kind}) {
  const titleIsHeading = kind === 'page' ? '' : '^\\s*title\\s*[:=]';
  const results = await markdownlint({
    strings: {[file]: text},
    config: {default: false, MD001: true, MD025: {front_matter_title: titleIsHeading}, MD040: true},
    frontMatter: /^---\r?\n[\s\S]*?\r?\n---\r?\n/,
  });
  return results[file].map((result) => {
    const code = result.ruleNames[0];
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

const QUIET = {log() {}, warn() {}, error() {}};

/**
 * Text zhlint should not judge, blanked with its line breaks kept: admonition fences (`:::tip[标题]`
 * is syntax, not a bracket in prose), footnote references (`[^1]`), and the markers that open a line:
 * a task list's box (`- [ ] `) and the number of a numbered heading or list item (`## 1. 标题`,
 * `12. 包`), which zhlint read as a bracket with spaces and as a half-width full stop in Chinese.
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
 */
function spaceEndsEmphasis(text, validation) {
  const token = text.slice(validation.index, validation.index + validation.length);
  return validation.message.endsWith('不需要空格') && /^[*_~]+$/.test(token);
}

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
 */
export async function lintSource(source) {
  const findings = (await Promise.all(RULES.map((rule) => rule(source)))).flat();
  const lines = source.text.split('\n');
  const silenced = (finding) => {
    const previous = lines[finding.line - 2] ?? '';
    const match = /(?:<!--|\{\/\*)\s*lint-ignore\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*(?:-->|\*\/\})/.exec(previous);
    return match !== null && match[1].split(/\s*,\s*/).includes(finding.rule);
  };
  return findings.filter((finding) => !silenced(finding)).sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}
