/**
 * The page template (siteConfig.ssrTemplate): Docusaurus' own, except that a page's HTML names only the
 * main bundle among its scripts. Its route chunks' stylesheets stay in the head (the page must not
 * render unstyled); their scripts are requested by the main bundle when it runs.
 *
 * Why not the route scripts in the HTML too: the browser then downloads some 50 KiB of script beside
 * the render-blocking HTML and stylesheets, and on a slow connection they share its bandwidth. Measured
 * with Lighthouse's mobile simulation (MAINTAINERS.md, #25): LCP 0.3 s later on a /google page; what
 * the early scripts bought, hydration one round trip sooner, moved TBT by less than the runs vary.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The scripts of the entry point: the main bundle (the runtime is part of it, see ./index.ts). */
export const ENTRY_SCRIPT = /(^|\/)main\.[0-9a-f]+\.js$/;

const UPSTREAM_SCRIPTS_LOOP = 'it.scripts.forEach((script) => {';

/** Docusaurus' template with the script loop restricted to ENTRY_SCRIPT; throws if that loop changed. */
export function leanSsrTemplate(template: string = upstreamTemplate): string {
  if (template.split(UPSTREAM_SCRIPTS_LOOP).length !== 2) {
    throw new Error('lean-bundle: Docusaurus’ page template no longer has the script loop this site narrows (see src/lib/upstream-internals.ts)');
  }
  return template.replace(UPSTREAM_SCRIPTS_LOOP, `it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).forEach((script) => {`);
}
