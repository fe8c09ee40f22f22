/**
 * Docusaurus plugin 'security-headers': defence in depth for the keys visitors type into the demos. After
 * the build it reads every page (node/scan.ts) and writes the site's Content-Security-Policy and security
 * headers (node/policy.ts): `<outDir>/.security/headers.json` for scripts/lib/static-server.mjs,
 * `<outDir>/.security/nginx-map.conf` and `nginx-headers.conf` for deploy/nginx.conf, and into each page a
 * <meta> with that page's own policy, for static hosts where headers cannot be set. The policy never allows
 * inline scripts by name: each one the build wrote is allowed by its hash, so a change of the theme's
 * scripts changes the policy with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {directivesFor, metaPolicy, nginxHeaders, nginxMap, sitePolicies, type PolicySources} from './node/policy';
import {scanPage, type PageScan} from './node/scan';
import {withPolicyMeta} from './node/inject';
import {listHtmlFiles, htmlFileToUrlPath} from '../lib/site-html.mjs';
import {settlement, waitsFor} from '../lib/settlement';

export type SecurityHeadersOptions = PolicySources;

/** Folder of the build holding the generated configuration; servers never serve dot-folders. */
export const SECURITY_DIR = '.security';

export interface SecurityHeadersContent {
  /** Settles once every page carries its policy: the offline precache (plugins/pwa) hashes the pages after that. */
  beforePrecache: Promise<void>;
}

/** Replaces a file in one step, so a plugin reading the pages meanwhile (the search index) never sees half of one. */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

export function writeSecurityFiles(outDir: string, sources: PolicySources): {pages: number; overrides: number} {
  const files = listHtmlFiles(outDir);
  const scans = new Map<string, {file: string; html: string; scan: PageScan}>();
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    scans.set(htmlFileToUrlPath(outDir, file), {file, html, scan: scanPage(html)});
  }
  const policies = sitePolicies(new Map([...scans].map(([urlPath, page]) => [urlPath, page.scan])), sources);
  for (const {file, html, scan} of scans.values()) replaceFile(file, withPolicyMeta(html, metaPolicy(directivesFor([scan], sources))));
  const dir = path.join(outDir, SECURITY_DIR);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'headers.json'), `${JSON.stringify(policies, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'nginx-map.conf'), nginxMap(policies));
  fs.writeFileSync(path.join(dir, 'nginx-headers.conf'), nginxHeaders(policies));
  return {pages: scans.size, overrides: Object.keys(policies.overrides).length};
}

export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions): Plugin<SecurityHeadersContent> {
  const {promise: beforePrecache, settle} = settlement();
  return {
    name: 'security-headers',
    getThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      return {beforePrecache};
    },
    async postBuild({outDir, plugins}) {
      try {
        // Pages other plugins write after the build (redirect pages) need their policy too.
        await Promise.all(waitsFor(plugins, 'pagesWritten'));
        const {pages, overrides} = writeSecurityFiles(outDir, options);
        console.log(`[security-headers] policy for ${pages} pages (${overrides} with a header of their own), written to ${SECURITY_DIR}/`);
        settle();
      } catch (error) {
        settle(error);
        throw error;
      }
    },
  };
}

const ORIGINS = Joi.array().items(Joi.string().pattern(/^(https?:\/\/[^/\s]+|'[\w-]+')$/, 'an origin'));
/** Scripts may also be one file of an origin, by its URL (a CDN's origin would allow any file on it). */
const SCRIPT_SOURCES = Joi.array().items(Joi.string().pattern(/^(https?:\/\/[^/\s]+(\/[^\s;,']*)?|'[\w-]+')$/, 'an origin or a URL'));

export function validateOptions({validate, options}: OptionValidationContext<SecurityHeadersOptions, SecurityHeadersOptions>): SecurityHeadersOptions {
  return validate(
    Joi.object({
      connect: ORIGINS.required(),
      images: ORIGINS.required(),
      scripts: SCRIPT_SOURCES.required(),
      runtimeStyleHashes: Joi.array().items(Joi.string().pattern(/^'sha256-[A-Za-z0-9+/=]+'$/)).required(),
    }),
    options,
  );
}
