import {DOCSEARCH_LAYER} from './index';

/**
 * What is wrong with where a build puts DocSearch's styles: none in the stylesheets (the navbar button
 * has its own), the dialog's with its variables in exactly one script chunk (the dialog's), inside
 * DocSearch's cascade layer. Empty when all is right.
 */
export function dialogStyleProblems({stylesheets, scripts}: {stylesheets: string[]; scripts: string[]}): string[] {
  const problems: string[] = [];
  const stylesheet = stylesheets.join('\n');
  if (stylesheet.includes('.DocSearch-Modal')) problems.push('a stylesheet carries the search dialog styles');
  if (stylesheet.includes('--docsearch-modal-width')) problems.push('a stylesheet carries DocSearch’s variables');
  const carriers = scripts.filter((script) => script.includes('.DocSearch-Modal{'));
  if (carriers.length !== 1) problems.push(`expected one script chunk with the dialog styles, found ${carriers.length}`);
  else if (!carriers[0]!.includes(`@layer ${DOCSEARCH_LAYER}{`)) problems.push('the dialog styles are outside DocSearch’s cascade layer');
  else if (!carriers[0]!.includes('--docsearch-modal-width')) problems.push('the dialog styles come without DocSearch’s variables');
  return problems;
}
