// Runs the site checks on the real build (`npm test` builds first; BUILD_DIR picks another folder).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readSite} from '../site.mjs';
import {readPage} from '../read-page.mjs';
import {checkSite, formatFinding} from '../check.mjs';
import {Parser} from 'htmlparser2';
import {HTML_BUDGETS, precacheProblem} from '../budgets';
import {describe, firstLoadAssets, measurePage, overBudget} from '../page-weight';
import {ENTRY_SCRIPT} from '../../../plugins/lean-bundle/ssr-template';
import {all, readBuiltPage} from '../dom';
import {dialogStyleProblems} from '../../../plugins/docsearch-modal-css/check';
import postcss from 'postcss';
import {droppedClassUses} from '../../../plugins/lean-infima/check';
import {requiredClasses} from '../../../plugins/lean-infima/drop';
import {DROPPED_INFIMA_CLASSES} from '../../../plugins/lean-infima/dropped';
import {MERMAID_MARKER, precacheWeight, precachedUrls, scriptsContaining} from '../precache.mjs';
import {PREBUILT_MERMAID_ROOT} from '../../../plugins/prebuilt-mermaid';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), `${buildDir} has no build: run the build first`);
const site = readSite(buildDir);

// The links and rendered-Markdown checks of the whole build are `npm run check:site -- build`, which
// npm test runs before these tests (scripts/check-site.mjs); here they are fed defects on a real page.
test('check:site finds a broken link, a broken anchor and an unrendered admonition injected into a real page', (t) => {
  const target = site.pages.get('/google/ccxt');
  assert.ok(target, 'the build has /google/ccxt');
  const html = fs.readFileSync(target.file, 'utf8');
  const injected = html.replace(
    '<article>',
    '<article><p>:::warning 风险提示<p>见<a href=/no-such-page-xyz>此处</a>和<a href=/google/ccxt#no-such-anchor>这一节</a>',
  );
  assert.notEqual(injected, html, 'the page has an <article> to inject into');
  const copy = {...target, ...readPage(injected)};
  const pages = new Map(site.pages).set(target.path, copy);
  const byFile = new Map(site.byFile).set(target.file, copy);
  const defective = {...site, pages, byFile};
  const before = checkSite(site);
  const {external, checked} = before;
  const externalTotal = [...external.values()].reduce((sum, count) => sum + count, 0);
  t.diagnostic(`${site.pages.size} pages, ${checked} internal references, ${externalTotal} external links to ${external.size} hosts (not fetched)`);
  // Guards the parser itself: a reader that misses unquoted attributes sees a handful per page.
  assert.ok(checked > 50 * site.pages.size, `only ${checked} internal references read in ${site.pages.size} pages`);
  // Only what the injection adds: problems already on the page are check:site's own run.
  const findings = (check: ReturnType<typeof checkSite>) => check.findings.map(formatFinding);
  const added = findings(checkSite(defective)).filter((line) => !findings(before).includes(line));
  assert.deepEqual(added, [
    'google/ccxt.html: broken link /no-such-page-xyz (no such page or file)',
    'google/ccxt.html: broken link /google/ccxt#no-such-anchor (no element with id or name "no-such-anchor")',
    'google/ccxt.html: unrendered Markdown, admonition fence ":::" in ":::warning 风险提示"',
  ]);
});

test('pages stay within their HTML byte budgets (brotli 11, scripts/site-checks/budgets.ts)', (t) => {
  const problems: string[] = [];
  for (const budget of HTML_BUDGETS) {
    const weight = measurePage(buildDir, budget.path);
    t.diagnostic(describe(weight));
    problems.push(...overBudget(weight, budget));
  }
  assert.deepEqual(problems, []);
});

