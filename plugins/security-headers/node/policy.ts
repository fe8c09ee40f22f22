/**
 * The Content-Security-Policy of the site, built from what the pages really run (./scan.ts) and from the
 * origins the site's data names (the providers of the featured APIs, the demos, Algolia and analytics when
 * configured). One source for every server: scripts/lib/static-server.mjs reads the JSON this writes,
 * nginx includes the file this writes, and each page carries its own policy in a <meta> for static hosts.
 */
import type {PageScan} from './scan';
import {DOCUMENT_CONTENT_TYPE_PATTERN, SERVICE_WORKER_PATH} from '../shared/documents.mjs';

// A type, not an interface: Docusaurus' plugin options need an implicit index signature.
export type PolicySources = {
  /** Origins the browser may send requests to besides the site (fetch, XHR, WebSocket). */
  connect: readonly string[];
  /** Origins images may come from besides the site. */
  images: readonly string[];
  /** Origins scripts may come from besides the site (analytics, when configured). */
  scripts: readonly string[];
  /** Hashes of styles the site injects at run time (the search dialog's stylesheet). */
  runtimeStyleHashes: readonly string[];
};

export type Directives = Record<string, readonly string[]>;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * The directives for a set of pages: their inline scripts and styles by hash; `'unsafe-inline'` styles
 * only where a page draws styles that exist only at run time (Mermaid), never for scripts.
 */
export function directivesFor(pages: readonly PageScan[], sources: PolicySources): Directives {
  const scripts = sorted(pages.flatMap((page) => [...page.scripts]));
  const styleHashes = sorted([...pages.flatMap((page) => [...page.styleAttributes, ...page.styleElements]), ...sources.runtimeStyleHashes]);
  const styleAttributes = pages.some((page) => page.styleAttributes.size > 0);
  const runtimeStyles = pages.some((page) => page.needsRuntimeStyles);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...sorted(sources.scripts)],
    'style-src': runtimeStyles ? ["'self'", "'unsafe-inline'"] : ["'self'", ...(styleAttributes ? ["'unsafe-hashes'"] : []), ...styleHashes],
    'img-src': ["'self'", 'data:', ...sorted(sources.images)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sorted(sources.connect)],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Directives a <meta> cannot carry: the browser ignores them there, so they live in the header only. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy as a header: the directives plus frame-ancestors 'none' (frame protection). */
export function headerPolicy(directives: Directives): string {
  return serialize({...directives, 'frame-ancestors': ["'none'"]});
}

/** The policy as a <meta http-equiv>: the same, without what only a header can say. */
export function metaPolicy(directives: Directives): string {
  return serialize(Object.fromEntries(Object.entries(directives).filter(([name]) => !HEADER_ONLY.includes(name))));
}

/** The security headers every response carries. */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** The headers of documents only (shared/documents.mjs), besides the policy. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The site uses none of these; geolocation neither: the map demo locates by a typed place name.
  'Permissions-Policy': 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
};

export interface SitePolicies {
  /** The header for every document (shared/documents.mjs) without its own. */
  header: string;
  /** Pages (URL paths) that need their own header: those with inline content most pages lack, or runtime styles. */
  overrides: Record<string, string>;
  /** Headers of every response. */
  headers: Record<string, string>;
  /** Headers of documents only, the policy aside. */
  documentHeaders: Record<string, string>;
}

/** The inline scripts and styles that at least half of the pages carry (the theme's script, for one). */
function sharedInlineContent(pages: readonly PageScan[]): PageScan {
  const common = (pick: (page: PageScan) => ReadonlySet<string>) => {
    const counts = new Map<string, number>();
    for (const page of pages) for (const hash of pick(page)) counts.set(hash, (counts.get(hash) ?? 0) + 1);
    return new Set([...counts].filter(([, count]) => count * 2 >= pages.length).map(([hash]) => hash));
  };
  return {
    scripts: common((page) => page.scripts),
    styleAttributes: common((page) => page.styleAttributes),
    styleElements: common((page) => page.styleElements),
    needsRuntimeStyles: false,
  };
}

