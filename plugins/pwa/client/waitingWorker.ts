/** What the watcher reads of `navigator.serviceWorker`: a page with no controller has nothing to update. */
export interface WorkerContainer {
  readonly controller: ServiceWorker | null;
}

/**
 * Calls `onWaiting` once for each worker that has installed while another one controls the page:
 * one already waiting, one still installing, and every later update.
 *
 * The browser's lifecycle messages and the register() promise arrive separately: by the time the
 * page looks, `updatefound` may have fired and the new worker may already be installed. So every
 * event looks at the registration afresh, and each worker is reported once whichever event sees it
 * first.
 */
export function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  container: WorkerContainer,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  const reported = new WeakSet<ServiceWorker>();
  const consider = (worker: ServiceWorker | null) => {
    if (!worker || worker.state !== 'installed' || !container.controller || reported.has(worker)) return;
    reported.add(worker);
    onWaiting(worker);
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => consider(worker));
    consider(worker);
  };
  registration.addEventListener('updatefound', () => {
    follow(registration.installing);
    consider(registration.waiting);
  });
  follow(registration.installing);
  consider(registration.waiting);
}
