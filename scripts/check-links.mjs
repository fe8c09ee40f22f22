#!/usr/bin/env node
// Checks every internal link and #anchor of the built site. Docusaurus is told to ignore broken
// links (the spec asks for it), so this is the check that keeps them out.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listHtmlFiles, htmlFileToUrlPath, resolveUrlPath, collectIds, collectLinks} from './lib/site-html.mjs';

const SITE_ORIGIN_PLACEHOLDER = 'http://site.invalid';

/**
 * Returns the broken links of the build as `{from, href, reason}`.
 * Links into paths served only client-side (prefix routes) are resolved by `clientRoutes`.
 * @param {string} buildDir
 * @param {{clientRoutes?: string[]}} [options]
 * @returns {{from: string, href: string, reason: string}[]}
 */
export function findBrokenLinks(buildDir, {clientRoutes = []} = {}) {
  const files = listHtmlFiles(buildDir);
  const idCache = new Map();
  const idsOf = (file) => {
    if (!idCache.has(file)) idCache.set(file, collectIds(fs.readFileSync(file, 'utf8')));
    return idCache.get(file);
  };
  const broken = [];
  for (const file of files) {
    const from = htmlFileToUrlPath(buildDir, file);
    if (from.startsWith('/__docusaurus/')) continue;
    for (const href of collectLinks(fs.readFileSync(file, 'utf8'))) {
      if (!href || /^(mailto:|tel:|javascript:|data:)/.test(href)) continue;
      const url = new URL(href, SITE_ORIGIN_PLACEHOLDER + from);
      if (url.origin !== SITE_ORIGIN_PLACEHOLDER) continue;
      const target = url.pathname === from ? file : resolveUrlPath(buildDir, url.pathname);
      if (!target) {
        if (clientRoutes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) continue;
        broken.push({from, href, reason: 'no such page'});
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        broken.push({from, href, reason: `no element with id "${anchor}"`});
      }
    }
  }
  return broken;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const broken = findBrokenLinks(buildDir, {clientRoutes: ['/feature-requests']});
  const pages = listHtmlFiles(buildDir).length;
  if (broken.length) {
    for (const link of broken) console.log(`broken link on ${link.from}: ${link.href} (${link.reason})`);
    console.log(`link check: ${broken.length} broken links in ${pages} pages`);
    process.exit(1);
  }
  console.log(`link check: all internal links and anchors resolve in ${pages} pages`);
}
