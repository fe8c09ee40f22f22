import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {UPSTREAM_INTERNALS, type UpstreamInternal} from '../upstream-internals';

const ROOT = path.resolve(__dirname, '../../..');
const REGISTRY = 'src/lib/upstream-internals.ts';
/** Parts of the registry kept in files of their own (the search entries). */
const REGISTRY_PARTS = 'src/lib/upstream-internals/';

/** The folder of `name` as Node resolves it from `fromDir`: the nearest node_modules/<name> upwards. */
function packageDir(name: string, fromDir = ROOT): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

function installedVersion(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

function shortHash(file: string): string | null {
  return fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16) : null;
}

function changedUpstreamFiles(entry: UpstreamInternal, dir: string): string[] {
  return Object.entries(entry.upstreamFiles ?? {})
    .filter(([file, hash]) => shortHash(path.join(dir, file)) !== hash)
    .map(([file]) => `${entry.package}/${file}`);
}

function explain(entry: UpstreamInternal, problem: string, changed: string[]): string {
  return [
    problem,
    `  relied on: ${entry.what}`,
    `  used in:   ${entry.usedIn.join(', ')}`,
    `  why:       ${entry.reason}`,
    `  re-check:  ${entry.recheck}`,
    ...(changed.length > 0 ? [`  upstream files that changed: ${changed.join(', ')}`] : []),
    `  then update checkedVersion${entry.upstreamFiles ? ' and upstreamFiles' : ''} of this entry in ${REGISTRY}.`,
  ].join('\n');
}

for (const entry of UPSTREAM_INTERNALS) {
  test(`${entry.package} ${entry.checkedVersion}: ${entry.what}`, () => {
    const dir = packageDir(entry.package);
    assert.ok(dir, `${entry.package} is not installed: ${REGISTRY} lists it for ${entry.usedIn.join(', ')}`);
    const installed = installedVersion(dir);
    const changed = changedUpstreamFiles(entry, dir);
    assert.equal(
      installed,
      entry.checkedVersion,
      explain(entry, `${entry.package} is now ${installed}, but this was checked against ${entry.checkedVersion}.`, changed),
    );
    assert.deepEqual(changed, [], explain(entry, `${entry.package} ${installed}: files we depend on differ from when we checked.`, changed));

    if (entry.sameCopyAs) {
      const owner = packageDir(entry.sameCopyAs);
      assert.ok(owner, `${entry.sameCopyAs} is not installed`);
      assert.equal(
        packageDir(entry.package, owner),
        dir,
        explain(entry, `${entry.sameCopyAs} now resolves its own copy of ${entry.package}: configuring ours no longer reaches it.`, []),
      );
    }

    for (const file of entry.usedIn) assert.ok(fs.existsSync(path.join(ROOT, file)), `${REGISTRY}: ${file} no longer exists; update the entry "${entry.what}"`);
    if (entry.kind === 'copy') {
      const marker = `${entry.package} ${entry.checkedVersion}`;
      assert.ok(
        fs.readFileSync(path.join(ROOT, entry.usedIn[0]!), 'utf8').includes(marker),
        `${entry.usedIn[0]} must say which upstream version it was copied from ("${marker}")`,
      );
    }
  });
}

/** Ways of reaching into a package that the registry must account for. */
const INTERNAL_USE_PATTERNS: [RegExp, string][] = [
  [/@docusaurus\/theme-common\/internal\b/, '@docusaurus/theme-common/internal'],
  [/@docusaurus\/[\w-]+\/(lib|src)\//, 'a file inside a @docusaurus package'],
  [/\bdocusaurusRoot\b/, 'window.docusaurusRoot'],
  [/prism-react-renderer\/dist\b|import (?!type )[^;]*from ['"]prism-react-renderer['"]/, 'prism-react-renderer (aliased to a stand-in)'],
  [/registry\.js\b/, 'the generated chunk registry'],
  [/docsSidebars|useDocById/, 'the docs version metadata'],
  [/\b_(index|tree|documentIds|fieldLength|storedFields)\b/, 'MiniSearch private fields'],
  [/@theme-original\//, 'a wrapped theme component'],
  [/@generated\/site-storage/, '@generated/site-storage'],
  [/routesChunkNames\.json|client-manifest\.json/, 'Docusaurus build files'],
  [/allContent\[/, 'another plugin’s loaded content'],
  [/__docusaurus_skipToContent_fallback/, 'the theme’s content element id'],
  [/@docsearch\/react\//, 'a DocSearch entry point'],
  [/process\.env\.PWA_/, 'plugin-pwa build constants'],
  [/data-announcement-bar-initially-dismissed/, 'the theme’s inline script attributes'],
];

const SCANNED = ['src', 'plugins', 'config', 'docusaurus.config.ts'];
const SKIPPED_DIRS = new Set(['__tests__', '__relevance__', 'node_modules']);

function sourceFiles(relative: string, out: string[] = []): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return out;
  if (fs.statSync(full).isFile()) {
    if (/\.(tsx?|m?js|cjs)$/.test(relative)) out.push(relative);
    return out;
  }
  for (const entry of fs.readdirSync(full, {withFileTypes: true})) {
    if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(path.posix.join(relative, entry.name), out);
  }
  return out;
}

test(`every use of an upstream internal is listed in ${REGISTRY}`, () => {
  const listed = new Set(UPSTREAM_INTERNALS.flatMap((entry) => entry.usedIn));
  const uses: string[] = [];
  for (const file of SCANNED.flatMap((dir) => sourceFiles(dir))) {
    if (file === REGISTRY || file.startsWith(REGISTRY_PARTS)) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [pattern, label] of INTERNAL_USE_PATTERNS) if (pattern.test(text)) uses.push(`${file}: ${label}`);
  }
  // The scan finds what it is meant to find.
  assert.ok(uses.includes('plugins/search-index/client/sharded-index.ts: MiniSearch private fields'), uses.join('\n'));
  assert.ok(uses.includes('plugins/pwa/client/offlineShell.ts: window.docusaurusRoot'), uses.join('\n'));
  const unlisted = uses.filter((use) => !listed.has(use.slice(0, use.indexOf(': '))));
  assert.deepEqual(unlisted, [], `add these to ${REGISTRY} with the reason and what to re-check on upgrades`);
});

test(`every theme component the site swizzles is listed in ${REGISTRY}`, () => {
  const listed = new Set(UPSTREAM_INTERNALS.flatMap((entry) => entry.usedIn));
  // A plugin's theme folder also holds components of its own; those replacing the classic theme's count.
  const classicTheme = path.join(packageDir('@docusaurus/theme-classic')!, 'lib/theme');
  const replacesClassic = (file: string) => fs.existsSync(path.join(classicTheme, file.replace(/^plugins\/[^/]+\/theme\//, '').replace(/\.tsx$/, '.js')));
  const pluginThemes = fs.readdirSync(path.join(ROOT, 'plugins')).flatMap((name) => sourceFiles(`plugins/${name}/theme`)).filter(replacesClassic);
  const components = [...sourceFiles('src/theme'), ...pluginThemes].filter((file) => /\/index\.tsx$/.test(file));
  assert.ok(components.includes('plugins/code-highlight/theme/CodeBlock/index.tsx'), 'plugin theme folders are scanned');
  assert.ok(components.length > 0);
  assert.deepEqual(
    components.filter((file) => !listed.has(file)),
    [],
    'a wrapper or a replacement of a theme component depends on that component: list it with the theme version',
  );
});
