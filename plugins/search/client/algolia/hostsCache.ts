/**
 * The Algolia client's host health cache, as the spec has it: a host that failed or timed out is
 * put aside for two minutes, then tried again, and that survives page loads.
 *
 * algoliasearch 5 (5.19 bundled in DocSearch 3.9, and 5.64) cannot do this with its own caches: the
 * transporter reads a host's state under the plain host (`{url, accept, protocol}`) and writes it
 * under the stateful host (the same plus `status`, `lastUpdate`), and its caches key by
 * `JSON.stringify(key)`, so the state written is never read back (__tests__/algolia.test.ts shows
 * it). Were it read back from localStorage, it would come without the `isUp`/`isTimedOut` methods
 * the transporter calls. This cache keys by protocol and host name and rebuilds those methods.
 */
import type {liteClient} from 'algoliasearch/lite';

export type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

/** How long a failed or timed-out host stays put aside (algoliasearch's EXPIRATION_DELAY). */
export const HOST_RETRY_MS = 2 * 60 * 1000;

/** Key prefix in localStorage; the rest is the host, e.g. `apis.search.host.https://APPID-dsn.algolia.net`. */
export const HOST_KEY_PREFIX = 'apis.search.host.';

type HostStatus = 'up' | 'down' | 'timed out';

interface Host {
  url: string;
  protocol: string;
}

interface HostState {
  status: HostStatus;
  lastUpdate: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function keyOf(host: Host): string {
  return `${HOST_KEY_PREFIX}${host.protocol}://${host.url}`;
}

function isHostState(value: unknown): value is HostState {
  const state = value as HostState | null;
  return (
    typeof state === 'object' && state !== null && ['up', 'down', 'timed out'].includes(state.status) && Number.isFinite(state.lastUpdate)
  );
}

/** The transporter's stateful host: the stored state with the methods it asks. */
function statefulHost<H extends Host>(host: H, {status, lastUpdate}: HostState) {
  return {
    ...host,
    status,
    lastUpdate,
    isUp: () => status === 'up' || Date.now() - lastUpdate > HOST_RETRY_MS,
    isTimedOut: () => status === 'timed out' && Date.now() - lastUpdate <= HOST_RETRY_MS,
  };
}

/**
 * A hosts cache over `storage` (localStorage in the browser). Storage that throws (blocked, full)
 * is ignored: the state is then kept in memory for this page.
 */
export function createHostsCache(storage: StorageLike | null): HostsCache {
  const memory = new Map<string, HostState>();
  const read = (key: string): HostState | null => {
    try {
      const stored = storage?.getItem(key);
      if (stored) {
        const state: unknown = JSON.parse(stored);
        if (isHostState(state)) return state;
      }
    } catch {
      // Unreadable or malformed: the memory copy, or none.
    }
    return memory.get(key) ?? null;
  };
  const write = (key: string, state: HostState | null) => {
    if (state) memory.set(key, state);
    else memory.delete(key);
    try {
      if (state) storage?.setItem(key, JSON.stringify(state));
      else storage?.removeItem(key);
    } catch {
      // Kept in memory only.
    }
  };

  const cache = {
    async get(key: Host, defaultValue: () => Promise<unknown>) {
      const name = keyOf(key);
      const state = read(name);
      if (state && Date.now() - state.lastUpdate <= HOST_RETRY_MS) return statefulHost(key, state);
      // Expired: the host is up again, and its entry is no longer needed.
      if (state) write(name, null);
      return defaultValue();
    },
    async set(key: Host, value: HostState) {
      write(keyOf(key), {status: value.status, lastUpdate: value.lastUpdate});
      return value;
    },
    async delete(key: Host) {
      write(keyOf(key), null);
    },
    async clear() {
      for (const name of [...memory.keys()]) write(name, null);
    },
  };
  return cache as unknown as HostsCache;
}

/** localStorage when the browser lets the page use it. */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
