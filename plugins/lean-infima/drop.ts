import type {Plugin as PostCssPlugin, Root, Rule} from 'postcss';

/** Infima's stylesheet, as the classic theme imports it (`infima/dist/css/default/default.css`). */
export const INFIMA_STYLESHEET = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]css[\\/]/;

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const INNERMOST_PARENTHESES = /\([^()]*\)/g;

/**
 * The classes an element must have for `selector` to match it. Classes inside parentheses do not
 * count: `:not(.button--active)` matches every element without the class, and `:is()` / `:where()`
 * lists may be met by another entry, so leaving them out can only keep a rule, never drop a used one.
 */
export function requiredClasses(selector: string): string[] {
  let outer = selector;
  while (INNERMOST_PARENTHESES.test(outer)) outer = outer.replace(INNERMOST_PARENTHESES, '');
  return [...outer.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!);
}

/**
 * Removes every selector that requires one of `classes`, and every rule left without a selector (with
 * an at-rule left empty). Other selectors stay as they are.
 */
export function dropClassRules(root: Root, classes: ReadonlySet<string>): void {
  const namesDropped = (selector: string) => requiredClasses(selector).some((name) => classes.has(name));
  // Collected first, removed after: removing rules during the walk left about half of them in the
  // build's stylesheet (though not in a plain PostCSS run).
  const emptied: Rule[] = [];
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !namesDropped(selector));
    if (kept.length === rule.selectors.length) return;
    if (kept.length > 0) rule.selectors = kept;
    else emptied.push(rule);
  });
  for (const rule of emptied) {
    let parent = rule.parent;
    rule.remove();
    while (parent && parent.type === 'atrule' && (parent.nodes?.length ?? 0) === 0) {
      const next = parent.parent;
      parent.remove();
      parent = next;
    }
  }
}

/**
 * A PostCSS plugin that drops the rules of `classes` from Infima's stylesheet and leaves every other file
 * alone. `listFile`, where the classes are written, becomes a dependency of Infima's stylesheet: the
 * bundler's persistent cache would otherwise keep the old stylesheet when only the list changes.
 */
export function dropInfimaClasses(classes: readonly string[], listFile: string): PostCssPlugin {
  const set = new Set(classes);
  return {
    postcssPlugin: 'apis-drop-infima-classes',
    Once(root, {result}) {
      const from = result.opts.from ?? '';
      if (!INFIMA_STYLESHEET.test(from)) return;
      dropClassRules(root, set);
      // postcss-loader hands 'dependency' messages to the bundler.
      result.messages.push({type: 'dependency', plugin: 'apis-drop-infima-classes', file: listFile, parent: from});
    },
  };
}
