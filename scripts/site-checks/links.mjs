// Every link of the built site: internal ones must reach a page or file, and their #anchor an
// element of that page; external ones are counted by host, never fetched. Docusaurus is told to
// ignore broken links (the spec's choice), so this check is what keeps them out.
import {resolveUrlPath} from '../../plugins/lib/site-html.mjs';

const LOCAL_ORIGIN = 'http://site.invalid';
const NOT_NAVIGABLE = /^(mailto|tel|javascript|data|blob|about):/i;

/**
 * @typedef {import('./site.mjs').BuiltSite} BuiltSite
 * @typedef {{from: string, url: string, reason: string}} BrokenLink
 * @typedef {{
 *   siteOrigin?: string,
 *   clientRoutes?: string[],
 * }} LinkOptions `siteOrigin`: the production origin (canonical and social links use it);
 *   `clientRoutes`: path prefixes the site serves for any sub-path (prefix routes).
 */

/**
 * @param {string} pathname
 * @param {string} prefix
 */
function underPrefix(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The file behind an internal path, following the server's rules: exact file, `.html`,
 * `/index.html`, the `.html` / `/index.html` suffix normalised away, and prefix routes.
 * @param {BuiltSite} site
 * @param {string} pathname
 * @param {string[]} clientRoutes
 * @returns {string | undefined}
 */
function resolveTarget(site, pathname, clientRoutes) {
  const direct = resolveUrlPath(site.dir, pathname);
  if (direct) return direct;
  const stripped = pathname.replace(/(\/index)?\.html$/, '') || '/';
  if (stripped !== pathname) {
    const normalised = resolveUrlPath(site.dir, stripped);
    if (normalised) return normalised;
  }
  const prefix = clientRoutes.find((route) => underPrefix(decode(pathname), route));
  return prefix ? resolveUrlPath(site.dir, prefix) : undefined;
}

/**
 * @param {BuiltSite} site
 * @param {LinkOptions} [options]
 * @returns {{broken: BrokenLink[], external: Map<string, number>, checked: number}}
 */
export function checkLinks(site, {siteOrigin, clientRoutes = []} = {}) {
  /** @type {BrokenLink[]} */
  const broken = [];
  const external = new Map();
  let checked = 0;
  for (const page of site.pages.values()) {
    const base = `${LOCAL_ORIGIN}${encodeURI(page.path)}`;
    for (const {url: raw} of page.references) {
      if (!raw || NOT_NAVIGABLE.test(raw)) continue;
      let url;
      try {
        url = new URL(raw, base);
      } catch {
        broken.push({from: page.path, url: raw, reason: 'not a valid URL'});
        continue;
      }
      if (url.origin !== LOCAL_ORIGIN && url.origin !== siteOrigin) {
        if (/^https?:$/.test(url.protocol)) external.set(url.host, (external.get(url.host) ?? 0) + 1);
        continue;
      }
      checked += 1;
      const file = raw.startsWith('#') ? page.file : resolveTarget(site, url.pathname, clientRoutes);
      if (!file) {
        broken.push({from: page.path, url: raw, reason: 'no such page or file'});
        continue;
      }
      const anchor = decode(url.hash.slice(1));
      if (!anchor) continue;
      const target = site.byFile.get(file);
      if (target && !target.ids.has(anchor)) broken.push({from: page.path, url: raw, reason: `no element with id or name "${anchor}"`});
    }
  }
  return {broken, external, checked};
}
