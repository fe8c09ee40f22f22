// Reads the built site as the static server sees it: which URL maps to which HTML file. One set of
// rules for the server (scripts/lib/static-server.mjs, over the file list it reads at start) and for
// everything that reads the build from disk (the link check, the search index), so all agree on
// what exists.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML file of a build folder, as absolute paths.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function listHtmlFiles(buildDir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) out.push(full);
    }
  };
  walk(buildDir);
  return out;
}

/**
 * URL path of a built HTML file under trailingSlash: false ("a/b.html" and "a/b/index.html" → "/a/b").
 * @param {string} buildDir
 * @param {string} file
 * @returns {string}
 */
export function htmlFileToUrlPath(buildDir, file) {
  return htmlUrlPath(path.relative(buildDir, file).split(path.sep).join('/'));
}

/**
 * `htmlFileToUrlPath` of a build-relative path ("a/b.html" → "/a/b"); other files keep their name.
 * @param {string} relative with "/" separators
 * @returns {string}
 */
export function htmlUrlPath(relative) {
  const route = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`;
}

/**
 * The build-relative file answering a decoded URL path under Docusaurus' trailingSlash: false output:
 * the file itself, else "a.html", else "a/index.html" ("/" → "index.html"; "/a/" the same as "/a",
 * minus the file itself). `isFile` says whether a build-relative path ("a/b.html") is a file of the build.
 * @param {string} urlPath decoded, starting with "/", without "." or ".." segments
 * @param {(relative: string) => boolean} isFile
 * @returns {string | undefined}
 */
export function fileForUrlPath(urlPath, isFile) {
  const stem = urlPath.replace(/^\/+/, '').replace(/\/+$/, '');
  if (stem === '') return isFile('index.html') ? 'index.html' : undefined;
  const candidates = [`${stem}.html`, `${stem}/index.html`];
  if (!urlPath.endsWith('/')) candidates.unshift(stem);
  return candidates.find(isFile);
}

/**
 * The file of the build folder `root` answering a (percent-encoded) URL path, or undefined
 * (`fileForUrlPath`, on disk). Never leaves `root`.
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | undefined} an absolute path
 */
export function resolveUrlPath(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const absoluteRoot = path.resolve(root);
  /** @param {string} file */
  const inside = (file) => file === absoluteRoot || file.startsWith(absoluteRoot + path.sep);
  const base = path.join(absoluteRoot, path.normalize(decoded));
  if (!inside(base)) return undefined;
  const relative = path.relative(absoluteRoot, base).split(path.sep).join('/');
  const slash = relative !== '' && /[\\/]$/.test(decoded) ? '/' : '';
  const found = fileForUrlPath(`/${relative}${slash}`, (file) => {
    const full = path.join(absoluteRoot, file);
    return inside(full) && fs.existsSync(full) && fs.statSync(full).isFile();
  });
  return found === undefined ? undefined : path.join(absoluteRoot, found);
}
