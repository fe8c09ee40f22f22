/**
 * The projected world, computed once when the module loads: during the server render this puts every
 * country path into the HTML, and in the browser the same strings come out again for hydration without
 * being recomputed on each render.
 */
import {geoGraticule, geoPath} from 'd3-geo';
import {feature} from 'topojson-client';
import type {GeometryCollection, Topology} from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import {COUNTRY_NAMES_ZH} from '@site/src/data/map-markers';
import {buildCountryShapes, createProjection, makeProjector, type CountryProperties} from './geo';

type World = Topology<{countries: GeometryCollection<CountryProperties>}>;

const topology = world as unknown as World;
const projection = createProjection();
// One decimal is 0.1 map units, under a pixel even at the largest zoom on a wide screen; it keeps the HTML small.
const path = geoPath(projection).digits(1);

export const COUNTRIES = buildCountryShapes(
  feature(topology, topology.objects.countries).features,
  (country) => path(country),
  COUNTRY_NAMES_ZH,
);

export const SPHERE_PATH = path({type: 'Sphere'}) ?? '';
// Every 30 degrees: enough to read latitude at a glance, a tenth of the bytes of the usual 10-degree grid.
export const GRATICULE_PATH = path(geoGraticule().step([30, 30])()) ?? '';

export const projectLonLat = makeProjector(projection);