test('a page names the main bundle as its only script, with its route chunks\' stylesheets; a docs page has only the first stylesheet (plugins/lean-bundle)', () => {
  // Docs pages (the catalogue's category pages too) find their layout's styles in the stylesheet every page loads.
  const stylesheetCounts = {'/': 2, '/google/ccxt': 1, '/learn/puppeteer': 1, '/google/api/development': 1, '/fo/0': 2, '/blog': 2};
  for (const [urlPath, count] of Object.entries(stylesheetCounts)) {
    const {scripts, stylesheets} = firstLoadAssets(fs.readFileSync(site.pages.get(urlPath)!.file, 'utf8'));
    assert.equal(scripts.length, 1, `${urlPath}: ${scripts.join(' ')}`);
    assert.match(scripts[0]!, ENTRY_SCRIPT, urlPath);
    assert.equal(stylesheets.length, count, `${urlPath} has ${count} stylesheet(s): ${stylesheets.join(' ')}`);
    assert.match(stylesheets[0]!, /\/assets\/css\/styles\.[0-9a-f]+\.css$/, urlPath);
  }
});

/** The files of a build folder with `extension`, code by URL (read once, for every test that needs them). */
const assetCache = new Map<string, Map<string, string>>();
function assets(dir: string, extension: string): Map<string, string> {
  const key = `${dir}*${extension}`;
  let files = assetCache.get(key);
  if (!files) {
    const names = fs.readdirSync(path.join(buildDir, dir)).filter((file) => file.endsWith(extension));
    files = new Map(names.map((file) => [`${dir}/${file}`, fs.readFileSync(path.join(buildDir, dir, file), 'utf8')]));
    assetCache.set(key, files);
  }
  return files;
}

test('route chunks are files named by their chunk names, so the main bundle carries no name → id table (plugins/lean-bundle/chunk-url.ts)', () => {
  const scripts = assets('assets/js', '.js');
  // Docusaurus names a route chunk by 8 hex digits of its module path's hash; the file is <name>.<content hash>.js.
  const names = [...scripts.keys()].flatMap((url) => /^assets\/js\/([0-9a-f]{8})\.[0-9a-f]{8}\.js$/.exec(url)?.[1] ?? []);
  assert.ok(names.length > 400, `${names.length} route chunks named by their chunk names`);
  const main = [...scripts].find(([url]) => ENTRY_SCRIPT.test(`/${url}`));
  assert.ok(main, 'the main bundle');
  // An entry of such a table, its key quoted or not: {"0a1b2c3d":"0a1b2c3d", or ,a1b2c3d4:"a1b2c3d4".
  const tabled = names.filter((name) => new RegExp(`[{,]"?${name}"?:"${name}"`).test(main[1]));
  assert.deepEqual(tabled, [], 'chunk names mapped to themselves in the main bundle');
});

test('the stylesheet every page loads styles the search button; the search dialog brings its own styles (plugins/docsearch-modal-css)', () => {
  const code = (files: Map<string, string>) => [...files.values()];
  assert.deepEqual(dialogStyleProblems({stylesheets: code(assets('assets/css', '.css')), scripts: code(assets('assets/js', '.js'))}), []);
});

test('no page or script uses an Infima class whose rules the stylesheets leave out, and none of them has a rule (plugins/lean-infima)', () => {
  const pages = [...site.pages.values()].map((page) => ({file: path.relative(buildDir, page.file), classes: page.classes}));
  assert.deepEqual(droppedClassUses({pages, scripts: assets('assets/js', '.js')}), []);
  const stylesheets = [...assets('assets/css', '.css').values()].join('\n');
  const required = new Set<string>();
  postcss.parse(stylesheets).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector)) required.add(name);
  });
  assert.deepEqual(DROPPED_INFIMA_CLASSES.filter((name) => required.has(name)), []);
  assert.match(stylesheets, /\.navbar__item\{/, 'Infima classes the site uses keep their rules');
});

test('the offline precache stays within its share of what the stock plugin would precache (budgets.ts)', (t) => {
  const weight = precacheWeight(buildDir);
  assert.ok(weight, 'the build has a service worker');
  t.diagnostic(`${weight.files} files, ${weight.bytes} bytes; stock globs ${weight.stockFiles} files, ${weight.stockBytes} bytes`);
  assert.equal(precacheProblem(weight), null);
  // The budget check itself, fed a precache just over the line.
  assert.match(precacheProblem({bytes: 301, stockBytes: 1000}) ?? '', /0\.301 of the stock globs/);
});

