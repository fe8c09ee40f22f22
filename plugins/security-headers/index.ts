/**
 * Docusaurus plugin 'security-headers': defence in depth for the keys visitors type into the demos. After
 * the build it reads every page (node/scan.ts) and writes the site's Content-Security-Policy and security
 * headers (node/policy.ts): `<outDir>/.security/headers.json` for scripts/lib/static-server.mjs,
 * `<outDir>/.security/nginx-map.conf` and `nginx-headers.conf` for deploy/nginx.conf, and into each page a
 * <meta> with that page's own policy, for static hosts where headers cannot be set. The policy never allows
 * inline scripts by name: each one the build wrote is allowed by its hash, so a change of the theme's
 * scripts changes the policy with it.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PolicySources} from './node/policy';
import {SECURITY_DIR, type SecurityFilesInput, type WrittenSecurityFiles} from './node/write';
import {runInWorker} from '../lib/in-worker';
import {settlement, waitsFor} from '../lib/settlement';

export type SecurityHeadersOptions = PolicySources;

export interface SecurityHeadersContent {
  /** Settles once every page carries its policy: the offline precache (plugins/pwa) hashes the pages after that. */
  beforePrecache: Promise<void>;
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
        const {pages, overrides} = await runInWorker<SecurityFilesInput, WrittenSecurityFiles>(path.join(__dirname, 'node', 'write.ts'), 'writeSecurityFiles', {outDir, sources: options});
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
