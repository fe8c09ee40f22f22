import {SHOWCASE_TAGS, type ShowcaseSite, type ShowcaseTag} from '../../data/showcase';

/** AND: a site must carry every selected tag. OR: any one of them is enough. */
export type TagOperator = 'AND' | 'OR';

export interface ShowcaseQuery {
  tags: ShowcaseTag[];
  operator: TagOperator;
  /** Raw text of the search box; trimmed only when matching, so typing a space is not undone by the URL sync. */
  name: string;
}

// OR is the default because selecting a second tag should widen the list, which is what most visitors expect.
export const DEFAULT_OPERATOR: TagOperator = 'OR';

export const DEFAULT_QUERY: ShowcaseQuery = {tags: [], operator: DEFAULT_OPERATOR, name: ''};

export const TAG_KEYS = Object.keys(SHOWCASE_TAGS) as ShowcaseTag[];

export function isShowcaseTag(value: string): value is ShowcaseTag {
  return Object.prototype.hasOwnProperty.call(SHOWCASE_TAGS, value);
}

/** Tags in the order SHOWCASE_TAGS declares them, so equal selections always serialise to the same URL. */
export function normaliseTags(tags: readonly string[]): ShowcaseTag[] {
  const wanted = new Set(tags);
  return TAG_KEYS.filter((tag) => wanted.has(tag));
}

/**
 * Reads `?tags=a,b&operator=AND&name=...`. Shared links can be hand-edited, so unknown tags are
 * dropped, repeated `tags` parameters are merged and the operator is case-insensitive.
 */
export function parseQuery(search: string): ShowcaseQuery {
  const params = new URLSearchParams(search);
  const tags = normaliseTags(
    params
      .getAll('tags')
      .flatMap((value) => value.split(','))
      .map((tag) => tag.trim()),
  );
  const operatorParam = params.get('operator')?.trim().toUpperCase();
  const operator: TagOperator = operatorParam === 'AND' || operatorParam === 'OR' ? operatorParam : DEFAULT_OPERATOR;
  return {tags, operator, name: params.get('name') ?? ''};
}

/**
 * The inverse of parseQuery; defaults are left out so an unfiltered page keeps its clean URL.
 * Commas between tags stay literal because the brief's URL format (and people reading it) expects them.
 */
export function serializeQuery(query: ShowcaseQuery): string {
  const parts: string[] = [];
  const tags = normaliseTags(query.tags);
  if (tags.length > 0) parts.push(`tags=${tags.map(encodeURIComponent).join(',')}`);
  if (query.operator !== DEFAULT_OPERATOR) parts.push(`operator=${query.operator}`);
  if (query.name !== '') parts.push(`name=${encodeURIComponent(query.name)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function matchesTags(site: ShowcaseSite, tags: readonly ShowcaseTag[], operator: TagOperator): boolean {
  if (tags.length === 0) return true;
  return operator === 'AND' ? tags.every((tag) => site.tags.includes(tag)) : tags.some((tag) => site.tags.includes(tag));
}

export function matchesName(site: ShowcaseSite, name: string): boolean {
  const needle = name.trim().toLocaleLowerCase('en');
  if (needle === '') return true;
  return (
    site.title.toLocaleLowerCase('en').includes(needle) || site.description.toLocaleLowerCase('en').includes(needle)
  );
}

const titleCollator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

/** Favourites first, then alphabetical by title ignoring case; returns a new array. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favouriteDiff = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favouriteDiff !== 0 ? favouriteDiff : titleCollator.compare(a.title, b.title);
  });
}

export function filterSites(sites: readonly ShowcaseSite[], query: ShowcaseQuery): ShowcaseSite[] {
  return sortSites(sites.filter((site) => matchesTags(site, query.tags, query.operator) && matchesName(site, query.name)));
}

/** How many sites carry each tag, over the whole list, so the pill counts do not jump while filtering. */
export function countByTag(sites: readonly ShowcaseSite[]): Record<ShowcaseTag, number> {
  const counts = Object.fromEntries(TAG_KEYS.map((tag) => [tag, 0])) as Record<ShowcaseTag, number>;
  for (const site of sites) for (const tag of new Set(site.tags)) counts[tag] += 1;
  return counts;
}

export function toggleTag(tags: readonly ShowcaseTag[], tag: ShowcaseTag): ShowcaseTag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : normaliseTags([...tags, tag]);
}
