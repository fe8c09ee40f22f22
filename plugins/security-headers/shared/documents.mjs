// Which responses get the document headers (the Content-Security-Policy, Cross-Origin-Opener-Policy and
// Permissions-Policy): what a browser renders as a page (HTML, SVG, XML) or runs as the service worker.
// A policy on a stylesheet, a script or an image does nothing in the browser; on HTTP/1.1 its 2 KiB
// would travel again with every asset a page loads.

/** Extensions of the build's files that a browser can open as a document. */
export const DOCUMENT_EXTENSIONS = ['.html', '.svg', '.xml'];

/** The service worker's script: its own policy governs what the worker may fetch. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * @param {string} urlPath the path of the build file a response sends, from the site root ("/sw.js")
 * @returns {boolean}
 */
export function isDocumentFile(urlPath) {
  return urlPath === SERVICE_WORKER_PATH || DOCUMENT_EXTENSIONS.some((extension) => urlPath.endsWith(extension));
}

/**
 * The same rule for nginx, which decides by the Content-Type it sends for those files: text/html,
 * image/svg+xml, text/xml (a regular expression in nginx syntax).
 */
export const DOCUMENT_CONTENT_TYPE_PATTERN = '(html|xml)';
