import type {Locator, Page, Request, Route} from '@playwright/test';
import {expect, openTryIt, visit} from '../fixtures';
import {featuredApis} from './site-data';
import type {FeaturedApi} from '../../plugins/featured-apis/shared/types';

/**
 * The /fo/N pages: read from the same data file the site is built from, so the order and names follow the data.
 * Third-party API hosts are intercepted with page.route; nothing leaves 127.0.0.1.
 */
export const apis: FeaturedApi[] = featuredApis;

export function apiById(id: string): {api: FeaturedApi; index: number} {
  const index = apis.findIndex((api) => api.id === id);
  expect(index, `API ${id} in the data file`).toBeGreaterThanOrEqual(0);
  return {api: apis[index]!, index};
}

/** Waits for hydration and for the try-it panel, whose code loads when it comes into view. */
export async function openApi(page: Page, index: number): Promise<Locator> {
  await visit(page, `/fo/${index}`);
  return openTryIt(page);
}

export function tryIt(page: Page): Locator {
  return page.getByRole('region', {name: '在线试用'});
}

export function endpointSection(page: Page, endpointId: string): Locator {
  return page.locator(`section:has(> h3#endpoint-${endpointId})`);
}

/** Records every request to the API's origin and answers it with `respond`. */
export async function interceptApi(
  page: Page,
  api: FeaturedApi,
  respond: (route: Route, request: Request) => Promise<void>,
): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${new URL(api.baseUrl).origin}/**`, async (route, request) => {
    // Playwright answers CORS preflights itself; should one arrive here, allow it without counting it.
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': '*',
        },
      });
      return;
    }
    seen.push(request);
    await respond(route, request);
  });
  return seen;
}
