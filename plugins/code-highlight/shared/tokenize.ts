import type {Token} from './tokens';

/** The parts of prism-react-renderer's exports that tokenizing needs. */
export interface PrismRenderer {
  Prism: {
    languages: Record<string, unknown>;
    tokenize(code: string, grammar: never): unknown[];
    hooks: {run(name: string, env: Record<string, unknown>): void};
  };
  normalizeTokens(tokens: unknown[]): unknown[][];
}

/** The token lines prism-react-renderer's Highlight renders for `code` in `language` (lower case). */
export function tokenizeWith({Prism, normalizeTokens}: PrismRenderer, code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]) as Token[][];
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar as never);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as unknown[]) as Token[][];
}
