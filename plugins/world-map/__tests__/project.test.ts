import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {geoPath} from 'd3-geo';
import {feature} from 'topojson-client';
import {COUNTRY_NAMES_ZH} from '../../../src/data/map-markers';
import {CompactPathWriter, buildWorldMap, createProjection, formatTenths, readWorldTopology} from '../node/project';
import {writeWorldMapModules} from '../index';

type Point = [number, number];

/** Reads back the path data CompactPathWriter writes (M, l, z and implicit repeats) as absolute rings. */
function decode(d: string): Point[][] {
  const rings: Point[][] = [];
  const tokens = d.match(/[Mlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let command = '';
  let x = 0;
  let y = 0;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/[Mlz]/.test(token)) {
      command = token;
      i += 1;
      continue;
    }
    const a = Number(tokens[i]);
    const b = Number(tokens[i + 1]);
    i += 2;
    if (command === 'M') {
      [x, y] = [a, b];
      rings.push([[x, y]]);
    } else if (command === 'l') {
      x = Math.round((x + a) * 10) / 10;
      y = Math.round((y + b) * 10) / 10;
      rings.at(-1)!.push([x, y]);
    } else {
      throw new Error(`number after ${command || 'nothing'} in ${d.slice(0, 40)}`);
    }
  }
  return rings;
}

/** The same geometry through d3's own string context at full precision. */
function rawRings(object: Parameters<ReturnType<typeof geoPath>>[0]): Point[][] {
  const rings: Point[][] = [];
  geoPath(createProjection(), {
    beginPath() {},
    moveTo: (x: number, y: number) => rings.push([[x, y]]),
    lineTo: (x: number, y: number) => rings.at(-1)!.push([x, y]),
    closePath() {},
    arc() {},
  })(object);
  return rings;
}

test('formatTenths writes the shortest SVG number', () => {
  assert.deepEqual([15, -3, 120, 0, -10, 7, 1234].map(formatTenths), ['1.5', '-.3', '12', '0', '-1', '.7', '123.4']);
});

test('CompactPathWriter joins numbers only where SVG parsing keeps them apart', () => {
  const writer = new CompactPathWriter();
  writer.moveTo(10, 20);
  writer.lineTo(10.5, 20.3);
  writer.lineTo(10.5, 20.3); // rounds to nothing: dropped
  writer.lineTo(10, 20);
  writer.lineTo(12, 21);
  writer.closePath();
  writer.moveTo(0.04, -0.06);
  writer.lineTo(0.1, 0.1);
  writer.moveTo(50, 50); // an island that rounds to one point: dropped with its closing z
  writer.lineTo(50.01, 50.02);
  writer.closePath();
  assert.equal(writer.take(), 'M10 20l.5.3-.5-.3 2 1zM0-.1l.1.2');
  assert.equal(writer.take(), '', 'take() starts afresh');
});

test('every country path stays within 0.05 map units of the exact projection', () => {
  const topology = readWorldTopology();
  const writer = new CompactPathWriter();
  const path = geoPath(createProjection(), writer);
  let compared = 0;
  for (const country of feature(topology, topology.objects.countries).features) {
    path(country);
    const decoded = decode(writer.take());
    // Rings that round to a single point are left out of the path.
    const tenths = ([x, y]: Point) => `${Math.round(x * 10)},${Math.round(y * 10)}`;
    const raw = rawRings(country).filter((ring) => new Set(ring.map(tenths)).size > 1);
    assert.equal(decoded.length, raw.length, `${country.properties?.name}: same number of rings`);
    decoded.forEach((ring, r) => {
      // Every written point is a rounded exact point, in order; the dropped ones round onto their predecessor.
      let j = 0;
      for (const [x, y] of ring) {
        while (j < raw[r]!.length && (Math.abs(raw[r]![j]![0] - x) > 0.05 + 1e-9 || Math.abs(raw[r]![j]![1] - y) > 0.05 + 1e-9)) j += 1;
        assert.ok(j < raw[r]!.length, `${country.properties?.name}: ${x},${y} matches an exact point`);
        compared += 1;
      }
    });
  }
  assert.ok(compared > 5000, `compared ${compared} points`);
});

test('the built map has every named country once, Chinese labels and small paths', () => {
  const {meta, layer} = buildWorldMap(readWorldTopology(), COUNTRY_NAMES_ZH);
  assert.ok(layer.countries.length >= 150, `got ${layer.countries.length}`);
  assert.equal(meta.countryCount, layer.countries.length);
  const labels = layer.countries.map(([label]) => label);
  assert.equal(new Set(labels).size, labels.length, 'labels are unique');
  assert.ok(labels.includes('中国（China）'));
  assert.equal(labels[0], 'Afghanistan', 'tab order follows the English names');
  const missing = Object.entries(COUNTRY_NAMES_ZH).filter(([en, zh]) => !labels.includes(`${zh}（${en}）`));
  assert.deepEqual(missing, [], 'every Chinese name refers to a country the atlas has');
  for (const [label, d] of layer.countries) assert.match(d, /^M[-\d.]+[ -]?[-\d.]+l/, label);
  assert.match(layer.sphere, /^M.*z$/);
  assert.match(layer.graticule, /^M/);
  const bytes = zlib.brotliCompressSync(JSON.stringify(layer)).length;
  // The page's whole budget is 60 KB (scripts/site-checks/budgets.ts); the map must leave room for the rest.
  assert.ok(bytes < 30_000, `the layer is ${bytes} bytes brotli`);
  assert.deepEqual(meta.projection.translate.map(Math.round), [480, 250]);
});

test('the plugin writes the three modules the aliases point to, deterministically', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'world-map-'));
  try {
    const files = writeWorldMapModules(dir);
    const first = fs.readFileSync(files.layer, 'utf8');
    assert.equal(JSON.parse(fs.readFileSync(files.meta, 'utf8')).countryCount, JSON.parse(first).countries.length);
    assert.equal(fs.readFileSync(files.noLayer, 'utf8').trim(), 'export default null;');
    writeWorldMapModules(dir);
    assert.equal(fs.readFileSync(files.layer, 'utf8'), first);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
