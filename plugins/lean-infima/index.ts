/**
 * Docusaurus plugin 'lean-infima': the stylesheet every page loads without the Infima rules no page
 * uses (./dropped.ts). Infima comes in whole with the classic theme; the rules go at the PostCSS step
 * of the bundler, so the file name still follows the content.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DROPPED_INFIMA_CLASSES} from './dropped';
import {dropInfimaClasses} from './drop';

export default function leanInfimaPlugin(): Plugin {
  return {
    name: 'lean-infima',
    configurePostCss(options) {
      options.plugins.push(dropInfimaClasses(DROPPED_INFIMA_CLASSES, path.join(__dirname, 'dropped.ts')));
      return options;
    },
  };
}
