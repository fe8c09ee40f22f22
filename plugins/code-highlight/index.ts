/**
 * Docusaurus plugin 'code-highlight': code is highlighted when the site builds, not in the browser.
 *
 * - node/remark.ts tokenizes every fenced code block while Markdown compiles; the tokens travel with the
 *   page as the code block's `highlight` prop (shared/tokens.ts).
 * - `prism-react-renderer` resolves to client/Highlight.tsx in both bundles: theme-classic's code block
 *   renders those tokens, and Prism (about 25 KiB of brotli) leaves the script every page loads first.
 *   theme-classic's client module that loaded Prism's extra languages on every page becomes empty.
 * - Colours are class rules generated from the two Prism themes (node/css.ts), loaded with the code
 *   block component, so the server HTML is right in dark mode too and the code block need not render twice after hydration
 *   (theme/CodeBlock replaces the theme's, which remounts for that reason).
 * - Code that exists only in the browser or in a React component uses theme/RuntimeHighlighting.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './node/css';

export interface CodeHighlightOptions {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
}

/** theme-classic's client module that registers extra Prism languages in the browser, as the client-modules list names it. */
export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

export default function codeHighlightPlugin(context: LoadContext, options: CodeHighlightOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, tokenStylesheet(options.lightTheme, options.darkTheme));
  return {
    name: 'code-highlight',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // Imported by theme/CodeBlock, so the colours come with the pages that show code.
            '@code-highlight/tokens.css': stylesheet,
            'prism-react-renderer$': path.join(__dirname, 'client', 'Highlight.tsx'),
            [`${THEME_PRISM_CLIENT_MODULE}$`]: path.join(__dirname, 'client', 'no-browser-prism.js'),
          },
        },
      };
    },
  };
}

const PRISM_THEME = Joi.object({plain: Joi.object().required(), styles: Joi.array().items(Joi.object({types: Joi.array().items(Joi.string()).required()}).unknown()).required()}).unknown();

const OPTIONS_SCHEMA = Joi.object({lightTheme: PRISM_THEME.required(), darkTheme: PRISM_THEME.required()});

export function validateOptions({validate, options}: OptionValidationContext<CodeHighlightOptions, CodeHighlightOptions>): CodeHighlightOptions {
  return validate(OPTIONS_SCHEMA, options);
}
