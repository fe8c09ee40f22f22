import {test} from 'node:test';
import assert from 'node:assert/strict';
import {forgetStoredKey, keyStorageKey, readStoredKey, storeKey} from '../keyStorage';

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

test('keys are stored per API under apis.tryit.key.<id>', () => {
  const storage = memoryStorage();
  assert.equal(keyStorageKey('ipstack'), 'apis.tryit.key.ipstack');
  storeKey(storage, 'ipstack', 'abc');
  storeKey(storage, 'fixer-api', 'def');
  assert.deepEqual([...storage.map], [['apis.tryit.key.ipstack', 'abc'], ['apis.tryit.key.fixer-api', 'def']]);
  assert.equal(readStoredKey(storage, 'ipstack'), 'abc');
  assert.equal(readStoredKey(storage, 'zenserp'), '');
});

test('an empty key and forgetting both remove the entry', () => {
  const storage = memoryStorage();
  storeKey(storage, 'ipstack', 'abc');
  storeKey(storage, 'ipstack', '');
  assert.equal(storage.map.size, 0);
  storeKey(storage, 'ipstack', 'abc');
  forgetStoredKey(storage, 'ipstack');
  assert.equal(storage.map.size, 0);
});

test('unavailable storage never throws', () => {
  assert.equal(readStoredKey(throwing, 'ipstack'), '');
  assert.doesNotThrow(() => storeKey(throwing, 'ipstack', 'abc'));
  assert.doesNotThrow(() => forgetStoredKey(throwing, 'ipstack'));
});
