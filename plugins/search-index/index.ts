/**
 * Docusaurus plugin 'search-index': after the build, extracts DocSearch records from the built
 * HTML and writes a sharded MiniSearch index the search modal loads piece by piece.
 *
 * Layout: node/ runs at build time (extraction, serialization), client/ in the browser (loading,
 * querying, highlighting, the DocSearch client stand-in), shared/ on both sides (tokenizer,
 * record types, the file format).
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {SearchBuildInput, SearchBuildSummary} from './node/collect';
import {runInWorker} from '../lib/in-worker';
import type {IndexScope} from './node/routes';
import {SYNONYMS_FILE, loadSynonyms} from './node/synonyms';
import type {SynonymGroup} from './shared/synonyms';
import {settlement, type BeforePrecacheContent} from '../lib/settlement';

// A type, not an interface: the site config's plugin list takes options with an index signature.
export type SearchIndexOptions = IndexScope & {
  /** Origin the record URLs start with; defaults to the site's `url`. */
  siteUrl?: string;
  /** The synonym list, relative to the site; default src/data/search-synonyms.json (node/synonyms.ts). */
  synonymsFile?: string;
};

/** What the plugin loads: the synonyms, checked before anything is built, and the promise the precache waits on. */
export type SearchIndexContent = BeforePrecacheContent & {synonyms: SynonymGroup[]};

/** A route path as normalisePath writes them: "/tests", "/google" (no trailing slash, no empty segment). */
const routePrefix = Joi.string().pattern(/^\/([^/]+(\/[^/]+)*)?$/, 'route path such as "/tests", without a trailing "/"');

const OPTIONS_SCHEMA = Joi.object<SearchIndexOptions>({
  siteUrl: Joi.string().uri({scheme: ['https', 'http']}),
  excludedRoutes: Joi.array().items(routePrefix).required(),
  docsSections: Joi.array()
    .items(Joi.object({path: routePrefix.required(), shortTitle: Joi.string().trim().min(1).required()}).unknown())
    .unique('path')
    .required(),
  siteKeywords: Joi.array().items(Joi.string().trim().min(1)).required(),
  synonymsFile: Joi.string().pattern(/\.json$/, 'a .json file'),
});

export function validateOptions({validate, options}: OptionValidationContext<SearchIndexOptions, SearchIndexOptions>): SearchIndexOptions {
  return validate(OPTIONS_SCHEMA, options);
}

/** Global data of this plugin: the folder the browser reads the index files from. */
export interface SearchIndexGlobalData {
  indexUrl: string;
  version: string;
}

/**
 * The bundle (with the index URL in it) is written before the index exists, so the file name
 * cannot be a hash of its content: a per-build token keeps browsers from reusing an old index.
 */
export function createBuildVersion(): string {
  return createHash('sha256').update(`${Date.now()}:${Math.random()}`).digest('hex').slice(0, 10);
}

/** URL of the folder holding one build's index files (shared/format.ts). */
export function indexUrlFor(baseUrl: string, version: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}search/${version}/`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin<SearchIndexContent> {
  const version = createBuildVersion();
  const siteUrl = options.siteUrl || context.siteConfig.url;
  const siteTitle = context.siteConfig.title;
  const indexWritten = settlement();
  const synonymsFile = options.synonymsFile ?? SYNONYMS_FILE;
  return {
    name: 'search-index',
    getPathsToWatch() {
      return [path.join(context.siteDir, synonymsFile)];
    },
    // The offline precache (plugins/pwa) includes the index, so it waits until the index is written.
    async loadContent() {
      return {beforePrecache: indexWritten.promise, synonyms: loadSynonyms(context.siteDir, synonymsFile)};
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({indexUrl: indexUrlFor(context.siteConfig.baseUrl, version), version} satisfies SearchIndexGlobalData);
    },
    async postBuild({outDir, routesPaths, content}) {
      try {
        const started = Date.now();
        const {excludedRoutes, docsSections, siteKeywords} = options;
        const input: SearchBuildInput = {outDir, routesPaths, siteUrl, siteTitle, excludedRoutes, docsSections, siteKeywords, version, synonyms: content.synonyms};
        const summary = await runInWorker<SearchBuildInput, SearchBuildSummary>(path.join(__dirname, 'node', 'collect.ts'), 'buildSearchFiles', input);
        const {records, indexedPages, skippedPages, written} = summary;
        console.log(
          `[search-index] ${records} records from ${indexedPages} pages (${skippedPages} skipped): ` +
            `${path.relative(outDir, written.dir)}/ ${written.files} files, ${formatBytes(written.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        indexWritten.settle();
      } catch (error) {
        indexWritten.settle(error);
        throw error;
      }
    },
  };
}
