/**
 * When the service worker runs in offline mode (precaching the site). Each configured strategy
 * can turn it on; `queryString` is sticky: `?offlineMode=true` keeps it on in this browser until
 * `?offlineMode=false`, so typing another address does not silently drop the offline copy.
 */
export type OfflineModeStrategy = 'appInstalled' | 'queryString' | 'standalone' | 'mobile' | 'saveData' | 'always';

/** Storage keys (before the site's storage suffix) of the visitor's offline choices. */
export const OFFLINE_MODE_STORAGE_KEY = 'apis.pwa.offlineMode';
export const APP_INSTALLED_STORAGE_KEY = 'apis.pwa.appInstalled';

/** Same breakpoint as the theme's mobile layout. */
export const MOBILE_MAX_WIDTH = 996;

export interface BrowserSignals {
  search: string;
  viewportWidth: number;
  saveData: boolean;
  standalone: boolean;
  appInstalled: boolean;
  /** Whether `?offlineMode=true` was seen before in this browser. */
  queryStringRemembered: boolean;
}

/** `true`/`false` when the address says so, `undefined` when it does not mention offline mode. */
export function offlineModeInQuery(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('offlineMode');
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function activeStrategies(strategies: readonly OfflineModeStrategy[], signals: BrowserSignals): OfflineModeStrategy[] {
  const queryChoice = offlineModeInQuery(signals.search);
  const isActive: Record<OfflineModeStrategy, boolean> = {
    always: true,
    mobile: signals.viewportWidth <= MOBILE_MAX_WIDTH,
    saveData: signals.saveData,
    appInstalled: signals.appInstalled,
    standalone: signals.standalone,
    queryString: queryChoice ?? signals.queryStringRemembered,
  };
  return strategies.filter((strategy) => isActive[strategy]);
}

/** The service worker URL carries the mode, so each mode is its own worker script. */
export function serviceWorkerUrl(baseUrl: string, offlineMode: boolean, debug: boolean): string {
  return `${baseUrl}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug}))}`;
}
