/**
 * The plugin's postBuild work (run in a worker thread, plugins/lib/in-worker.ts): reads every page,
 * gives each its own policy in a <meta>, and writes the site's headers for both servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {directivesFor, metaPolicy, nginxHeaders, nginxMap, sitePolicies, type PolicySources} from './policy';
import {scanPage, type PageScan} from './scan';
import {withPolicyMeta} from './inject';
import {listHtmlFiles, htmlFileToUrlPath} from '../../lib/site-html.mjs';

/** Folder of the build holding the generated configuration; servers never serve dot-folders. */
export const SECURITY_DIR = '.security';

export interface SecurityFilesInput {
  outDir: string;
  sources: PolicySources;
}

export interface WrittenSecurityFiles {
  pages: number;
  /** Pages whose header is their own, not the site's. */
  overrides: number;
}

/** Replaces a file in one step, so a plugin reading the pages meanwhile (the search index) never sees half of one. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

export function writeSecurityFiles({outDir, sources}: SecurityFilesInput): WrittenSecurityFiles {
  // Each page's <meta> needs only its own scan, so a page is written as soon as it is read: holding
  // every page until the site policy is known took gigabytes on large sites (long sidebars on each page).
  const scans = new Map<string, PageScan>();
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const scan = scanPage(html);
    scans.set(htmlFileToUrlPath(outDir, file), scan);
    replaceFile(file, withPolicyMeta(html, metaPolicy(directivesFor([scan], sources))));
  }
  const policies = sitePolicies(scans, sources);
  const dir = path.join(outDir, SECURITY_DIR);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'headers.json'), `${JSON.stringify(policies, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'nginx-map.conf'), nginxMap(policies));
  fs.writeFileSync(path.join(dir, 'nginx-headers.conf'), nginxHeaders(policies));
  return {pages: scans.size, overrides: Object.keys(policies.overrides).length};
}
