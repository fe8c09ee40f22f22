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

/**
 * The file answering a URL path under Docusaurus' trailingSlash: false output ("/a" → "a", "a.html"
 * or "a/index.html"; "/a/" the same), or undefined. Never leaves `root`. Used by the static server and the link check,
 * so both agree on what exists.
 */
export function resolveUrlPath(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const absoluteRoot = path.resolve(root);
  const base = path.join(absoluteRoot, path.normalize(decoded));
  const inside = (file) => file === absoluteRoot || file.startsWith(absoluteRoot + path.sep);
  if (!inside(base)) return undefined;
  // "/a/" is answered by a/index.html or, like "/a", by a.html.
  const withoutSlash = base.replace(/[\\/]+$/, '');
  const candidates = [base, path.join(base, 'index.html')];
  if (withoutSlash !== absoluteRoot && inside(withoutSlash)) candidates.splice(1, 0, `${withoutSlash}.html`);
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}
