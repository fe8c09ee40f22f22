#!/usr/bin/env node
// `npm run check:site -- <dir>` (default: build): checks a built folder, links and rendered Markdown
// (scripts/site-checks/check.mjs). Prints each finding as `file: problem`, then a summary; exits 1
// on any finding or when the folder holds no build. npm test runs it on its build.
import fs from 'node:fs';
import path from 'node:path';
import {checkSite, formatFinding} from './site-checks/check.mjs';
import {readSite} from './site-checks/site.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.log(`${buildDir}: no build here (no index.html); run "npm run build" or name the folder`);
  process.exit(1);
}
const site = readSite(buildDir);
const {findings, checked, external} = checkSite(site);

for (const finding of findings) console.log(formatFinding(finding));

const hosts = [...external].sort((a, b) => b[1] - a[1]);
const externalTotal = hosts.reduce((sum, [, count]) => sum + count, 0);
console.log(`external links (not fetched): ${externalTotal} to ${hosts.length} hosts`);
for (const [host, count] of hosts.slice(0, 15)) console.log(`  ${String(count).padStart(6)}  ${host}`);
if (hosts.length > 15) console.log(`  … ${hosts.length - 15} more hosts`);

console.log(`site check: ${site.pages.size} pages, ${checked} internal links, ${findings.length} problems`);
process.exit(findings.length ? 1 : 0);
