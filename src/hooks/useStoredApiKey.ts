import {useCallback, useEffect, useState} from 'react';
import {browserStorage, forgetStoredKey, readStoredKey, storeKey} from '@site/src/lib/apiKeyStorage';

export interface StoredApiKey {
  /** The key; empty on the server and on the first client render, so hydration always matches. */
  key: string;
  /** Whether the browser kept the last saved key (false: it only lasts for this visit). */
  persisted: boolean;
  save: (key: string) => void;
  forget: () => void;
}

/**
 * A visitor's API key for one demo, kept in localStorage under `name`. Not theme-common's
 * `useStorageSlot`: the demos must tell the visitor when the browser refused to keep the key
 * (`persisted`), and a key is a secret that stays under its plain name rather than moving with
 * the site's storage suffix.
 */
export function useStoredApiKey(name: string): StoredApiKey {
  const [key, setKey] = useState('');
  const [persisted, setPersisted] = useState(true);

  useEffect(() => {
    const storage = browserStorage();
    setKey(storage ? readStoredKey(storage, name) : '');
  }, [name]);

  const save = useCallback(
    (value: string) => {
      setKey(value);
      const storage = browserStorage();
      setPersisted(storage ? storeKey(storage, name, value) : false);
    },
    [name],
  );

  const forget = useCallback(() => {
    setKey('');
    setPersisted(true);
    const storage = browserStorage();
    if (storage) forgetStoredKey(storage, name);
  }, [name]);

  return {key, persisted, save, forget};
}
