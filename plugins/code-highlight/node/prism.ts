/**
 * Build-time syntax highlighting with the Prism the theme ships (prism-react-renderer's bundled
 * languages) plus the site's additional languages, registered the way theme-classic's
 * prism-include-languages client module registers them in the browser.
 */
import {createRequire} from 'node:module';
import * as prismRenderer from 'prism-react-renderer';
import {tokenizeWith, type PrismRenderer} from '../shared/tokenize';
import {encodeTokens, type EncodedTokens} from '../shared/tokens';

export interface HighlightSettings {
  /** Grammars added to prism-react-renderer's own, as `prismjs/components/prism-<name>`. */
  additionalLanguages: readonly string[];
  /** The words of the theme's magic comments (`highlight-next-line`…): lines holding one may be removed. */
  magicCommentWords: readonly string[];
  /** The theme's `prism.defaultLanguage`. */
  defaultLanguage?: string;
}

const requireFromHere = createRequire(__filename);
const registered = new Set<string>();

/** Adds Prism grammars from the `prismjs` package, e.g. "bash"; each one once per process. */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  // The prismjs component files extend whatever `Prism` global they find.
  global.Prism = prismRenderer.Prism;
  try {
    for (const language of missing) {
      requireFromHere(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}

/**
 * The encoded tokens of a code block's text as the theme's code block takes it (`lang` from the fence
 * or the `language` prop): the theme lower-cases the language and falls back to the default, then "text".
 */
export function highlightCode(code: string, lang: string | null | undefined, settings: HighlightSettings): EncodedTokens {
  const language = (lang ?? settings.defaultLanguage)?.toLowerCase() ?? 'text';
  const text = code.replace(/\r?\n$/, '');
  const droppable = text
    .split(/\r?\n/)
    .flatMap((line, index) => (settings.magicCommentWords.some((word) => line.includes(word)) ? [index] : []));
  return encodeTokens(tokenizeWith(prismRenderer as unknown as PrismRenderer, text, language), droppable);
}
