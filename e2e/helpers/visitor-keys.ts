import type {BrowserContext, Page} from '@playwright/test';
import {keyName} from '../../plugins/visitor-keys/shared/storage';

/** The visitor's key for one API in this tab's sessionStorage and in the device's localStorage (plugins/visitor-keys/shared/storage.ts). */
export function storedKey(page: Page, apiId: string): Promise<{session: string | null; local: string | null}> {
  return page.evaluate((name) => ({session: sessionStorage.getItem(name), local: localStorage.getItem(name)}), keyName(apiId));
}

/** The origins of every request of the context that carries `key` in its URL, headers or body. */
export function requestsCarrying(context: BrowserContext, key: string): string[] {
  const carriers: string[] = [];
  context.on('request', (request) => {
    const headers = Object.values(request.headers()).join('\n');
    if ([request.url(), headers, request.postData() ?? ''].some((part) => part.includes(key))) {
      carriers.push(new URL(request.url()).origin);
    }
  });
  return carriers;
}
