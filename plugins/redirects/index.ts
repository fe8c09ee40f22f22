/**
 * Docusaurus plugin 'redirects': @docusaurus/plugin-client-redirects (the same options and validation,
 * its collection of redirects and its file layout) writing redirect pages of ours (./page.ts): in
 * Chinese, with a link for visitors without JavaScript, and `pagesWritten` in its content, since the
 * security policy (plugins/security-headers) must read every page the build writes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import stockRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects.js';
import {createToUrl, toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles.js';
import {addLeadingSlash, removePrefix} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects/lib/options.js';
import {settlement, type PagesWrittenContent} from '../lib/settlement';
import {redirectPage} from './page';

export default function redirectsPlugin(context: LoadContext, options: PluginOptions): Plugin<PagesWrittenContent> | null {
  // The stock plugin decides whether redirects apply (not with the hash router).
  if (!stockRedirects(context, options)) return null;
  const written = settlement();
  return {
    name: 'redirects',
    async loadContent() {
      return {pagesWritten: written.promise};
    },
    async postBuild(props) {
      try {
        const pluginContext = {
          relativeRoutesPaths: props.routesPaths.map((routePath) => addLeadingSlash(removePrefix(routePath, props.baseUrl))),
          baseUrl: props.baseUrl,
          outDir: props.outDir,
          options,
          siteConfig: props.siteConfig,
        };
        const redirects = collectRedirects(pluginContext, context.siteConfig.trailingSlash);
        // One file per redirect, in order: the stock layout of redirect files (never over a page's own file).
        const files = toRedirectFiles(redirects, pluginContext, context.siteConfig.trailingSlash);
        await Promise.all(
          files.map(async (file, index) => {
            await fs.mkdir(path.dirname(file.fileAbsolutePath), {recursive: true});
            // 'wx': a redirect never replaces a page of the site.
            await fs.writeFile(file.fileAbsolutePath, redirectPage(createToUrl(props.baseUrl, redirects[index]!.to)), {flag: 'wx'});
          }),
        );
        written.settle();
      } catch (error) {
        written.settle(error);
        throw error;
      }
    },
  };
}

export {validateOptions};
