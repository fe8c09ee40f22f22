// Reads the built site as the static server sees it: which URL maps to which HTML file.
import fs from 'node:fs';
import path from 'node:path';

export function listHtmlFiles(buildDir) {
  const out = [];
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

/** URL path of a built HTML file under trailingSlash: false ("a/b.html" and "a/b/index.html" → "/a/b"). */
export function htmlFileToUrlPath(buildDir, file) {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  const route = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`;
}

/** The file the static server answers for a URL path, or undefined for a 404. */
export function resolveUrlPath(buildDir, urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/'
      ? ['index.html']
      : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

/** Element ids of an HTML document (generated markup, so a regex is enough). */
export function collectIds(html) {
  const ids = new Set();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(decodeEntities(match[1]));
  return ids;
}

/** href values of <a> and <link rel=...> elements that point inside the site. */
export function collectLinks(html) {
  const links = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) links.push(decodeEntities(match[1]));
  return links;
}

export function decodeEntities(text) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
