import {test, expect, expectNoNetworkLeaks, takeNetworkLeaks, visit} from './fixtures';

/** The seal of e2e/fixtures.ts, fed the defect it guards: a request that leaves the local server. */

function request(url: string): string {
  return `fetch('${url}').then(() => 'answered', () => 'failed')`;
}

test('a request to another host is aborted and recorded with its URL', async ({page}) => {
  await visit(page, '/');
  expect(await page.evaluate(request('https://leak.example/probe?q=1'))).toBe('failed');
  expect(takeNetworkLeaks()).toEqual(['GET https://leak.example/probe?q=1']);
});

test('a context the test opens itself is sealed as well', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL});
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.evaluate(request('https://other.example/'))).toBe('failed');
  await context.close();
  expect(takeNetworkLeaks()).toEqual(['GET https://other.example/']);
});

test('a host the test stubs is answered by the stub and is no leak', async ({page}) => {
  await page.route('https://api.example.com/**', (route) =>
    route.fulfill({json: {ok: true}, headers: {'access-control-allow-origin': '*'}}),
  );
  await visit(page, '/');
  expect(await page.evaluate(request('https://api.example.com/v1/ping'))).toBe('answered');
  expect(takeNetworkLeaks()).toEqual([]);
});

test('an unstubbed request to another host fails the test', async ({page}) => {
  await visit(page, '/');
  expect(await page.evaluate(request('https://leak.example/unstubbed'))).toBe('failed');
  // The check every test runs when it ends (the sealedNetwork fixture), fed this leak.
  expect(() => expectNoNetworkLeaks()).toThrow(/GET https:\/\/leak\.example\/unstubbed/);
  expect(takeNetworkLeaks(), 'the check took the leaks it reported').toEqual([]);
});
