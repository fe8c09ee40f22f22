// Markdown or MDX that reached a reader as text: an admonition the parser did not recognise, a
// comment shown verbatim, a link or heading left as source. Code is allowed to show all of these,
// so only prose is read (see read-page.mjs).

/** @typedef {{rule: string, pattern: RegExp}} MarkdownLeak */

/** @type {MarkdownLeak[]} */
export const MARKDOWN_LEAKS = [
  {rule: 'admonition fence ":::"', pattern: /:::/},
  {rule: 'MDX comment "{/* … */}"', pattern: /\{\/\*|\*\/\}/},
  {rule: 'HTML comment shown as text', pattern: /<!--/},
  {rule: 'Markdown link "[text](url)"', pattern: /\]\((?:https?:|\/|\.{1,2}\/|#)/},
  {rule: 'Markdown heading "#"', pattern: /^#{1,6}[ \t]+\S/m},
  {rule: 'bold markers "**"', pattern: /\*\*[^*\s](?:[^*]*[^*\s])?\*\*/},
];

/**
 * @param {import('./site.mjs').BuiltSite} site
 * @returns {{path: string, rule: string, text: string}[]}
 */
export function findUnrenderedMarkdown(site) {
  const found = [];
  for (const page of site.pages.values()) {
    for (const text of page.textBlocks) {
      for (const {rule, pattern} of MARKDOWN_LEAKS) {
        const match = pattern.exec(text);
        if (!match) continue;
        const start = Math.max(0, match.index - 30);
        found.push({path: page.path, rule, text: text.slice(start, match.index + 50).replace(/\s+/g, ' ')});
      }
    }
  }
  return found;
}
