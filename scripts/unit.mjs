#!/usr/bin/env node
// Runs every unit test file (`__tests__/*.test.ts` anywhere outside node_modules and build output)
// with node's test runner, all in one process: a process per file spent 30 s of CPU starting Node
// and tsx 54 times for 4 s of tests. Node 20 has no glob support in `node --test`, and no option
// to run files in-process, so one entry module imports them all. Each file's state is its own
// (module scope), but a beforeEach/afterEach at a file's top level would run around every file's
// tests: such hooks go inside a describe.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);

function findTests(dir, out = []) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findTests(full, out);
    else if (entry.name.endsWith('.test.ts') && path.basename(dir) === '__tests__') out.push(full);
  }
  return out;
}

const files = findTests('.').sort();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-unit-'));
const entry = path.join(dir, 'all.test.mjs');
fs.writeFileSync(entry, files.map((file) => `import ${JSON.stringify(pathToFileURL(path.resolve(file)).href)};\n`).join(''));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', entry], {stdio: 'inherit'});
fs.rmSync(dir, {recursive: true, force: true});
process.exit(result.status ?? 1);