const within = (needed: ReadonlySet<string>, allowed: ReadonlySet<string>) => [...needed].every((hash) => allowed.has(hash));

/**
 * The site's header policy and the pages that need their own. The header allows the inline content most
 * pages share; a page that needs more (a redirect page's script, a style attribute only it writes, the
 * runtime styles of diagrams) gets a header of its own needs, so no page allows what only another needs
 * and the header every document carries stays short.
 */
export function sitePolicies(pages: ReadonlyMap<string, PageScan>, sources: PolicySources): SitePolicies {
  const shared = sharedInlineContent([...pages.values()]);
  const sharedCovers = (page: PageScan) =>
    !page.needsRuntimeStyles &&
    within(page.scripts, shared.scripts) &&
    within(page.styleAttributes, shared.styleAttributes) &&
    within(page.styleElements, shared.styleElements);
  const overrides = Object.fromEntries(
    [...pages].filter(([, page]) => !sharedCovers(page)).map(([urlPath, page]) => [urlPath, headerPolicy(directivesFor([page], sources))]),
  );
  return {header: headerPolicy(directivesFor([shared], sources)), overrides, headers: {...STATIC_HEADERS}, documentHeaders: {...DOCUMENT_HEADERS}};
}

/** An nginx string literal. */
const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** An nginx variable name for a header: `$apis_<name in snake case>`. */
const nginxVariable = (header: string) => `$apis_${header.toLowerCase().replace(/-/g, '_')}`;

/**
 * The nginx map key of a page: a regular expression for its path, path.html and path/index.html. Not
 * plain keys: those go into a hash whose buckets (one cache line, 64 bytes by default) a long page path
 * overflows, and nginx then refuses to start; `map_hash_bucket_size` cannot be raised from an include
 * that follows another map.
 */
export function nginxPathPattern(urlPath: string): string {
  const escaped = urlPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The recipe's try_files turns "/" into "//index.html" ($uri/index.html).
  return urlPath === '/' ? '~^/(?:/?index\\.html)?$' : `~^${escaped}(?:\\.html|/index\\.html)?$`;
}

/**
 * The include file for deploy/nginx.conf (http level): whether a response is a document (by the
 * Content-Type it sends and its path), a map from the request's path to its policy, and the document
 * headers, empty (so not sent) for any other response.
 */
export function nginxMap(policies: SitePolicies): string {
  const lines = Object.entries(policies.overrides).map(([urlPath, policy]) => `    ${quote(nginxPathPattern(urlPath))} ${quote(policy)};`);
  const documentOnly = (variable: string, value: string) => [`map $apis_document ${variable} {`, `    1 ${value};`, '    default "";', '}'];
  return [
    '# Written by plugins/security-headers when the site builds: do not edit.',
    'map "$sent_http_content_type|$uri" $apis_document {',
    '    default 0;',
    `    ${quote(`~${DOCUMENT_CONTENT_TYPE_PATTERN}[^|]*\\|`)} 1;`,
    `    ${quote(`~\\|${SERVICE_WORKER_PATH.replace('.', '\\.')}$`)} 1;`,
    '}',
    'map $uri $apis_page_csp {',
    `    default ${quote(policies.header)};`,
    ...lines,
    '}',
    ...documentOnly('$apis_csp', '$apis_page_csp'),
    ...Object.entries(policies.documentHeaders).flatMap(([name, value]) => documentOnly(nginxVariable(name), quote(value))),
    '',
  ].join('\n');
}

export function nginxHeaders(policies: SitePolicies): string {
  return [
    '# Written by plugins/security-headers when the site builds: do not edit.',
    'add_header Content-Security-Policy $apis_csp always;',
    ...Object.keys(policies.documentHeaders).map((name) => `add_header ${name} ${nginxVariable(name)} always;`),
    ...Object.entries(policies.headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}
