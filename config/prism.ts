import type {PrismTheme} from 'prism-react-renderer';
import type {HighlightSettings} from '../plugins/code-highlight/node/prism';

/** Languages highlighted beyond prism-react-renderer's own set (also used by the bench's stock reference). */
export const ADDITIONAL_LANGUAGES = ['bash', 'json', 'json5', 'python', 'yaml', 'http', 'diff', 'toml', 'nginx', 'ini', 'lua', 'docker'];

/** theme-classic's default line-highlighting comments, stated here because the build-time highlighter needs the same list. */
export const MAGIC_COMMENTS = [
  {className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
];

/** What plugins/code-highlight needs to tokenize code blocks as the theme would. */
export const HIGHLIGHT_SETTINGS: HighlightSettings = {
  additionalLanguages: ADDITIONAL_LANGUAGES,
  magicCommentWords: MAGIC_COMMENTS.flatMap((comment) => [comment.line, comment.block.start, comment.block.end]),
};

/**
 * The theme's own Prism themes stay empty: colours are class rules that plugins/code-highlight generates
 * from the two themes below, so the server HTML is right in dark mode too.
 */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};

/**
 * Code colours with at least 4.5:1 contrast against their background, including highlighted lines (WCAG AA);
 * the stock github and dracula themes fail it for comments, numbers and strings.
 */
function theme(background: string, plain: string, colors: Record<string, string[]>): PrismTheme {
  return {
    plain: {color: plain, backgroundColor: background},
    styles: Object.entries(colors).map(([color, types]) => ({types, style: {color}})),
  };
}

export const lightCodeTheme = theme('#f6f8fa', '#1f2328', {
  '#57606a': ['comment', 'prolog', 'doctype', 'cdata'],
  '#1f2328': ['punctuation'],
  '#b31d28': ['keyword', 'operator', 'important', 'atrule', 'deleted'],
  '#0a3069': ['string', 'char', 'attr-value', 'regex', 'url'],
  '#6639ba': ['function', 'method'],
  '#0550ae': ['number', 'boolean', 'constant', 'property', 'symbol', 'variable', 'builtin'],
  '#953800': ['class-name', 'maybe-class-name', 'namespace'],
  '#116329': ['tag', 'selector', 'inserted', 'attr-name'],
});

export const darkCodeTheme = theme('#1b1f24', '#e6edf3', {
  '#9ea7b3': ['comment', 'prolog', 'doctype', 'cdata'],
  '#e6edf3': ['punctuation'],
  '#ff7b72': ['keyword', 'operator', 'important', 'atrule', 'deleted'],
  '#a5d6ff': ['string', 'char', 'attr-value', 'regex', 'url'],
  '#d2a8ff': ['function', 'method'],
  '#79c0ff': ['number', 'boolean', 'constant', 'property', 'symbol', 'variable', 'builtin'],
  '#ffa657': ['class-name', 'maybe-class-name', 'namespace'],
  '#7ee787': ['tag', 'selector', 'inserted', 'attr-name'],
});
