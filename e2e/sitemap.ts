import fs from 'node:fs';
import path from 'node:path';

/** Paths of every page in the built sitemap, so new pages are covered without editing tests. */
export function sitemapPaths(): string[] {
  const file = path.resolve(__dirname, '../build/sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site before running the e2e tests`);
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
