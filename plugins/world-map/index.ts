/**
 * Projects the /MapComponent world map when the site builds (see ./node/project.ts) and wires the result into
 * the bundles through three aliases:
 * - `@world-map/meta`: projection parameters and the country count, a few bytes, imported by the page;
 * - `@world-map/server-layer`: the projected countries in the server bundle only, so the server render
 *   puts the whole map into the HTML; in the browser bundle it is `null`;
 * - `@world-map/layer`: the same data for the browser, imported lazily, so it is downloaded only when
 *   the page is reached by client-side navigation (no server HTML to read the map from).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {COUNTRY_NAMES_ZH} from '../../src/data/map-markers';
import {buildWorldMap, readWorldTopology} from './node/project';

export interface WorldMapFiles {
  meta: string;
  layer: string;
  noLayer: string;
}

/** Writes the generated modules into `dir` and returns their paths. */
export function writeWorldMapModules(dir: string): WorldMapFiles {
  const {meta, layer} = buildWorldMap(readWorldTopology(), COUNTRY_NAMES_ZH);
  const files = {meta: path.join(dir, 'meta.json'), layer: path.join(dir, 'layer.json'), noLayer: path.join(dir, 'no-layer.js')};
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(files.meta, JSON.stringify(meta));
  fs.writeFileSync(files.layer, JSON.stringify(layer));
  fs.writeFileSync(files.noLayer, 'export default null;\n');
  return files;
}

export default function worldMapPlugin(context: LoadContext): Plugin<WorldMapFiles> {
  const dir = path.join(context.generatedFilesDir, 'world-map');
  return {
    name: 'world-map',
    // @theme/WorldMap and the locate demo, drawn from the projected modules below.
    getThemePath: () => path.join(__dirname, 'theme'),

    async loadContent() {
      return writeWorldMapModules(dir);
    },

    configureWebpack(_config, isServer, _utils, files) {
      if (!files) throw new Error('world-map: the map modules were not generated before bundling');
      return {
        resolve: {
          alias: {
            '@world-map/meta': files.meta,
            '@world-map/layer': files.layer,
            '@world-map/server-layer': isServer ? files.layer : files.noLayer,
          },
        },
      };
    },
  };
}
