/**
 * Service-worker registration (plugin-pwa option `swRegister`). It replaces the stock module to
 * keep `?offlineMode=true` on across visits and to ask the visitor only about real updates:
 * a switch between offline and online-only mode, or a first install, takes over silently.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  APP_INSTALLED_STORAGE_KEY,
  OFFLINE_MODE_STORAGE_KEY,
  activeStrategies,
  offlineModeInQuery,
  serviceWorkerUrl,
  type OfflineModeStrategy,
} from '../shared/offlineMode';
import {watchForWaitingWorker} from './waitingWorker';

// Provided by @docusaurus/plugin-pwa at build time.
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as OfflineModeStrategy[];
const WORKER_URL = process.env.PWA_SERVICE_WORKER_URL!;
const DEBUG = Boolean(process.env.PWA_DEBUG);

const queryStringChoice = createStorageSlot(OFFLINE_MODE_STORAGE_KEY);
const appInstalledFlag = createStorageSlot(APP_INSTALLED_STORAGE_KEY);

declare global {
  interface Navigator {
    getInstalledRelatedApps?: () => Promise<{platform: string}[]>;
    connection?: {saveData?: boolean};
    /** iOS Safari home-screen apps. */
    standalone?: boolean;
  }
}

async function isRelatedAppInstalled(): Promise<boolean> {
  try {
    return (await navigator.getInstalledRelatedApps?.())?.some((app) => app.platform === 'webapp') ?? false;
  } catch {
    // Throws inside iframes.
    return false;
  }
}

function rememberQueryStringChoice(): void {
  const choice = offlineModeInQuery(window.location.search);
  if (choice === true) queryStringChoice.set('true');
  if (choice === false) queryStringChoice.del();
}

async function isOfflineModeEnabled(): Promise<boolean> {
  const strategies = activeStrategies(STRATEGIES, {
    search: window.location.search,
    viewportWidth: window.innerWidth,
    saveData: Boolean(navigator.connection?.saveData),
    standalone: window.matchMedia('(display-mode: standalone)').matches || navigator.standalone === true,
    appInstalled: appInstalledFlag.get() === 'true' || (await isRelatedAppInstalled()),
    queryStringRemembered: queryStringChoice.get() === 'true',
  });
  if (DEBUG) console.log('[apis-pwa] offline mode strategies active:', strategies);
  return strategies.length > 0;
}

async function register(): Promise<void> {
  rememberQueryStringChoice();
  const offlineMode = await isOfflineModeEnabled();
  const url = serviceWorkerUrl(WORKER_URL, offlineMode, DEBUG);
  let asked = false;

  // Acts on the worker that was reported waiting, so taking over needs no second read of the registration.
  const handleWaiting = async (waiting: ServiceWorker) => {
    const skipWaiting = () => waiting.postMessage({type: 'SKIP_WAITING'});
    const controller = navigator.serviceWorker.controller;
    const sameMode = controller !== null && new URL(controller.scriptURL).search === new URL(url, window.location.href).search;
    // Online-only workers cache nothing, so they can always take over; so can a mode switch.
    if (!offlineMode || !sameMode) {
      skipWaiting();
      return;
    }
    if (asked) return;
    asked = true;
    const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
    await renderReloadPopup({
      onReload() {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
        skipWaiting();
      },
    });
  };

  const registration = await navigator.serviceWorker.register(url);
  // The mode this page asked for, on <html> for styles and diagnostics (the e2e tests wait on it).
  document.documentElement.dataset.offlineMode = String(offlineMode);
  watchForWaitingWorker(registration, navigator.serviceWorker, (worker) => void handleWaiting(worker));
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  window.addEventListener('appinstalled', () => appInstalledFlag.set('true'));
  const start = () =>
    register().catch((error: unknown) => {
      // The site works without a worker (private windows may refuse one). Offline, a worker script
      // that changed mode cannot be fetched, and the current one keeps serving.
      if (navigator.onLine) console.warn('[apis-pwa] service worker not registered', error);
    });
  // After load: precaching does not compete with the page's own requests, and every client module
  // (the stored-settings migration runs after this one) has finished.
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), {once: true});
}
