import {test, expect, expectNoNetworkLeaks, takeNetworkLeaks, visit} from './fixtures';

/** The seal of e2e/fixtures.ts, fed the defect it guards: a request that leaves the local server. */

// The site's Content-Security-Policy would stop these requests before the network: the seal is what
// is tested here, so the policy is set aside (e2e/security-policy.spec.ts tests the policy).
test.use({bypassCSP: true});

function request(url: string): string {
  return `fetch('${url}').then(() => 'answered', () => 'failed')`;
}

/** The leaks recorded so far, once at least one arrived (the browser reports a failure after the page saw it). */
async function recordedLeaks(): Promise<string[]> {
  const seen: string[] = [];
  await expect.poll(() => seen.push(...takeNetworkLeaks())).toBeGreaterThan(0);
  return seen;
}

test('a request to another host fails and is recorded with its URL', async ({page}) => {
  await visit(page, '/');
  expect(await page.evaluate(request('https://leak.example/probe?q=1'))).toBe('failed');
  expect(await recordedLeaks()).toEqual(['GET https://leak.example/probe?q=1']);
});

test('a context the test opens itself is sealed as well', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, bypassCSP: true});
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.evaluate(request('https://other.example/'))).toBe('failed');
  expect(await recordedLeaks()).toEqual(['GET https://other.example/']);
  await context.close();
});

test('an address literal, which no lookup stops, is recorded even when the test answers it', async ({page}) => {
  // Answered here so that nothing leaves the machine; the site itself never calls an address.
  await page.route('http://203.0.113.7/**', (route) => route.fulfill({body: 'ok', headers: {'access-control-allow-origin': '*'}}));
  await visit(page, '/');
  expect(await page.evaluate(request('http://203.0.113.7/ping'))).toBe('answered');
  expect(await recordedLeaks()).toEqual(['GET http://203.0.113.7/ping']);
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
  await expect.poll(() => {
    // The check every test runs when it ends (the sealedNetwork fixture), fed this leak.
    try {
      expectNoNetworkLeaks();
      return 'passed';
    } catch (error) {
      return String(error);
    }
  }).toMatch(/GET https:\/\/leak\.example\/unstubbed/);
  expect(takeNetworkLeaks(), 'the check took the leaks it reported').toEqual([]);
});
