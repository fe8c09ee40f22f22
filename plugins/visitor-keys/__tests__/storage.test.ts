import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_DEMO_KEYS,
  apiKeySlot,
  checkApiKey,
  clearKey,
  keyDestination,
  keyName,
  legacyKeyOwner,
  maskKey,
  migrateLegacyKeys,
  readKey,
  saveKey,
  type KeyStorages,
} from '../shared/storage';
import featured from '../../../src/data/featured-apis.json';
import {memoryStorage, refusingStorage as refusing, type MemoryStorage} from '../../../scripts/lib/testing/storage';

function storages(session: MemoryStorage = memoryStorage(), local: MemoryStorage = memoryStorage()) {
  return {session, local} satisfies KeyStorages;
}

const snapshot = (store: MemoryStorage) => store.snapshot();

test('a key is kept in this tab (sessionStorage) unless the visitor asks to remember it', () => {
  const s = storages();
  assert.equal(saveKey(s, 'ipstack', 'abc123', false), 'session');
  assert.deepEqual(snapshot(s.session), {'apis.key.ipstack': 'abc123'});
  assert.deepEqual(snapshot(s.local), {});
  assert.deepEqual(readKey(s, 'ipstack'), {key: 'abc123', remembered: false});
  assert.equal(readKey(s, 'fixer-api'), null, 'one entry per API');
});

test('a remembered key lives in localStorage only, and un-remembering takes it off the device', () => {
  const s = storages();
  saveKey(s, 'ipstack', 'abc123', false);
  assert.equal(saveKey(s, 'ipstack', 'abc123', true), 'remembered');
  assert.deepEqual(snapshot(s.session), {});
  assert.deepEqual(snapshot(s.local), {'apis.key.ipstack': 'abc123'});
  assert.deepEqual(readKey(s, 'ipstack'), {key: 'abc123', remembered: true});

  assert.equal(saveKey(s, 'ipstack', 'abc123', false), 'session');
  assert.deepEqual(snapshot(s.local), {});
  assert.deepEqual(snapshot(s.session), {'apis.key.ipstack': 'abc123'});
});

test('a remembered key survives a new session (fresh sessionStorage, same localStorage); a tab-only key does not', () => {
  const local = memoryStorage();
  saveKey(storages(memoryStorage(), local), 'ipstack', 'kept', true);
  saveKey(storages(memoryStorage(), local), 'fixer-api', 'tab-only', false);
  const later = storages(memoryStorage(), local);
  assert.deepEqual(readKey(later, 'ipstack'), {key: 'kept', remembered: true});
  assert.equal(readKey(later, 'fixer-api'), null);
});

test('this tab wins when both storages hold a key; stored keys are read without surrounding blanks', () => {
  const s = storages(memoryStorage({'apis.key.ipstack': ' tab \n'}), memoryStorage({'apis.key.ipstack': 'device'}));
  assert.deepEqual(readKey(s, 'ipstack'), {key: 'tab', remembered: false});
});

test('clearing removes the key from both storages, old-scheme entries included, and nothing else', () => {
  const s = storages(
    memoryStorage({'apis.key.positionstack': 'a', 'apis.key.ipstack': 'other'}),
    memoryStorage({'apis.key.positionstack': 'b', 'apis.map.key': 'c', 'apis.tryit.key.positionstack': 'd', theme: 'dark'}),
  );
  clearKey(s, 'positionstack');
  assert.deepEqual(snapshot(s.session), {'apis.key.ipstack': 'other'});
  assert.deepEqual(snapshot(s.local), {theme: 'dark'});
  assert.equal(readKey(s, 'positionstack'), null);
});

test('keys of the old scheme move to the new names as remembered keys, and the old entries go', () => {
  const local = memoryStorage({
    'apis.tryit.key.ipstack': 'k-ipstack',
    'apis.swap.key': ' k-swap ',
    'apis.map.key': 'k-map',
    theme: 'dark',
    'apis.pwa.offlineMode': 'true',
  });
  const removed = migrateLegacyKeys(local);
  assert.deepEqual(removed.sort(), ['apis.map.key', 'apis.swap.key', 'apis.tryit.key.ipstack']);
  assert.deepEqual(snapshot(local), {
    theme: 'dark',
    'apis.pwa.offlineMode': 'true',
    'apis.key.ipstack': 'k-ipstack',
    'apis.key.exchangerate_host': 'k-swap',
    'apis.key.positionstack': 'k-map',
  });
  assert.deepEqual(migrateLegacyKeys(local), [], 'running twice changes nothing');
  // The visitor had kept these keys on the device: they stay remembered.
  assert.deepEqual(readKey(storages(memoryStorage(), local), 'exchangerate_host'), {key: 'k-swap', remembered: true});
});

test('reading a key migrates first, so a visitor with an old key keeps it', () => {
  const s = storages(memoryStorage(), memoryStorage({'apis.map.key': 'old-map-key'}));
  assert.deepEqual(readKey(s, 'positionstack'), {key: 'old-map-key', remembered: true});
  assert.deepEqual(snapshot(s.local), {'apis.key.positionstack': 'old-map-key'});
});

