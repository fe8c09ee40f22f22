/**
 * Visitors' own API keys: the one store behind every field that takes one (@theme/ApiKeyField),
 * so the try-it panels, the map demo and the currency swap follow the same policy.
 *
 * - One entry per provider API, `apis.key.<api id>` (the featured API's id): the map demo and the
 *   positionstack page share a key, as do the currency swap and the exchangerate.host page.
 * - sessionStorage by default (this tab, gone when it closes); localStorage only when the visitor
 *   ticks "在此设备上记住". Never both: saving in one removes the other.
 * - Saved when the visitor submits the form, never while typing (the hook holds the draft).
 * - Sent only to the origin of its slot, over HTTPS; plain HTTP only where the provider's API has
 *   no HTTPS (the slot says so) and only after the visitor agreed (`keyDestination`).
 * - Keys stored by the old scheme (one localStorage entry per demo) move here on first use and
 *   stay remembered: the visitor had them kept on the device before.
 *
 * Storage can throw (blocked cookies, private mode, quota); a key we cannot keep must not break a
 * demo, so every access is guarded. A key name never takes the site's storage suffix
 * (`storage.namespace`): src/lib/storageMigration.ts leaves these entries alone.
 */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the legacy migration needs besides reads and writes: a way to list the entries. */
export type ListableKeyStore = KeyStore & Pick<Storage, 'key' | 'length'>;

export interface KeyStorages {
  /** This tab's storage: the default. */
  session: KeyStore | null;
  /** The device's storage: only for keys the visitor asked to remember. */
  local: ListableKeyStore | null;
}

/** Where one API's key may be kept and sent. */
export interface ApiKeySlot {
  /** The featured API's id (src/data/featured-apis.json), e.g. `positionstack`. */
  id: string;
  /** The only origin the key may be sent to, e.g. `https://api.positionstack.com`. */
  origin: string;
  /** The API has no HTTPS: the key travels in clear text, so the visitor must agree first. */
  plainHttp: boolean;
}

export function apiKeySlot(id: string, baseUrl: string): ApiKeySlot {
  const url = new URL(baseUrl);
  return {id, origin: url.origin, plainHttp: url.protocol === 'http:'};
}

export const KEY_NAME_PREFIX = 'apis.key.';

export function keyName(id: string): string {
  return `${KEY_NAME_PREFIX}${id}`;
}

// ---- the old scheme ----------------------------------------------------------------------------------------

/** Before: the try-it panels kept one localStorage entry per API, `apis.tryit.key.<api id>`. */
export const LEGACY_TRY_IT_PREFIX = 'apis.tryit.key.';

/** Before: each demo kept its own localStorage entry. */
export const LEGACY_DEMO_KEYS: Readonly<Record<string, string>> = {
  'apis.swap.key': 'exchangerate_host',
  'apis.map.key': 'positionstack',
};

/** The API id a legacy entry belongs to, or null for any other entry. */
export function legacyKeyOwner(name: string): string | null {
  if (name.startsWith(LEGACY_TRY_IT_PREFIX) && name.length > LEGACY_TRY_IT_PREFIX.length) return name.slice(LEGACY_TRY_IT_PREFIX.length);
  return LEGACY_DEMO_KEYS[name] ?? null;
}

function legacyNamesOf(id: string): string[] {
  return [`${LEGACY_TRY_IT_PREFIX}${id}`, ...Object.keys(LEGACY_DEMO_KEYS).filter((name) => LEGACY_DEMO_KEYS[name] === id)];
}

/**
 * Moves keys of the old scheme to `apis.key.<id>` in localStorage (they were kept on the device,
 * so they stay remembered) and removes the old entries. A key already stored under the new name
 * wins; between two old entries for one API (a try-it key and a demo key), the try-it key wins.
 * An entry that cannot be copied is left where it is. Returns the old names removed.
 */
export function migrateLegacyKeys(local: ListableKeyStore): string[] {
  const found: string[] = [];
  try {
    for (let index = 0; index < local.length; index += 1) {
      const name = local.key(index);
      if (name !== null && legacyKeyOwner(name) !== null) found.push(name);
    }
  } catch {
    return [];
  }
  const tryItFirst = (name: string) => (name.startsWith(LEGACY_TRY_IT_PREFIX) ? 0 : 1);
  found.sort((a, b) => tryItFirst(a) - tryItFirst(b) || a.localeCompare(b));
  const removed: string[] = [];
  for (const name of found) {
    try {
      const value = local.getItem(name)?.trim() ?? '';
      const target = keyName(legacyKeyOwner(name)!);
      if (value !== '' && local.getItem(target) === null) local.setItem(target, value);
      local.removeItem(name);
      removed.push(name);
    } catch {
      // Keep the old entry: a later visit can try again.
    }
  }
  return removed;
}

