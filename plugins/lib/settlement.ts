/**
 * Plugins' postBuild steps run at once (Docusaurus starts them together), yet some read what others
 * write. A plugin that writes says when it is done through a promise in its content, settled from
 * outside (`settlement`):
 * - `pagesWritten`: it writes pages, which plugins/security-headers must read (plugins/redirects);
 * - `beforePrecache`: it writes files the offline precache (plugins/pwa) must hash as they end up
 *   (the search index, the pages once they carry their policy).
 */
export interface Settlement {
  promise: Promise<void>;
  /** Resolves the promise, or rejects it with `error`. */
  settle: (error?: unknown) => void;
}

export function settlement(): Settlement {
  let settle!: Settlement['settle'];
  const promise = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // The plugin that fails reports its own error; a waiter must not crash the build on it unhandled.
  promise.catch(() => undefined);
  return {promise, settle};
}

export interface PagesWrittenContent {
  pagesWritten: Promise<void>;
}

export interface BeforePrecacheContent {
  beforePrecache: Promise<void>;
}

type Stage = keyof PagesWrittenContent | keyof BeforePrecacheContent;

/** The promises loaded plugins' contents hold for a stage. */
export function waitsFor(plugins: readonly {content: unknown}[], stage: Stage): Promise<void>[] {
  return plugins.flatMap(({content}) => {
    const wait = (content as Partial<Record<Stage, unknown>> | null | undefined)?.[stage];
    return wait instanceof Promise ? [wait as Promise<void>] : [];
  });
}
