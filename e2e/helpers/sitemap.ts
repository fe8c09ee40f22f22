import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

/** Paths of every page in the built sitemap (decoded, as routes are written), so new pages are covered without editing tests. */
export function sitemapPaths(): string[] {
  const file = path.resolve(__dirname, '../../build/sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site before running the e2e tests`);
  const locations: string[] = [];
  let inLoc = false;
  const parser = new Parser(
    {
      onopentag: (name) => (inLoc = name === 'loc'),
      ontext: (text) => {
        if (inLoc) locations.push(text.trim());
      },
      onclosetag: () => (inLoc = false),
    },
    {xmlMode: true},
  );
  parser.end(fs.readFileSync(file, 'utf8'));
  return locations.map((url) => decodeURI(new URL(url).pathname));
}
