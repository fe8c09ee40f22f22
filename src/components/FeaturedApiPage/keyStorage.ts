/**
 * The visitor's API keys live only in their own browser, one localStorage entry per API.
 * Storage can throw (disabled cookies, Safari private mode, quota), and a key the panel cannot keep
 * must not break the panel, so every access is guarded.
 */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function keyStorageKey(apiId: string): string {
  return `apis.tryit.key.${apiId}`;
}

export function readStoredKey(storage: KeyStore, apiId: string): string {
  try {
    return storage.getItem(keyStorageKey(apiId)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the key; an empty key removes the entry so nothing blank lingers. */
export function storeKey(storage: KeyStore, apiId: string, key: string): void {
  try {
    if (key === '') storage.removeItem(keyStorageKey(apiId));
    else storage.setItem(keyStorageKey(apiId), key);
  } catch {
    // Keeping the key for this visit only is the best we can do.
  }
}

export function forgetStoredKey(storage: KeyStore, apiId: string): void {
  try {
    storage.removeItem(keyStorageKey(apiId));
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
