/**
 * Stands in for prism-react-renderer in both bundles (the plugin aliases `prism-react-renderer` to this
 * module), so theme-classic's code block renders tokens computed at build time and Prism never reaches
 * the browser. Colours come from the stylesheet the plugin writes (classes, no inline styles), so the
 * server HTML is right in both colour modes.
 */
import {useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {decodeTokens, plainTokens, type Token} from '../shared/tokens';
import {BuildTimeTokensContext, RuntimeTokenizerContext} from './context';

interface LineInputProps {
  line: Token[];
  className?: string;
  [key: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  [key: string]: unknown;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: unknown;
  prism?: unknown;
  children: (render: {
    tokens: Token[][];
    className: string;
    style: Record<string, never>;
    getLineProps: (input: LineInputProps) => {className: string; [key: string]: unknown};
    getTokenProps: (input: TokenInputProps) => {className: string; children: string; [key: string]: unknown};
  }) => ReactNode;
}

const NO_STYLE = {} as Record<string, never>;

function getLineProps({line: _line, className, ...rest}: LineInputProps) {
  return {...rest, className: clsx('token-line', className)};
}

function getTokenProps({token, className, ...rest}: TokenInputProps) {
  return {...rest, className: clsx('token', ...token.types, className), children: token.content};
}

export function Highlight({code, language: languageProp, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const buildTime = useContext(BuildTimeTokensContext);
  const tokenize = useContext(RuntimeTokenizerContext);
  const tokens = useMemo(
    () => (buildTime && decodeTokens(code, buildTime)) ?? tokenize?.(code, language) ?? plainTokens(code),
    [buildTime, code, language, tokenize],
  );
  return children({tokens, className: `prism-code language-${language}`, style: NO_STYLE, getLineProps, getTokenProps});
}
