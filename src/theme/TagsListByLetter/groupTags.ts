/** A fixed locale, so that Node (build) and every browser sort alike. */
const collator = new Intl.Collator('zh-Hans-CN', {sensitivity: 'base', numeric: true});

export const HAN_GROUP = '中文';

export interface TagGroup<T> {
  heading: string;
  id: string;
  tags: T[];
}

function initialOf(label: string): string {
  const first = label.trim().charAt(0);
  if (/\p{Script=Han}/u.test(first)) return HAN_GROUP;
  return /[a-z0-9]/i.test(first) ? first.toUpperCase() : '#';
}

/** Latin initials A–Z first, then one group for Chinese labels; tags sorted inside each group. */
export function groupTagsByInitial<T extends {label: string}>(tags: readonly T[]): TagGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const initial = initialOf(tag.label);
    groups.set(initial, [...(groups.get(initial) ?? []), tag]);
  }
  const rank = (heading: string) => (heading === HAN_GROUP ? 2 : heading === '#' ? 1 : 0);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || collator.compare(a, b))
    .map(([heading, list]) => ({
      heading,
      id: heading === HAN_GROUP ? 'zh' : heading === '#' ? 'other' : heading,
      tags: [...list].sort((x, y) => collator.compare(x.label, y.label)),
    }));
}
