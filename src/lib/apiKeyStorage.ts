/**
 * Visitors' own API keys live only in their browser, one localStorage entry per demo.
 * Storage can throw (blocked cookies, private mode, quota), and a key we cannot keep must
 * not break a demo, so every access is guarded.
 */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage entry names of the demos that take a visitor's key. */
export const API_KEY_STORAGE = {
  tryIt: (apiId: string) => `apis.tryit.key.${apiId}`,
  swap: 'apis.swap.key',
  map: 'apis.map.key',
} as const;

export function readStoredKey(storage: KeyStore, name: string): string {
  try {
    return storage.getItem(name)?.trim() ?? '';
  } catch {
    return '';
  }
}

/** Saves the key (an empty key removes the entry); returns false when the browser refused to keep it. */
export function storeKey(storage: KeyStore, name: string, key: string): boolean {
  try {
    if (key === '') storage.removeItem(name);
    else storage.setItem(name, key);
    return true;
  } catch {
    return false;
  }
}

export function forgetStoredKey(storage: KeyStore, name: string): void {
  try {
    storage.removeItem(name);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** `window.localStorage` itself throws when storage is blocked; call only in effects and handlers. */
export function browserStorage(): KeyStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
