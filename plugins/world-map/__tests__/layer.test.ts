import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Parser} from 'htmlparser2';
import {layerMarkup} from '../shared/layer';

const CLASSES = {sphere: 'sphere_a1', graticule: 'grid_b2', country: 'country_c3'};

function elements(markup: string): {name: string; attributes: Record<string, string>}[] {
  const out: {name: string; attributes: Record<string, string>}[] = [];
  const parser = new Parser({onopentag: (name, attributes) => out.push({name, attributes})}, {xmlMode: true});
  parser.end(markup);
  return out;
}

test('layerMarkup draws the globe, the grid and one focusable labelled path per country, in order', () => {
  const markup = layerMarkup({sphere: 'M0 0z', graticule: 'M1 1l2 2', countries: [['中国（China）', 'M5 5l1 1z'], ['Chad', 'M7 7l-1-1z']]}, CLASSES);
  const found = elements(markup);
  assert.deepEqual(found.map((e) => [e.name, e.attributes.class ?? '', e.attributes.d ?? '']), [
    ['path', 'sphere_a1', 'M0 0z'],
    ['path', 'grid_b2', 'M1 1l2 2'],
    ['g', '', ''],
    ['path', 'country_c3', 'M5 5l1 1z'],
    ['path', 'country_c3', 'M7 7l-1-1z'],
  ]);
  for (const country of found.filter((e) => e.attributes.class === 'country_c3')) {
    assert.equal(country.attributes.tabindex, '0');
    assert.equal(country.attributes.role, 'img');
  }
  assert.deepEqual(found.slice(3).map((e) => e.attributes['aria-label']), ['中国（China）', 'Chad']);
});

test('labels cannot break out of their attribute', () => {
  const markup = layerMarkup({sphere: '', graticule: '', countries: [['A "quoted" <b>&amp; name', 'M0 0z']]}, CLASSES);
  const country = elements(markup).find((e) => e.attributes.class === 'country_c3');
  assert.equal(country?.attributes['aria-label'], 'A "quoted" <b>&amp; name');
  assert.ok(!markup.includes('<b>'));
});
