/**
 * The world map as plugins/world-map emits it at build time, and the SVG markup made from it. The markup
 * is written into the page once (server render, or after the lazy chunk arrives on a client-side
 * navigation) and never diffed by React: hydration reads it back from the server's HTML, so the
 * browser downloads no map data and runs no projection to show the map.
 */
import type {ProjectionParams} from './projection';

/** Small and needed on every render: imported statically as `@world-map/meta`. */
export interface WorldMapMeta {
  projection: ProjectionParams;
  /** Number of country paths in the layer, for the map's accessible name. */
  countryCount: number;
}

/** The heavy part: in the server bundle (`@world-map/server-layer`) and in one lazy chunk (`@world-map/layer`). */
export interface WorldMapLayer {
  /** Outline of the globe (the ocean). */
  sphere: string;
  /** Lines every 30 degrees. */
  graticule: string;
  /** [label, SVG path data] in tab order; the label is what the country announces. */
  countries: [label: string, d: string][];
}

export interface LayerClassNames {
  sphere: string;
  graticule: string;
  country: string;
}

/** The attribute that marks the layer's element, so hydration can find the server's markup. */
export const LAYER_ATTRIBUTE = 'data-world-layer';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/** SVG markup of the globe, the graticule and one focusable, labelled path per country. */
export function layerMarkup(layer: WorldMapLayer, classes: LayerClassNames): string {
  const countries = layer.countries
    .map(
      ([label, d]) =>
        `<path class="${escapeAttribute(classes.country)}" d="${escapeAttribute(d)}" tabindex="0" role="img" aria-label="${escapeAttribute(label)}"></path>`,
    )
    .join('');
  return (
    `<path class="${escapeAttribute(classes.sphere)}" d="${escapeAttribute(layer.sphere)}"></path>` +
    `<path class="${escapeAttribute(classes.graticule)}" d="${escapeAttribute(layer.graticule)}"></path>` +
    `<g>${countries}</g>`
  );
}
