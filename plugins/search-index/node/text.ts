/** Text clean-up shared by the head and body readers. */

/** Whitespace collapsed, and the zero-width characters Docusaurus puts in heading hash links gone. */
export function collapse(text: string): string {
  // U+200B is the invisible text of Docusaurus' heading hash links.
  return text.replace(/[\u200b\u200c\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}
