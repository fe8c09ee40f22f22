#!/usr/bin/env node
// Checks a built site: every internal link and anchor resolves, and no page shows Markdown or MDX
// source as text. `node scripts/check-site.mjs [build]`; exits 1 on any finding.
import path from 'node:path';
import {readSite} from './site-checks/site.mjs';
import {checkLinks} from './site-checks/links.mjs';
import {findUnrenderedMarkdown} from './site-checks/rendered-markdown.mjs';
import {SITE_CHECK_OPTIONS} from './site-checks/options.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const site = readSite(buildDir);
const links = checkLinks(site, SITE_CHECK_OPTIONS);
const leaks = findUnrenderedMarkdown(site);

for (const link of links.broken) console.log(`broken link on ${link.from}: ${link.url} (${link.reason})`);
for (const leak of leaks) console.log(`unrendered Markdown on ${leak.path}: ${leak.rule} in "${leak.text}"`);

const hosts = [...links.external].sort((a, b) => b[1] - a[1]);
const externalTotal = hosts.reduce((sum, [, count]) => sum + count, 0);
console.log(`external links (not fetched): ${externalTotal} to ${hosts.length} hosts`);
for (const [host, count] of hosts.slice(0, 15)) console.log(`  ${String(count).padStart(6)}  ${host}`);
if (hosts.length > 15) console.log(`  … ${hosts.length - 15} more hosts`);

console.log(
  `site check: ${site.pages.size} pages, ${links.checked} internal links, ${links.broken.length} broken; ` +
    `${leaks.length} pages with unrendered Markdown`,
);
process.exit(links.broken.length || leaks.length ? 1 : 0);