// ---- reading, saving, clearing -----------------------------------------------------------------------------

export interface StoredKey {
  key: string;
  /** Kept in localStorage (the visitor ticked "在此设备上记住"); otherwise in this tab's sessionStorage. */
  remembered: boolean;
}

/** Where a saved key ended up: `page` when the browser refused both storages (it lasts until reload). */
export type KeyPersistence = 'remembered' | 'session' | 'page';

function read(store: KeyStore | null, name: string): string {
  try {
    return store?.getItem(name)?.trim() ?? '';
  } catch {
    return '';
  }
}

function write(store: KeyStore | null, name: string, value: string): boolean {
  if (!store) return false;
  try {
    store.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

function remove(store: KeyStore | null, name: string): void {
  try {
    store?.removeItem(name);
  } catch {
    // Nothing stored that we could remove.
  }
}

/**
 * The saved key of one API, migrating old entries first. This tab's choice wins over the device's:
 * a key this tab saved without remembering it is the one the visitor last gave here.
 */
export function readKey(storages: KeyStorages, id: string): StoredKey | null {
  if (storages.local) migrateLegacyKeys(storages.local);
  const session = read(storages.session, keyName(id));
  if (session) return {key: session, remembered: false};
  const local = read(storages.local, keyName(id));
  return local ? {key: local, remembered: true} : null;
}

/**
 * Saves a (checked, non-empty) key where the visitor asked, and removes it from the other storage.
 * A browser that refuses localStorage still gets the key for this tab, one that refuses both keeps
 * it for this page only: the returned persistence says which, so the field can tell the visitor.
 */
export function saveKey(storages: KeyStorages, id: string, key: string, remember: boolean): KeyPersistence {
  const name = keyName(id);
  if (remember && write(storages.local, name, key)) {
    remove(storages.session, name);
    return 'remembered';
  }
  // Not remembering means not on this device: drop a remembered copy too.
  remove(storages.local, name);
  return write(storages.session, name, key) ? 'session' : 'page';
}

/** Removes the key of one API from both storages, old-scheme entries included. */
export function clearKey(storages: KeyStorages, id: string): void {
  for (const store of [storages.session, storages.local]) remove(store, keyName(id));
  for (const name of legacyNamesOf(id)) remove(storages.local, name);
}

/** The browser's storages; `window.localStorage` itself throws when storage is blocked. Effects and handlers only. */
export function browserStorages(): KeyStorages {
  const get = <T>(pick: () => T): T | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {session: get(() => window.sessionStorage), local: get(() => window.localStorage)};
}

// ---- checking, showing, sending ----------------------------------------------------------------------------

export const KEY_MAX_LENGTH = 256;

export type KeyCheck = {ok: true; key: string} | {ok: false; empty: boolean; error: string};

/** Trims a pasted key and refuses obvious paste mistakes. */
export function checkApiKey(raw: string, maxLength = KEY_MAX_LENGTH): KeyCheck {
  const key = raw.trim();
  if (key === '') return {ok: false, empty: true, error: '请先粘贴你的 API 密钥。'};
  if (/\s/.test(key)) return {ok: false, empty: false, error: '密钥里不能有空格或换行，请检查是否多复制了内容。'};
  if (key.length > maxLength) return {ok: false, empty: false, error: '密钥太长了，请检查是否粘贴了整段文字。'};
  return {ok: true, key};
}

/** Enough of a key to recognise it without putting the whole secret on screen. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

export type KeyDestination = {ok: true} | {ok: false; reason: 'other-origin' | 'needs-consent'};

/**
 * Whether a request carrying the key may go to `url`: only to the slot's own origin (scheme, host
 * and port), and over plain HTTP only when the API has no HTTPS and the visitor agreed to it.
 */
export function keyDestination(url: string, slot: ApiKeySlot, plainHttpAccepted = false): KeyDestination {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return {ok: false, reason: 'other-origin'};
  }
  if (target.origin !== slot.origin) return {ok: false, reason: 'other-origin'};
  if (target.protocol === 'https:') return {ok: true};
  if (target.protocol === 'http:' && slot.plainHttp) return plainHttpAccepted ? {ok: true} : {ok: false, reason: 'needs-consent'};
  return {ok: false, reason: 'other-origin'};
}
