/**
 * The page template (siteConfig.ssrTemplate): Docusaurus' own, except for how a page starts its scripts.
 *
 * - Of the scripts, only the main bundle is named. Its route chunks' stylesheets stay in the head (the
 *   page must not render unstyled); their scripts are requested by the main bundle when it runs. With
 *   the route scripts in the HTML, the browser downloads some 50 KiB of script beside the render-blocking
 *   HTML and stylesheets, and on a slow connection they share its bandwidth: Lighthouse's mobile
 *   simulation put LCP 0.3 s later on a /google page (MAINTAINERS.md, #25).
 * - The main bundle itself is requested after the page's first contentful paint, by a small inline
 *   script, for the same reason: as a `defer` script its 150 KiB start downloading beside the
 *   stylesheets. The text paints from the HTML and stylesheets alone; hydration follows the paint.
 *   Measured on a catalogue page (Lighthouse, 3 runs each): LCP 1052–1058 ms, against 1054–2763 ms with
 *   `defer`. The inline script is the same on every page (the bundle's URL is its `data-main`), so one
 *   CSP hash covers it.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The scripts of the entry point: the main bundle (the runtime is part of it, see ./index.ts). */
export const ENTRY_SCRIPT = /(^|\/)main\.[0-9a-f]+\.js$/;

/** How long after the load event a page that never reports a contentful paint starts its bundle anyway. */
export const NO_PAINT_FALLBACK_MS = 2000;

/**
 * Starts the bundle named by its element's `data-main`, once, in a task after the page's first
 * contentful paint as the Paint Timing API reports it: a paint's time is when the frame is shown, which
 * can be after the animation frame and the tasks that follow it, so only the report is late enough.
 * A page that never reports one starts NO_PAINT_FALLBACK_MS after its load event. A browser without
 * paint entries starts in a task after the first animation frame that follows the load event.
 */
export const MAIN_BUNDLE_LOADER =
  '!function(u){var d,p=window.PerformanceObserver;function s(){d||(d=1,setTimeout(function(){var e=document.createElement("script");e.src=u;document.head.appendChild(e)}))}' +
  'if(p&&(p.supportedEntryTypes||[]).indexOf("paint")>=0){new p(function(l){l.getEntriesByName("first-contentful-paint").length&&s()}).observe({type:"paint",buffered:!0});' +
  `addEventListener("load",function(){setTimeout(s,${NO_PAINT_FALLBACK_MS})})}` +
  'else addEventListener("load",function(){requestAnimationFrame(s)})}(document.currentScript.dataset.main)';

const UPSTREAM_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const LEAN_SCRIPTS = `<% it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).forEach((script) => { %>
      <script data-main="<%= it.baseUrl %><%= script %>">${MAIN_BUNDLE_LOADER}</script>
    <% }); %>`;

/** Docusaurus' template with the entry script started by MAIN_BUNDLE_LOADER; throws if that part changed. */
export function leanSsrTemplate(template: string = upstreamTemplate): string {
  if (template.split(UPSTREAM_SCRIPTS).length !== 2) {
    throw new Error('lean-bundle: Docusaurus’ page template no longer has the script loop this site replaces (see src/lib/upstream-internals.ts)');
  }
  return template.replace(UPSTREAM_SCRIPTS, LEAN_SCRIPTS);
}
