// The theme components this plugin provides (getThemePath), as the site imports them.
declare module '@theme/RuntimeHighlighting' {
  import type {ReactNode} from 'react';
  export default function RuntimeHighlighting(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/RuntimeHighlighting/Lazy' {
  import type {ReactNode} from 'react';
  export default function LazyRuntimeHighlighting(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/CodeBlock' {
  export interface Props {
    /** Tokens computed at build time by plugins/code-highlight (JSON as MDX passes it, or the value). */
    readonly highlight?: string | import('./shared/tokens').EncodedTokens;
  }
}

// The real prism-react-renderer: the plain specifier resolves to client/Highlight.tsx in the bundles.
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}

// The token colours this plugin generates (index.ts), imported by theme/CodeBlock.
declare module '@code-highlight/tokens.css';
