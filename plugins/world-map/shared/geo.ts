/**
 * Map geometry shared by the build (plugins/world-map projects the atlas with it) and the browser. Nothing
 * here may import d3-geo or the atlas: this module ends up in the page's JavaScript.
 */
import type {Feature, Geometry} from 'geojson';

/** Size of the map in its own (viewBox) units; the SVG scales to its container. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
export const MAP_PADDING = 4;

export type Point = [x: number, y: number];

export interface CountryShape {
  /** ISO 3166-1 numeric code, or null for the few areas world-atlas gives none (Kosovo, Somaliland, …). */
  code: string | null;
  /** English name as world-atlas gives it. */
  name: string;
  /** What the map shows and announces: the Chinese name first when we have one. */
  label: string;
  /** SVG path data in map units. */
  d: string;
}

export interface CountryProperties {
  name?: string;
}

export function countryLabel(name: string, zhNames: Readonly<Record<string, string>>): string {
  const zh = zhNames[name];
  return zh ? `${zh}（${name}）` : name;
}

/**
 * Turns GeoJSON countries into labelled SVG paths. Areas that project to nothing are dropped; the rest are
 * sorted by English name so that tabbing through the map follows an order a reader can predict.
 */
export function buildCountryShapes(
  features: readonly Feature<Geometry | null, CountryProperties | null>[],
  toPath: (feature: Feature<Geometry | null, CountryProperties | null>) => string | null | undefined,
  zhNames: Readonly<Record<string, string>>,
): CountryShape[] {
  const shapes: CountryShape[] = [];
  for (const feature of features) {
    const name = feature.properties?.name?.trim();
    const d = feature.geometry ? toPath(feature) : null;
    if (!name || !d) continue;
    const code = feature.id === undefined || feature.id === null ? null : String(feature.id);
    shapes.push({code, name, label: countryLabel(name, zhNames), d});
  }
  return shapes.sort((a, b) => {
    const keyA = sortKey(a.name);
    const keyB = sortKey(b.name);
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  });
}

/**
 * Plain comparison of accent-free lowercase names instead of localeCompare: collation differs between ICU
 * versions, and the tab order through the map should not depend on the machine that built the site.
 */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function isValidLonLat(lon: unknown, lat: unknown): lon is number {
  return (
    typeof lon === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90
  );
}

/**
 * Two decimals are far below a pixel at any zoom. Rounding keeps the markup short and makes server and
 * browser agree even if their Math.sin and Math.cos differ in the last bits.
 */
export function roundCoord(value: number): number {
  return Math.round(value * 100) / 100;
}
