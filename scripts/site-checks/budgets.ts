/**
 * Byte budgets of a page's first view (issue #14), in bytes of brotli at quality 11: what `npm run build`
 * serves. KiB (1024 bytes), like `npm run bench`.
 *
 * Where the numbers come from (measured on the build of 2026-11-24, see the issue):
 * - js / css: the scripts and stylesheets a page's HTML references directly, i.e. Docusaurus' runtime and
 *   main bundle plus the one site stylesheet, shared by every page. /google/ccxt had 166.4 KiB of JS (the
 *   main bundle carries the chunk registry of ~530 modules, the route table and every plugin's global data,
 *   including each docs section's page list) and 20.4 KiB of CSS. Docusaurus merges every stylesheet of
 *   the site into that one file, the search dialog's too; since the dialog brings its own styles
 *   (plugins/docsearch-modal-css) the CSS is 19.0 KiB, within the 20 KiB target.
 * - html of /MapComponent: the server HTML carries the whole world map (plugins/world-map), so it is all
 *   the map needs at first view besides the shared JS and CSS above. 60 KiB was the target set for the
 *   page; it was 42.9 KiB with d3's absolute paths and is 30.7 KiB with the compact ones.
 * A budget that fails should be raised only with a reason written here.
 */
export const KIB = 1024;

export interface PageBudget {
  /** URL path of a built page. */
  path: string;
  /** Limits in brotli bytes; an absent one is not checked. */
  html?: number;
  js?: number;
  css?: number;
  /** HTML + JS + CSS. */
  total?: number;
}

/** Every page pays these: they are the same two scripts and one stylesheet everywhere. */
const SHARED = {js: 170 * KIB, css: 20 * KIB};

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {path: '/google/ccxt', ...SHARED},
  {path: '/MapComponent', ...SHARED, html: 60 * KIB},
];
