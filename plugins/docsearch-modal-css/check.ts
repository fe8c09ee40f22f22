import {DOCSEARCH_LAYER} from './index';

/**
 * What is wrong with where a build puts DocSearch's styles: the button's belong in the stylesheet
 * every page loads, the dialog's in exactly one script chunk (the dialog's), inside DocSearch's
 * cascade layer. Empty when all is right.
 */
export function dialogStyleProblems({stylesheets, scripts}: {stylesheets: string[]; scripts: string[]}): string[] {
  const problems: string[] = [];
  if (stylesheets.length !== 1) problems.push(`expected one site stylesheet, found ${stylesheets.length}`);
  const stylesheet = stylesheets.join('\n');
  if (!stylesheet.includes('.DocSearch-Button')) problems.push('the site stylesheet has no search button styles');
  if (!stylesheet.includes(`@layer ${DOCSEARCH_LAYER}`)) problems.push(`the site stylesheet does not declare the layer ${DOCSEARCH_LAYER}`);
  if (stylesheet.includes('.DocSearch-Modal')) problems.push('the site stylesheet carries the search dialog styles');
  const carriers = scripts.filter((script) => script.includes('.DocSearch-Modal{'));
  if (carriers.length !== 1) problems.push(`expected one script chunk with the dialog styles, found ${carriers.length}`);
  else if (!carriers[0]!.includes(`@layer ${DOCSEARCH_LAYER}{`)) problems.push('the dialog styles are outside DocSearch’s cascade layer');
  return problems;
}
