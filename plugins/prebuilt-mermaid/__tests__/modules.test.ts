import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PREBUILT_MERMAID_ROOT,
  locatePrebuiltMermaid,
  prebuiltMermaidUrl,
  readPrebuiltModules,
  renamedModules,
  unresolvedImports,
  writePrebuiltMermaid,
} from '../index';

/** Two modules as esbuild writes an ES-module bundle, with a bundled CommonJS module id that only looks like a path. */
const fixture = new Map([
  ['mermaid.esm.min.mjs', 'import{a as b}from"./chunks/mermaid.esm.min/chunk-A.mjs";export default{render:()=>import("./chunks/mermaid.esm.min/flow.mjs")};'],
  ['chunks/mermaid.esm.min/chunk-A.mjs', 'var r=c({"../../node_modules/x/lib/main.js"(e,t){t.exports=1}});export{r as a};'],
  ['chunks/mermaid.esm.min/flow.mjs', 'import"./chunk-A.mjs";export const id="flowchart-v2";'],
]);

test('copies get .js names and their imports of one another follow; other path-like strings stay', () => {
  const renamed = renamedModules(fixture);
  assert.deepEqual([...renamed.keys()], ['mermaid.esm.min.js', 'chunks/mermaid.esm.min/chunk-A.js', 'chunks/mermaid.esm.min/flow.js']);
  assert.equal(
    renamed.get('mermaid.esm.min.js'),
    'import{a as b}from"./chunks/mermaid.esm.min/chunk-A.js";export default{render:()=>import("./chunks/mermaid.esm.min/flow.js")};',
  );
  assert.equal(renamed.get('chunks/mermaid.esm.min/flow.js'), 'import"./chunk-A.js";export const id="flowchart-v2";');
  assert.match(renamed.get('chunks/mermaid.esm.min/chunk-A.js')!, /"\.\.\/\.\.\/node_modules\/x\/lib\/main\.js"/);
  assert.deepEqual(unresolvedImports(renamed), []);
});

test('an import of a module the copies lack is reported with its file; a bundled module id is not an import', () => {
  const broken = new Map(renamedModules(fixture));
  broken.delete('chunks/mermaid.esm.min/flow.js');
  assert.deepEqual(unresolvedImports(broken), ['mermaid.esm.min.js → ./chunks/mermaid.esm.min/flow.js']);
});

test('the installed Mermaid: every import among its copies resolves, and the page loads the entry from the build', () => {
  const mermaid = locatePrebuiltMermaid();
  const modules = renamedModules(readPrebuiltModules(mermaid.distDir));
  assert.ok(modules.size > 50, `${modules.size} modules`);
  assert.deepEqual(unresolvedImports(modules), []);
  assert.ok(![...modules.values()].some((code) => /(from|import)\s*\(?\s*"\.[^"]*\.mjs"/.test(code)), 'an import still names a .mjs file');
  assert.equal(prebuiltMermaidUrl('/docs-site/', mermaid.version), `/docs-site/${PREBUILT_MERMAID_ROOT}${mermaid.version}/mermaid.esm.min.js`);
});

test('a Mermaid whose build lacks a chunk stops the build, naming the import; nothing is written', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-dist-'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-out-'));
  try {
    fs.mkdirSync(path.join(distDir, 'chunks/mermaid.esm.min'), {recursive: true});
    for (const [file, code] of fixture) if (!file.endsWith('flow.mjs')) fs.writeFileSync(path.join(distDir, file), code);
    assert.throws(() => writePrebuiltMermaid({version: '0.0.1', distDir}, outDir), /Mermaid 0\.0\.1 .*\n {2}mermaid\.esm\.min\.js → \.\/chunks\/mermaid\.esm\.min\/flow\.js/);
    assert.deepEqual(fs.readdirSync(outDir), []);
    fs.writeFileSync(path.join(distDir, 'chunks/mermaid.esm.min/flow.mjs'), fixture.get('chunks/mermaid.esm.min/flow.mjs')!);
    assert.equal(writePrebuiltMermaid({version: '0.0.1', distDir}, outDir), 3);
    assert.ok(fs.existsSync(path.join(outDir, PREBUILT_MERMAID_ROOT, '0.0.1/chunks/mermaid.esm.min/flow.js')));
  } finally {
    fs.rmSync(distDir, {recursive: true, force: true});
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});
