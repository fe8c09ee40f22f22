import type {PrismTheme} from 'prism-react-renderer';

/** Languages highlighted beyond prism-react-renderer's own set (also used by the bench's stock reference). */
export const ADDITIONAL_LANGUAGES = ['bash', 'json', 'python', 'yaml', 'http', 'diff', 'toml', 'nginx', 'ini'];

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
