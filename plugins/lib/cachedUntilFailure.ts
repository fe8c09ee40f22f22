/**
 * Wraps a loader so that its promise is shared while it is pending or after it succeeded, and
 * forgotten when it fails: the next call tries again. A flaky connection must not disable a
 * feature until the page is reloaded.
 */
export function cachedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = Promise.resolve().then(load);
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}
