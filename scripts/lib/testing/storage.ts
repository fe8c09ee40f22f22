// Web Storage for unit tests of code that takes a Storage (the browser's is not there under Node).

export interface MemoryStorage extends Storage {
  /** The entries as a plain object, for deepEqual. */
  snapshot(): Record<string, string>;
}

/** An in-memory Storage holding `entries`, in insertion order as browsers keep them. */
export function memoryStorage(entries: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    snapshot: () => Object.fromEntries(map),
  };
}

/** Storage the browser refuses: every access throws, as with blocked cookies or private mode. */
export function refusingStorage(): MemoryStorage {
  const fail = (): never => {
    throw new Error('SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
    snapshot: () => ({}),
  };
}