test('the HTML of /MapComponent holds the whole world map, so its first view downloads no map data', () => {
  const target = site.pages.get('/MapComponent');
  assert.ok(target, 'the build has /MapComponent');
  const labels: string[] = [];
  let inMap = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (inMap) inMap += 1;
      else if (name === 'svg' && attributes['data-testid'] === 'world-map') inMap = 1;
      if (inMap && name === 'path' && attributes.role === 'img' && attributes.tabindex === '0' && attributes['aria-label'] && attributes.d) {
        labels.push(attributes['aria-label']);
      }
    },
    onclosetag() {
      if (inMap) inMap -= 1;
    },
  });
  parser.end(fs.readFileSync(target.file, 'utf8'));
  assert.ok(labels.length >= 150, `${labels.length} focusable country paths in the server HTML`);
  assert.ok(labels.includes('中国（China）'));
});

/**
 * scripts/test.mjs builds build-alt from the sources without .git, as a source archive holds them:
 * the build must succeed and leave out the last-update line that the main build (inside Git) shows.
 */
test('a build from sources without Git succeeds and shows no last-update line', (t) => {
  const altDir = path.resolve(process.env.ALT_BUILD_DIR ?? 'build-alt');
  if (!fs.existsSync(path.join(altDir, 'index.html'))) {
    t.skip(`${altDir} has no build (npm test builds it)`);
    return;
  }
  const lastUpdateLines = (dir: string) => {
    const page = readBuiltPage(path.join(dir, 'google/ccxt.html'));
    return all('.theme-last-updated', page).length;
  };
  assert.equal(lastUpdateLines(buildDir), 1, 'the main build, made inside Git, shows when the page changed');
  assert.equal(lastUpdateLines(altDir), 0, 'the build without Git leaves the line out');
});

test('the offline precache leaves out the link-preview image, which no page shows (themeConfig.image)', () => {
  const urls = precachedUrls(buildDir);
  assert.ok(urls && urls.length > 100, `sw.js lists ${urls?.length ?? 'no'} precached files`);
  assert.ok(fs.existsSync(path.join(buildDir, 'img/social-card.png')), 'the build has the preview image');
  assert.ok(urls.includes('img/logo.svg'), 'the images the pages show stay');
  assert.ok(!urls.includes('img/social-card.png'), 'img/social-card.png is precached');
});

test('Mermaid comes as its own prebuilt modules, left out of the offline precache (plugins/prebuilt-mermaid, config/pwa.ts)', () => {
  const urls = precachedUrls(buildDir);
  assert.ok(urls && urls.length > 100, `sw.js lists ${urls?.length ?? 'no'} precached files`);
  // The bundler no longer compiles Mermaid: no chunk of it carries the marker.
  assert.deepEqual(scriptsContaining(assets('assets/js', '.js'), MERMAID_MARKER), []);
  const versions = fs.readdirSync(path.join(buildDir, PREBUILT_MERMAID_ROOT));
  assert.equal(versions.length, 1, `one Mermaid version in ${PREBUILT_MERMAID_ROOT}: ${versions.join(', ')}`);
  const mermaidDir = `${PREBUILT_MERMAID_ROOT}${versions[0]}`;
  const modules = new Map([...assets(mermaidDir, '.js'), ...assets(`${mermaidDir}/chunks/mermaid.esm.min`, '.js')]);
  // Guards the marker: if no module carries it any more, the checks above prove nothing.
  assert.notDeepEqual(scriptsContaining(modules, MERMAID_MARKER), [], `no Mermaid module contains "${MERMAID_MARKER}"`);
  assert.deepEqual(urls.filter((url) => url.startsWith(PREBUILT_MERMAID_ROOT)), []);
});
