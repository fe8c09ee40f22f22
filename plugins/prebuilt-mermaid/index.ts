import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Mermaid ships an ES-module build of itself, already minified and split per diagram type. The
 * browser loads that build from the build folder instead of the bundler compiling Mermaid's sources
 * (cytoscape, d3, KaTeX, langium …) for the client and the server on every build: about 4 s of a
 * 16 s bundling step, for the few pages that draw diagrams.
 */

/** Mermaid's ES-module build in the package: the entry and the folder of chunks it imports by relative path. */
const ENTRY_MODULE = 'mermaid.esm.min.mjs';
const CHUNKS_DIR = 'chunks/mermaid.esm.min';

/** The folder of the build's copies; the offline precache leaves it out (config/pwa.ts). */
export const PREBUILT_MERMAID_ROOT = 'assets/mermaid/';

/**
 * A relative module specifier in an import (`from"./a.mjs"`, `import("./a.mjs")`, `import"./a.mjs"`),
 * as an ES-module bundle writes them. Other strings that look like paths (module ids inside bundled
 * CommonJS code) are not imports.
 */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"'\s]+?)\2/g;

export interface PrebuiltMermaid {
  version: string;
  /** The package's `dist` folder. */
  distDir: string;
}

export function locatePrebuiltMermaid(): PrebuiltMermaid {
  const packageFile = require.resolve('mermaid/package.json');
  const {version} = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as {version: string};
  return {version, distDir: path.join(path.dirname(packageFile), 'dist')};
}

/** The copies' folder in the build; the version in the path lets browsers keep them for good. */
export function prebuiltMermaidDir(version: string): string {
  return `${PREBUILT_MERMAID_ROOT}${version}`;
}

export function prebuiltMermaidUrl(baseUrl: string, version: string): string {
  return `${baseUrl}${prebuiltMermaidDir(version)}/${toJsName(ENTRY_MODULE)}`;
}

function toJsName(file: string): string {
  return file.replace(/\.mjs$/, '.js');
}

/**
 * The modules as copied: `.js` names, the extension every static host serves as JavaScript (a module
 * script of another type is refused), and their imports of one another renamed to match.
 */
export function renamedModules(modules: ReadonlyMap<string, string>): Map<string, string> {
  const renameImport = (_match: string, keyword: string, quote: string, specifier: string) => `${keyword}${quote}${toJsName(specifier)}${quote}`;
  return new Map([...modules].map(([file, code]) => [toJsName(file), code.replace(RELATIVE_IMPORT, renameImport)]));
}

/**
 * Relative imports among `modules` (code by path) that name no module of the set, as
 * `file → specifier`: an upgrade of Mermaid that moved its chunks, or imported them otherwise, shows here.
 */
export function unresolvedImports(modules: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, code] of modules) {
    for (const [, , , specifier] of code.matchAll(RELATIVE_IMPORT)) {
      if (!modules.has(path.posix.join(path.posix.dirname(file), specifier!))) problems.push(`${file} → ${specifier}`);
    }
  }
  return problems;
}

/** Mermaid's ES-module build as files by path relative to `distDir` (source maps stay behind). */
export function readPrebuiltModules(distDir: string): Map<string, string> {
  const chunks = fs
    .readdirSync(path.join(distDir, CHUNKS_DIR))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `${CHUNKS_DIR}/${name}`);
  return new Map([ENTRY_MODULE, ...chunks].map((file) => [file, fs.readFileSync(path.join(distDir, file), 'utf8')]));
}

/** Writes the renamed copies under `outDir`; returns how many. Throws, naming them, on imports the copies cannot satisfy. */
export function writePrebuiltMermaid({version, distDir}: PrebuiltMermaid, outDir: string): number {
  const modules = renamedModules(readPrebuiltModules(distDir));
  const unresolved = unresolvedImports(modules);
  if (unresolved.length > 0) {
    throw new Error(`prebuilt-mermaid: Mermaid ${version} (${distDir}) imports modules its ES-module build does not have:\n  ${unresolved.join('\n  ')}`);
  }
  const target = path.join(outDir, prebuiltMermaidDir(version));
  for (const [file, code] of modules) {
    fs.mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
    fs.writeFileSync(path.join(target, file), code);
  }
  return modules.size;
}

export default function prebuiltMermaidPlugin(context: LoadContext): Plugin {
  const mermaid = locatePrebuiltMermaid();
  return {
    name: 'prebuilt-mermaid',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server never draws a diagram (the theme draws them in an effect), so `mermaid` is empty there.
      const alias: Record<string, string | false> = {mermaid$: isServer ? false : path.join(__dirname, 'client', 'mermaid.ts')};
      const url = prebuiltMermaidUrl(context.siteConfig.baseUrl, mermaid.version);
      return {resolve: {alias}, plugins: [new currentBundler.instance.DefinePlugin({__PREBUILT_MERMAID_URL__: JSON.stringify(url)})]};
    },
    // Synchronous, and the precache leaves these files out anyway (config/pwa.ts): no plugin waits on it.
    async postBuild({outDir}) {
      const files = writePrebuiltMermaid(mermaid, outDir);
      console.log(`[prebuilt-mermaid] Mermaid ${mermaid.version}: ${files} modules in ${prebuiltMermaidDir(mermaid.version)}/`);
    },
  };
}
