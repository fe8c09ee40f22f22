import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SHOWCASE_SITES, SHOWCASE_TAGS} from '../showcase';

const staticDir = path.resolve(__dirname, '../../../static');
const HAN = /\p{Script=Han}/u;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

test('there are sites to show', () => {
  assert.ok(SHOWCASE_SITES.length >= 20, `only ${SHOWCASE_SITES.length} sites`);
});

test('titles are unique, ignoring case', () => {
  const seen = new Map<string, number>();
  SHOWCASE_SITES.forEach((site, index) => {
    const key = site.title.trim().toLowerCase();
    assert.ok(key.length > 0, `site #${index} has an empty title`);
    assert.ok(!seen.has(key), `"${site.title}" appears at #${seen.get(key)} and #${index}`);
    seen.set(key, index);
  });
});

test('every tag is declared, has Chinese label and description, and is used by at least one site', () => {
  for (const [key, tag] of Object.entries(SHOWCASE_TAGS)) {
    assert.match(tag.label, HAN, `tag ${key} label`);
    assert.match(tag.description, HAN, `tag ${key} description`);
    assert.ok(
      SHOWCASE_SITES.some((site) => (site.tags as string[]).includes(key)),
      `tag ${key} is not used by any site`,
    );
  }
  for (const site of SHOWCASE_SITES) {
    assert.ok(site.tags.length >= 2 && site.tags.length <= 4, `"${site.title}" has ${site.tags.length} tags`);
    assert.equal(new Set(site.tags).size, site.tags.length, `"${site.title}" repeats a tag`);
    for (const tag of site.tags) {
      assert.ok(Object.prototype.hasOwnProperty.call(SHOWCASE_TAGS, tag), `"${site.title}" has unknown tag "${tag}"`);
    }
  }
});

test('website and source links are https', () => {
  for (const site of SHOWCASE_SITES) {
    assert.ok(isHttpsUrl(site.website), `"${site.title}" website ${site.website}`);
    if (site.source !== null) assert.ok(isHttpsUrl(site.source), `"${site.title}" source ${site.source}`);
  }
});

test('preview images exist under static/ and are not shared between sites', () => {
  const previews = new Set<string>();
  for (const site of SHOWCASE_SITES) {
    assert.match(site.preview, /^\/img\/showcase\/[a-z0-9-]+\.svg$/, `"${site.title}" preview path`);
    const file = path.join(staticDir, site.preview);
    assert.ok(fs.existsSync(file), `"${site.title}" preview ${file} is missing`);
    assert.ok(!previews.has(site.preview), `"${site.title}" reuses ${site.preview}`);
    previews.add(site.preview);
  }
});

test('descriptions are Chinese and every site names the APIs it uses', () => {
  for (const site of SHOWCASE_SITES) {
    assert.match(site.description, HAN, `"${site.title}" description has no Chinese`);
    const han = [...site.description].filter((ch) => HAN.test(ch)).length;
    assert.ok(han >= 20, `"${site.title}" description is too short or mostly not Chinese (${han} Han characters)`);
    assert.ok(site.apis.length > 0, `"${site.title}" lists no APIs`);
    for (const api of site.apis) assert.ok(api.trim().length > 0, `"${site.title}" has an empty API name`);
  }
});
