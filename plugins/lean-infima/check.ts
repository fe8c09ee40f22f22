import {DROPPED_INFIMA_CLASSES} from './dropped';

/** What the check reads of a build: each page's class attribute tokens, and each script's code. */
export interface BuiltUses {
  pages: Iterable<{file: string; classes: ReadonlySet<string>}>;
  scripts: ReadonlyMap<string, string>;
}

const WORD = /[A-Za-z_][\w-]*/g;
/** A class name put together at run time: `"text--"+size`, `` `text--${size}` ``. */
const BUILT_NAME_PREFIX = /([A-Za-z][\w-]*(?:--|__))(?=["'`]|\$\{)/g;

const why = 'its rules are left out of the stylesheet (plugins/lean-infima/dropped.ts: delete it there to use it)';

/**
 * Every use of a dropped Infima class in a build: in a page's class attributes, as a word in a script
 * (class names live in string literals), or as the start of a name a script builds. Empty when none.
 */
export function droppedClassUses({pages, scripts}: BuiltUses, dropped: readonly string[] = DROPPED_INFIMA_CLASSES): string[] {
  const droppedSet = new Set(dropped);
  const problems: string[] = [];
  for (const page of pages) {
    for (const name of page.classes) if (droppedSet.has(name)) problems.push(`${page.file}: class "${name}": ${why}`);
  }
  for (const [file, code] of scripts) {
    const found = new Set<string>();
    for (const [word] of code.matchAll(WORD)) if (droppedSet.has(word)) found.add(word);
    for (const [, prefix] of code.matchAll(BUILT_NAME_PREFIX)) {
      for (const name of dropped) if (name.startsWith(prefix!)) found.add(`${prefix}…`);
    }
    for (const name of found) problems.push(`${file}: class "${name}": ${why}`);
  }
  return problems;
}
