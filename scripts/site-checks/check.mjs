// The checks of `npm run check:site -- <dir>` (scripts/check-site.mjs), which npm test runs on its
// build: every internal link, image and anchor resolves, and no page shows Markdown or MDX source
// as text. One finding per problem, named by the HTML file it is in.
import path from 'node:path';
import {checkLinks} from './links.mjs';
import {SITE_CHECK_OPTIONS} from './options.mjs';
import {findUnrenderedMarkdown} from './rendered-markdown.mjs';

/**
 * @typedef {import('./site.mjs').BuiltSite} BuiltSite
 * @typedef {{file: string, problem: string}} Finding `file`: the HTML file, relative to the build folder.
 * @typedef {{findings: Finding[], checked: number, external: Map<string, number>}} SiteCheck
 *   `checked`: internal references followed; `external`: links to other hosts by host (never fetched).
 */

/**
 * @param {BuiltSite} site
 * @param {import('./links.mjs').LinkOptions} [options]
 * @returns {SiteCheck}
 */
export function checkSite(site, options = SITE_CHECK_OPTIONS) {
  /** @param {string} urlPath */
  const fileOf = (urlPath) => {
    const page = site.pages.get(urlPath);
    return page ? path.relative(site.dir, page.file).split(path.sep).join('/') : urlPath;
  };
  const links = checkLinks(site, options);
  const findings = [
    ...links.broken.map((link) => ({file: fileOf(link.from), problem: `broken link ${link.url} (${link.reason})`})),
    ...findUnrenderedMarkdown(site).map((leak) => ({file: fileOf(leak.path), problem: `unrendered Markdown, ${leak.rule} in "${leak.text}"`})),
  ];
  return {findings, checked: links.checked, external: links.external};
}

/** @param {Finding} finding */
export function formatFinding({file, problem}) {
  return `${file}: ${problem}`;
}
