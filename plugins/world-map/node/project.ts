/**
 * Build-time half of the world map: projects the world-atlas topology with d3-geo once, when the site
 * builds, into compact SVG path strings. The browser never loads the topology, topojson-client or d3-geo.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {geoGraticule, geoNaturalEarth1, geoPath, type GeoPermissibleObjects, type GeoProjection} from 'd3-geo';
import {feature} from 'topojson-client';
import type {GeometryCollection, Topology} from 'topojson-specification';
import {MAP_HEIGHT, MAP_PADDING, MAP_WIDTH, buildCountryShapes, type CountryProperties} from '../shared/geo';
import type {WorldMapLayer, WorldMapMeta} from '../shared/layer';
import type {ProjectionParams} from '../shared/projection';

export type WorldTopology = Topology<{countries: GeometryCollection<CountryProperties>}>;

/** The 1:110m atlas: the 50m one is seven times larger and its detail disappears below a pixel. */
export function readWorldTopology(): WorldTopology {
  const file = createRequire(__filename).resolve('world-atlas/countries-110m.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as WorldTopology;
}

/** Natural Earth projection fitted to the whole globe inside the map's padded box. */
export function createProjection(width = MAP_WIDTH, height = MAP_HEIGHT, padding = MAP_PADDING): GeoProjection {
  return geoNaturalEarth1().fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    {type: 'Sphere'},
  );
}

export function projectionParams(projection: GeoProjection): ProjectionParams {
  const [x, y] = projection.translate();
  return {scale: projection.scale(), translate: [x, y]};
}

/** A number of tenths as short as SVG allows: 15 → "1.5", -3 → "-.3", 120 → "12". */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  if (fraction === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}.${fraction}` : `${sign}${whole}.${fraction}`;
}

/**
 * A d3 path context that writes SVG path data rounded to 0.1 map units (under a pixel even at the largest
 * zoom on a wide screen): an absolute moveto per ring, then relative linetos. Deltas are taken between
 * rounded points, so rounding errors never add up along a ring; segments, and whole islands, that round
 * to nothing are dropped. Against d3's absolute `.digits(1)` output this is about 40 % fewer bytes before compression.
 */
export class CompactPathWriter {
  private out = '';
  private x = 0;
  private y = 0;
  private command = '';
  private last = '';
  /** Where the current ring starts in `out`, and whether it has drawn anything yet. */
  private ringStart = 0;
  private ringDrawn = true;

  moveTo(x: number, y: number): void {
    this.dropEmptyRing();
    const tx = Math.round(x * 10);
    const ty = Math.round(y * 10);
    this.ringStart = this.out.length;
    this.ringDrawn = false;
    this.emit('M', tx, ty);
    this.x = tx;
    this.y = ty;
  }

  lineTo(x: number, y: number): void {
    const tx = Math.round(x * 10);
    const ty = Math.round(y * 10);
    if (tx === this.x && ty === this.y) return;
    this.ringDrawn = true;
    this.emit('l', tx - this.x, ty - this.y);
    this.x = tx;
    this.y = ty;
  }

  closePath(): void {
    if (this.dropEmptyRing()) return;
    this.out += 'z';
    this.command = 'z';
    this.last = '';
  }

  beginPath(): void {
    // Part of d3's context interface for canvas; a path string needs nothing here.
  }

  arc(): void {
    // Only Point geometries are drawn as arcs, and the atlas's countries, the sphere and the graticule have none.
    throw new Error('CompactPathWriter does not draw points');
  }

  /** The path data written so far, and a fresh start for the next object. */
  take(): string {
    this.dropEmptyRing();
    const d = this.out;
    this.out = '';
    this.command = '';
    this.last = '';
    this.ringDrawn = true;
    return d;
  }

  /** Removes a ring that is a single point once rounded (a speck of an island): it would draw nothing. */
  private dropEmptyRing(): boolean {
    if (this.ringDrawn) return false;
    this.out = this.out.slice(0, this.ringStart);
    this.ringDrawn = true;
    this.command = this.out.endsWith('z') ? 'z' : '';
    this.last = '';
    return true;
  }

  private emit(command: string, a: number, b: number): void {
    if (command !== this.command) {
      this.out += command;
      this.command = command;
      this.last = '';
    }
    this.number(formatTenths(a));
    this.number(formatTenths(b));
  }

  private number(text: string): void {
    // A sign, or a second decimal point, ends the previous number by itself.
    const joins = this.last === '' || text.startsWith('-') || (text.startsWith('.') && this.last.includes('.'));
    this.out += joins ? text : ` ${text}`;
    this.last = text;
  }
}

export interface WorldMapData {
  meta: WorldMapMeta;
  layer: WorldMapLayer;
}

/** Projects the atlas into the map: countries labelled with their Chinese names and sorted for tabbing. */
export function buildWorldMap(topology: WorldTopology, zhNames: Readonly<Record<string, string>>): WorldMapData {
  const projection = createProjection();
  const writer = new CompactPathWriter();
  const path = geoPath(projection, writer);
  const draw = (object: GeoPermissibleObjects): string => {
    path(object);
    return writer.take();
  };
  const shapes = buildCountryShapes(feature(topology, topology.objects.countries).features, draw, zhNames);
  return {
    meta: {projection: projectionParams(projection), countryCount: shapes.length},
    layer: {
      sphere: draw({type: 'Sphere'}),
      // Every 30 degrees: enough to read latitude at a glance, a tenth of the bytes of the usual 10-degree grid.
      graticule: draw(geoGraticule().step([30, 30])()),
      countries: shapes.map((shape) => [shape.label, shape.d]),
    },
  };
}
