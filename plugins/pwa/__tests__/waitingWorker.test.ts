import {test} from 'node:test';
import assert from 'node:assert/strict';
import {watchForWaitingWorker, type WorkerContainer} from '../client/waitingWorker';

/** Just enough of the browser's objects: lifecycle events are plain EventTarget events here. */
class FakeWorker extends EventTarget {
  constructor(
    readonly scriptURL: string,
    public state: ServiceWorkerState = 'installing',
  ) {
    super();
  }
  advance(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new worker in the installing slot, as the browser lists it at `updatefound`. */
  startInstalling(scriptURL: string, state: ServiceWorkerState = 'installing'): FakeWorker {
    this.installing = new FakeWorker(scriptURL, state);
    return this.installing;
  }
  /** What the browser does when a worker finishes installing: the registration first, then the worker. */
  install(worker: FakeWorker): void {
    this.installing = null;
    this.waiting = worker;
    worker.advance('installed');
  }
}

const controlled: WorkerContainer = {controller: new FakeWorker('sw.js?old', 'activated') as unknown as ServiceWorker};

function watch(registration: FakeRegistration, container = controlled): string[] {
  const seen: string[] = [];
  watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration, container, (worker) => seen.push(worker.scriptURL));
  return seen;
}

test('a worker already waiting is reported at once', () => {
  const registration = new FakeRegistration();
  registration.waiting = new FakeWorker('sw.js?new', 'installed');
  assert.deepEqual(watch(registration), ['sw.js?new']);
});

test('a worker installing when the page looks is reported when it has installed', () => {
  const registration = new FakeRegistration();
  const worker = registration.startInstalling('sw.js?new');
  const seen = watch(registration);
  assert.deepEqual(seen, []);
  registration.install(worker);
  assert.deepEqual(seen, ['sw.js?new']);
});

test('a worker that finished installing before the page looked, still listed as installing, is reported', () => {
  // updatefound has already fired and the worker's state message came before the registration's.
  const registration = new FakeRegistration();
  registration.startInstalling('sw.js?new', 'installed');
  assert.deepEqual(watch(registration), ['sw.js?new']);
});

test('later updates are reported, each worker once whichever event sees it first', () => {
  const registration = new FakeRegistration();
  const seen = watch(registration);
  const worker = registration.startInstalling('sw.js?next');
  registration.dispatchEvent(new Event('updatefound'));
  registration.install(worker);
  // A second updatefound (the browser checking again) finds the same waiting worker.
  registration.dispatchEvent(new Event('updatefound'));
  assert.deepEqual(seen, ['sw.js?next']);
});

test('a first install, with no worker controlling the page, is not an update', () => {
  const registration = new FakeRegistration();
  const worker = registration.startInstalling('sw.js?first');
  const seen = watch(registration, {controller: null});
  registration.install(worker);
  assert.deepEqual(seen, []);
});
