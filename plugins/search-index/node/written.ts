/**
 * Docusaurus runs every plugin's postBuild in parallel, so a plugin that needs the search index
 * on disk (the PWA precache scan) waits on this signal. The registry lives on globalThis because
 * Docusaurus may load each plugin module as a fresh instance.
 */
interface Signal {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const REGISTRY_KEY = Symbol.for('apis.search-index.written');

function signalFor(outDir: string): Signal {
  const holder = globalThis as typeof globalThis & {[REGISTRY_KEY]?: Map<string, Signal>};
  const registry = (holder[REGISTRY_KEY] ??= new Map<string, Signal>());
  let signal = registry.get(outDir);
  if (!signal) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A failed index build is reported by the search plugin itself; waiters must not crash on it unhandled.
    promise.catch(() => undefined);
    signal = {promise, resolve, reject};
    registry.set(outDir, signal);
  }
  return signal;
}

export function whenSearchIndexWritten(outDir: string): Promise<void> {
  return signalFor(outDir).promise;
}

export function reportSearchIndexWritten(outDir: string, error?: unknown): void {
  const signal = signalFor(outDir);
  if (error === undefined) signal.resolve();
  else signal.reject(error);
}