test('migration: a key under the new name wins, a try-it key wins over a demo key, empty old entries just go', () => {
  const newer = memoryStorage({'apis.key.exchangerate_host': 'new', 'apis.swap.key': 'old'});
  migrateLegacyKeys(newer);
  assert.deepEqual(snapshot(newer), {'apis.key.exchangerate_host': 'new'});

  const both = memoryStorage({'apis.map.key': 'from-map', 'apis.tryit.key.positionstack': 'from-try-it'});
  migrateLegacyKeys(both);
  assert.deepEqual(snapshot(both), {'apis.key.positionstack': 'from-try-it'});

  const empty = memoryStorage({'apis.tryit.key.ipstack': '   '});
  migrateLegacyKeys(empty);
  assert.deepEqual(snapshot(empty), {});
});

test('migration keeps an old entry it could not copy', () => {
  const local = memoryStorage({'apis.map.key': 'k'});
  local.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  assert.deepEqual(migrateLegacyKeys(local), []);
  assert.deepEqual(snapshot(local), {'apis.map.key': 'k'});
  assert.deepEqual(migrateLegacyKeys(refusing()), []);
});

test('old entry names: per-API try-it keys and the two demos, whose APIs are featured APIs', () => {
  assert.equal(legacyKeyOwner('apis.tryit.key.fixer-api'), 'fixer-api');
  assert.equal(legacyKeyOwner('apis.tryit.key.'), null);
  assert.equal(legacyKeyOwner('apis.key.ipstack'), null);
  assert.equal(legacyKeyOwner('theme'), null);
  const ids = new Set(featured.apis.map((api) => api.id));
  for (const id of Object.values(LEGACY_DEMO_KEYS)) assert.ok(ids.has(id), `${id} is a featured API id`);
  assert.equal(keyName('ipstack'), 'apis.key.ipstack');
});

test('storage the browser refuses never throws and says where the key ended up', () => {
  assert.equal(saveKey(storages(memoryStorage(), refusing()), 'ipstack', 'k', true), 'session', 'no device storage: this tab');
  assert.equal(saveKey(storages(refusing(), refusing()), 'ipstack', 'k', false), 'page');
  assert.equal(readKey(storages(refusing(), refusing()), 'ipstack'), null);
  assert.equal(readKey({session: null, local: null}, 'ipstack'), null);
  assert.doesNotThrow(() => clearKey(storages(refusing(), refusing()), 'ipstack'));
});

test('checkApiKey trims and refuses obvious paste mistakes; maskKey hides the middle', () => {
  assert.deepEqual(checkApiKey('  0123456789abcdef0123456789abcdef \n'), {ok: true, key: '0123456789abcdef0123456789abcdef'});
  assert.deepEqual(checkApiKey('   '), {ok: false, empty: true, error: '请先粘贴你的 API 密钥。'});
  assert.equal(checkApiKey('abc def').ok, false);
  assert.equal(checkApiKey('x'.repeat(256)).ok, true);
  assert.equal(checkApiKey('x'.repeat(257)).ok, false);
  assert.equal(maskKey('0123456789abcdef'), '0123…cdef');
  assert.equal(maskKey('short'), '•••••');
});

test('a key may only go to its own origin over HTTPS', () => {
  const slot = apiKeySlot('ipstack', 'https://api.ipstack.com');
  assert.deepEqual(slot, {id: 'ipstack', origin: 'https://api.ipstack.com', plainHttp: false});
  assert.deepEqual(keyDestination('https://api.ipstack.com/8.8.8.8?access_key=k', slot), {ok: true});
  for (const url of [
    'http://api.ipstack.com/8.8.8.8?access_key=k',
    'https://api.ipstack.com.example.net/?access_key=k',
    'https://api.ipstack.com@example.net/?access_key=k',
    'https://api.ipstack.com:8443/?access_key=k',
    'https://ipstack.com/?access_key=k',
    'ws://api.ipstack.com/',
    'not a url',
  ]) {
    assert.deepEqual(keyDestination(url, slot), {ok: false, reason: 'other-origin'}, url);
  }
  // Accepting plain HTTP means nothing for an API that has HTTPS.
  assert.equal(keyDestination('http://api.ipstack.com/', slot, true).ok, false);
});

test('an API without HTTPS gets the key over HTTP only after the visitor agreed', () => {
  const slot = apiKeySlot('legacy', 'http://api.example.org/v1');
  assert.equal(slot.plainHttp, true);
  assert.deepEqual(keyDestination('http://api.example.org/v1/x?key=k', slot), {ok: false, reason: 'needs-consent'});
  assert.deepEqual(keyDestination('http://api.example.org/v1/x?key=k', slot, true), {ok: true});
  assert.deepEqual(keyDestination('http://elsewhere.example.org/', slot, true), {ok: false, reason: 'other-origin'});
});

test('every featured API that takes a key gets an HTTPS slot of its own origin', () => {
  for (const api of featured.apis) {
    const slot = apiKeySlot(api.id, api.baseUrl);
    assert.equal(slot.origin, new URL(api.baseUrl).origin);
    assert.equal(slot.plainHttp, !api.baseUrl.startsWith('https:'), api.id);
    if (api.https) assert.equal(slot.plainHttp, false, `${api.id} has HTTPS, so its base URL must use it`);
  }
});
