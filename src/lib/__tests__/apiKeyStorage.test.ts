import {test} from 'node:test';
import assert from 'node:assert/strict';
import {API_KEY_STORAGE, forgetStoredKey, readStoredKey, storeKey} from '../apiKeyStorage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

test('try-it keys are stored per API under apis.tryit.key.<id>', () => {
  const storage = memoryStorage();
  assert.equal(API_KEY_STORAGE.tryIt('ipstack'), 'apis.tryit.key.ipstack');
  storeKey(storage, API_KEY_STORAGE.tryIt('ipstack'), 'abc');
  storeKey(storage, API_KEY_STORAGE.tryIt('fixer-api'), 'def');
  assert.deepEqual([...storage.map], [['apis.tryit.key.ipstack', 'abc'], ['apis.tryit.key.fixer-api', 'def']]);
  assert.equal(readStoredKey(storage, API_KEY_STORAGE.tryIt('ipstack')), 'abc');
  assert.equal(readStoredKey(storage, API_KEY_STORAGE.tryIt('zenserp')), '');
});

test('stored keys are read without surrounding blanks', () => {
  const storage = memoryStorage();
  storage.setItem(API_KEY_STORAGE.swap, '  key \n');
  assert.equal(readStoredKey(storage, API_KEY_STORAGE.swap), 'key');
});

test('an empty key and forgetting both remove the entry', () => {
  const storage = memoryStorage();
  storeKey(storage, API_KEY_STORAGE.map, 'abc');
  storeKey(storage, API_KEY_STORAGE.map, '');
  assert.equal(storage.map.size, 0);
  storeKey(storage, API_KEY_STORAGE.map, 'abc');
  forgetStoredKey(storage, API_KEY_STORAGE.map);
  assert.equal(storage.map.size, 0);
});

test('unavailable storage never throws and reports that the key was not kept', () => {
  assert.equal(readStoredKey(throwing, API_KEY_STORAGE.swap), '');
  assert.equal(storeKey(throwing, API_KEY_STORAGE.swap, 'abc'), false);
  assert.equal(storeKey(memoryStorage(), API_KEY_STORAGE.swap, 'abc'), true);
  assert.doesNotThrow(() => forgetStoredKey(throwing, API_KEY_STORAGE.swap));
});
