/** How a sample response is shown: some examples are documents (an HTML page a scraper returns), not JSON values. */
export function formatExample(example: unknown): {code: string; language: string} {
  if (typeof example === 'string') return {code: example, language: example.trimStart().startsWith('<') ? 'markup' : 'text'};
  return {code: JSON.stringify(example, null, 2), language: 'json'};
}
