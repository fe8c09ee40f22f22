/**
 * The Natural Earth projection of the world map as a plain function, so the browser can place markers
 * without d3-geo. plugins/world-map fits d3's geoNaturalEarth1 to the map at build time and hands over
 * its scale and translate; a unit test checks this function against d3 at those parameters.
 */
import {isValidLonLat, roundCoord, type Point} from './geo';

export interface ProjectionParams {
  /** d3's projection.scale(). */
  scale: number;
  /** d3's projection.translate(): where longitude 0, latitude 0 lands, in map units. */
  translate: Point;
}

const RADIANS = Math.PI / 180;
const TAU = Math.PI * 2;

/**
 * Natural Earth I, written exactly as d3-geo 3 computes it (naturalEarth1Raw, the identity rotation's
 * wrapping of longitudes beyond ±180°, then scale and translate) so results agree to the last bits.
 */
export function naturalEarth1(lon: number, lat: number, {scale, translate}: ProjectionParams): Point {
  let lambda = lon * RADIANS;
  const phi = lat * RADIANS;
  if (Math.abs(lambda) > Math.PI) lambda -= Math.round(lambda / TAU) * TAU;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  const x = lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)));
  const y = phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)));
  return [translate[0] + scale * x, translate[1] - scale * y];
}

/** A projector for markers: out-of-range or unprojectable coordinates give null instead of NaN. */
export function makeProjector(params: ProjectionParams): (lon: number, lat: number) => Point | null {
  return (lon, lat) => {
    if (!isValidLonLat(lon, lat)) return null;
    const [x, y] = naturalEarth1(lon, lat, params);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    return [roundCoord(x), roundCoord(y)];
  };
}
