// Runs the marked code examples of the docs (see extract.mjs): each block is written to its own
// file under node_modules/.cache, so it imports the libraries the project installed at the
// versions the pages name, and runs in a child process with a time limit. TypeScript examples
// are stripped of their types here, once, rather than by a loader in each child: a loader costs
// every child about 0.4 s of CPU.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {extractExamples} from './extract.mjs';
import {DOCS_SECTIONS} from '../../config/sections.ts';

/** Where runnable examples may be: every docs section (config/sections.ts) and the blog. */
export const DOCS_DIRS = [...DOCS_SECTIONS.map((section) => section.id), 'blog'];
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORK_DIR = path.join(ROOT, 'node_modules/.cache/docs-examples');
const TIME_LIMIT_MS = 60_000;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function markdownFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Every marked example of the docs sections, in file order.
 * @returns {import('./extract.mjs').DocsExample[]}
 */
export function collectExamples(root = ROOT, dirs = DOCS_DIRS) {
  return dirs.flatMap((dir) =>
    markdownFiles(path.join(root, dir))
      .sort()
      .flatMap((file) => extractExamples(fs.readFileSync(file, 'utf8'), path.relative(root, file))),
  );
}

/**
 * The example as the JavaScript module Node runs: types removed, nothing else lowered. A syntax
 * error is thrown with the example's place, as the loader would have reported it.
 * @param {string} code
 * @param {{file: string, line: number}} where
 */
export function stripTypes(code, {file, line}) {
  const {outputText, diagnostics = []} = ts.transpileModule(code, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext},
    reportDiagnostics: true,
    fileName: 'example.mts',
  });
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`${file}:${line}: ${messages.join('; ')}`);
  }
  return outputText;
}

/**
 * Runs one example; resolves with its outcome and what it printed.
 * @param {import('./extract.mjs').DocsExample} example
 * @param {{env?: Record<string, string>, timeLimitMs?: number}} [options]
 * @returns {Promise<{ok: boolean, output: string}>}
 */
export function runExample(example, {env = {}, timeLimitMs = TIME_LIMIT_MS} = {}) {
  const name = `${example.file.replace(/[^\w.-]+/g, '_')}-${example.line}`;
  const dir = path.join(WORK_DIR, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const script = path.join(dir, 'example.mjs');
  try {
    fs.writeFileSync(script, example.extension === 'mts' ? stripTypes(example.code, example) : example.code);
  } catch (error) {
    return Promise.resolve({ok: false, output: String(/** @type {Error} */ (error).message)});
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {cwd: dir, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeLimitMs / 1000} s)`;
      child.kill('SIGKILL');
    }, timeLimitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ok: code === 0, output});
    });
  });
}
