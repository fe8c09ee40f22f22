import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assignIds, hostLabel, slugifyName, type IdCandidate} from '../node/ids';

test('a name becomes a lowercase slug', () => {
  assert.equal(slugifyName('Cat Facts'), 'cat-facts');
  assert.equal(slugifyName('Dungeons & Dragons'), 'dungeons-and-dragons');
  assert.equal(slugifyName('Café API (v2.0)'), 'cafe-api-v2-0');
  assert.equal(slugifyName('Google+'), 'google-plus');
  assert.equal(slugifyName('天气'), '');
  assert.equal(hostLabel('https://www.catfact.ninja/facts'), 'catfact-ninja');
  assert.equal(hostLabel('not a url'), 'link');
});

const cat = (name: string, url: string, category = 'animals'): IdCandidate => ({name, url, category});

test('unique names keep their slug; same-named APIs get their host; a non-Latin name still gets an id', () => {
  const ids = assignIds([cat('Dogs', 'https://dog.ceo/'), cat('Cat Facts', 'https://catfact.ninja/'), cat('Cat Facts', 'https://alexwohlbruck.github.io/cat-facts/'), cat('天气', 'https://tianqi.example/')]);
  assert.deepEqual(ids, ['dogs', 'cat-facts-catfact-ninja', 'cat-facts-alexwohlbruck-github-io', 'api']);
});

test('same name and host: the category tells them apart, then a number in URL order', () => {
  const ids = assignIds([
    cat('Mapbox', 'https://docs.mapbox.com/', 'geocoding'),
    cat('Mapbox', 'https://docs.mapbox.com/api/', 'tracking'),
    cat('ipstack', 'https://ipstack.com/?utm_source=x', 'geocoding'),
    cat('ipstack', 'https://ipstack.com/', 'geocoding'),
  ]);
  assert.deepEqual(ids, ['mapbox-geocoding', 'mapbox-tracking', 'ipstack-geocoding-2', 'ipstack-geocoding-1']);
});

test('the order the APIs arrive in does not change their ids', () => {
  const list = [cat('Cat Facts', 'https://catfact.ninja/'), cat('Cat Facts', 'https://alexwohlbruck.github.io/cat-facts/'), cat('Dogs', 'https://dog.ceo/'), cat('ipstack', 'https://ipstack.com/?a', 'geo'), cat('ipstack', 'https://ipstack.com/', 'geo')];
  const forward = assignIds(list);
  const backward = assignIds([...list].reverse()).reverse();
  assert.deepEqual(backward, forward);
});

test('ids already taken stay with their owners: a newcomer with a taken name gets its host', () => {
  assert.deepEqual(assignIds([cat('Dogs', 'https://dogs.example/')], new Set(['dogs'])), ['dogs-dogs-example']);
  assert.deepEqual(assignIds([cat('Dogs', 'https://dog.ceo/')], new Set(['dogs', 'dogs-dog-ceo', 'dogs-animals'])), ['dogs-dog-ceo-animals']);
  assert.deepEqual(assignIds([cat('Dogs', 'https://dog.ceo/')], new Set(['dogs', 'dogs-dog-ceo', 'dogs-animals', 'dogs-dog-ceo-animals', 'dogs-animals-1'])), ['dogs-animals-2']);
});
