import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * README.md is for the site's users and authors (issue #26): it stays short, and every repository path it
 * names exists. Measurement history lives in MAINTAINERS.md.
 */
const MAX_BYTES = 20_000;

/** Paths README names that are not in the repository by design, each with the reason. */
const NOT_IN_REPOSITORY: Record<string, string> = {
  'src/data/catalogue-status.json': 'the default link status file: written by npm run catalogue:check-links, absent until then',
};

const ROOT = path.resolve(__dirname, '../..');
/** Folders the build and the tests write: README may name them, but they are not repository paths. */
const GENERATED = new Set(['node_modules', 'build', 'build-alt', 'test-results', 'playwright-report', '.git', '.docusaurus']);

/** Every tracked file and folder (no trailing slash), from git, or the files on disk when there is no git. */
function repositoryPaths(): Set<string> {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], {cwd: ROOT, encoding: 'utf8'}).split('\0').filter(Boolean);
  } catch {
    files = (fs.readdirSync(ROOT, {recursive: true}) as string[]).map((file) => file.split(path.sep).join('/')).filter((file) => !GENERATED.has(file.split('/')[0]!));
  }
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('/'));
  }
  return paths;
}

/** The text of every inline code span (CommonMark: a run of backticks closed by a run of the same length), fenced blocks left out. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  return [...prose.matchAll(/(?<!`)(`+)(?!`)([\s\S]+?)(?<!`)\1(?!`)/g)].map((match) => match[2]!.trim());
}

/**
 * The code spans that look like repository paths: one word holding a '/', starting with a top-level folder
 * of the repository (`src/…`, `deploy/nginx.conf`, `.github/workflows/…`).
 */
function namedPaths(markdown: string, topFolders: ReadonlySet<string>): string[] {
  return codeSpans(markdown).filter((span) => !/\s/.test(span) && span.includes('/') && topFolders.has(span.split('/')[0]!));
}

/** Whether `name` is in `paths`; a `<placeholder>` segment (`src/data/catalogue/<分类>.json`) matches any name. */
function exists(name: string, paths: ReadonlySet<string>): boolean {
  const wanted = name.replace(/\/$/, '');
  if (!/[<>]/.test(wanted)) return paths.has(wanted);
  const pattern = new RegExp(`^${wanted.split(/<[^>/]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
  return [...paths].some((candidate) => pattern.test(candidate));
}

/** The repository's top-level folders (`src`, `deploy`, `.github`, …). */
function topFoldersOf(paths: ReadonlySet<string>): Set<string> {
  return new Set([...paths].filter((entry) => entry.includes('/')).map((entry) => entry.split('/')[0]!));
}

/** Paths a README names that the repository does not hold. */
function missingPaths(markdown: string, paths: ReadonlySet<string>): string[] {
  return namedPaths(markdown, topFoldersOf(paths)).filter((name) => !(name in NOT_IN_REPOSITORY) && !exists(name, paths));
}

/** What is wrong with the README's size, or null. */
function sizeProblem(markdown: string): string | null {
  const bytes = Buffer.byteLength(markdown);
  return bytes < MAX_BYTES ? null : `README.md is ${bytes} bytes, the limit ${MAX_BYTES}: move history and detail to MAINTAINERS.md`;
}

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const paths = repositoryPaths();

test(`README.md stays under ${MAX_BYTES.toLocaleString('en-US')} bytes`, () => {
  assert.equal(sizeProblem(readme), null);
});

test('every repository path README.md names exists', () => {
  const named = namedPaths(readme, topFoldersOf(paths));
  assert.ok(named.length > 20, `the span reader found ${named.length} paths in README.md`);
  assert.deepEqual(missingPaths(readme, paths), []);
});

test('…and the check finds a path that is not there, a folder, a placeholder and a fenced block told apart', () => {
  const fixture = [
    'The nginx recipe is `deploy/nginx.conf`, its test `deploy/__built__/serving.test.ts`.',
    'Gone: `deploy/apache.conf` and `plugins/no-such-plugin/`, and `src/data/catalogue/<分类>.yaml`.',
    'Fine: `plugins/lib/`, `src/data/catalogue/<分类>.json`, ``scripts/bench.mjs``, `/catalogue/v1/apis.json`, `npm run bench`, `build/.security/headers.json`.',
    '```',
    'scripts/not-checked-inside-a-fence.mjs',
    '```',
  ].join('\n');
  assert.deepEqual(missingPaths(fixture, paths), ['deploy/apache.conf', 'plugins/no-such-plugin/', 'src/data/catalogue/<分类>.yaml']);
});

test('…and the size check fails on a README over the limit', () => {
  const long = `${readme}\n${'补充说明。'.repeat(Math.ceil(MAX_BYTES / 15))}`;
  assert.match(sizeProblem(long) ?? '', /^README\.md is \d+ bytes, the limit 20000/);
  assert.equal(sizeProblem('x'.repeat(MAX_BYTES - 1)), null);
  assert.notEqual(sizeProblem('x'.repeat(MAX_BYTES)), null);
});
