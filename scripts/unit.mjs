#!/usr/bin/env node
// Runs every unit test file (`__tests__/*.test.ts` anywhere outside node_modules and build output)
// with node's test runner; Node 20 has no glob support in `node --test`.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
// Node 20 runs one file at a time on two cores (cores - 1); the files are independent, so use them all.
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${os.availableParallelism()}`, ...files], {stdio: 'inherit'});
process.exit(result.status ?? 1);
