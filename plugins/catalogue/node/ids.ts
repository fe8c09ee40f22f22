/**
 * Stable ids of catalogue APIs. An id is derived once, when an API enters the data (the initial
 * migration, `npm run catalogue:sync -- --write`), and stored in its category file; after that it
 * never changes, whatever happens to the list's order, the API's name or its neighbours. The
 * derivation only has to be deterministic and give unique slugs.
 */

export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Cat Facts" → "cat-facts", "Art & Design" → "art-and-design", "Cloudmersive Validate" → "cloudmersive-validate". */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A URL's host as a slug, without "www.": "https://www.catfact.ninja/" → "catfact-ninja". */
export function hostLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'link';
  }
  return slugifyName(host.replace(/^www\./, '')) || 'link';
}

export interface IdCandidate {
  name: string;
  url: string;
  /** Category slug. */
  category: string;
}

/**
 * Ids for new APIs, given the ids already taken (which never change). An API gets its name's slug;
 * when several new APIs share it, or it is taken, the first of these that tells it apart: the slug
 * with the URL's host, with the category (the list files some APIs under two categories), with
 * both; last, the slug and category numbered in URL order. The result depends only on the inputs
 * as a set: the order the APIs arrive in does not matter.
 */
export function assignIds(candidates: readonly IdCandidate[], taken: ReadonlySet<string> = new Set()): string[] {
  const used = new Set(taken);
  const ids: string[] = new Array(candidates.length);
  const base = (c: IdCandidate) => slugifyName(c.name) || 'api';
  const levels: ((c: IdCandidate) => string)[] = [
    base,
    (c) => `${base(c)}-${hostLabel(c.url)}`,
    (c) => `${base(c)}-${c.category}`,
    (c) => `${base(c)}-${hostLabel(c.url)}-${c.category}`,
  ];
  let pending = candidates.map((_, index) => index);
  for (const level of levels) {
    const groups = new Map<string, number[]>();
    for (const index of pending) {
      const key = level(candidates[index]!);
      groups.set(key, [...(groups.get(key) ?? []), index]);
    }
    pending = [];
    // Two passes so that a key's availability does not depend on the order of the groups.
    const unique = [...groups].filter(([key, members]) => members.length === 1 && !used.has(key));
    for (const [key, [index]] of unique) {
      ids[index!] = key;
      used.add(key);
    }
    for (const [key, members] of groups) {
      if (!(members.length === 1 && ids[members[0]!] === key)) pending.push(...members);
    }
  }
  // Same name, host and category (the list repeats some APIs with another URL): numbered in URL order.
  const byKey = new Map<string, number[]>();
  for (const index of pending) {
    const key = levels[2]!(candidates[index]!);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  }
  for (const [key, members] of byKey) {
    members.sort((a, b) => candidates[a]!.url.localeCompare(candidates[b]!.url, 'en') || a - b);
    let n = 1;
    for (const index of members) {
      while (used.has(`${key}-${n}`)) n += 1;
      ids[index] = `${key}-${n}`;
      used.add(ids[index]);
    }
  }
  return ids;
}
