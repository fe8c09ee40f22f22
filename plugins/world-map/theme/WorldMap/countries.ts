/**
 * The projected world, computed when the site builds (plugins/world-map). The page ships only the
 * projection parameters; the country paths travel in the server's HTML and, for a client-side
 * navigation, in one lazy chunk.
 */
import meta from '@world-map/meta';
import serverLayer from '@world-map/server-layer';
import type {WorldMapLayer} from '../../shared/layer';
import {makeProjector} from '../../shared/projection';

export const COUNTRY_COUNT = meta.countryCount;

/** The map's data during the server render; null in the browser. */
export const SERVER_LAYER: WorldMapLayer | null = serverLayer;

export function loadLayer(): Promise<WorldMapLayer> {
  return import(/* webpackChunkName: "world-map-layer" */ '@world-map/layer').then((module) => module.default);
}

export const projectLonLat = makeProjector(meta.projection);
