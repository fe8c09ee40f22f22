/**
 * Build-time settings read from environment variables. Everything has a
 * working default so that `npm start` on a fresh clone needs no setup.
 */
export interface SiteEnv {
  /** Public origin of the deployed site, used for canonical URLs, sitemap and feeds. */
  siteUrl: string;
  /** Source repository shown in the navbar, footer and feature-request page. */
  repoUrl: string;
  /** Google Analytics (gtag.js) measurement id; analytics are off when empty. */
  gtagId: string | undefined;
  /** Hosted Algolia DocSearch; the built-in local index is used when any part is missing. */
  algolia: {appId: string; apiKey: string; indexName: string} | undefined;
  /** Hits the search dialog shows under one top-level heading; the search plugin's default (5) when unset. */
  searchMaxResultsPerGroup: number | undefined;
  /** Suffix appended to stored setting keys; settings under the old names are migrated. */
  storageNamespace: string | undefined;
  /** Release label shown in the footer (e.g. a commit id); none when empty. */
  release: string | undefined;
  /** Link status file of the catalogue, relative to the site; default src/data/catalogue-status.json. */
  catalogueStatusFile: string | undefined;
}

function readNonEmpty(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function readWholeNumber(name: string): number | undefined {
  const value = readNonEmpty(name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

export function readSiteEnv(): SiteEnv {
  const appId = readNonEmpty('ALGOLIA_APP_ID');
  const apiKey = readNonEmpty('ALGOLIA_API_KEY');
  const indexName = readNonEmpty('ALGOLIA_INDEX_NAME');
  return {
    siteUrl: (readNonEmpty('SITE_URL') ?? 'https://apis.example.com').replace(/\/+$/, ''),
    repoUrl: (readNonEmpty('REPO_URL') ?? 'https://github.com/apis-zh/apis').replace(/\/+$/, ''),
    gtagId: readNonEmpty('GTAG_ID'),
    algolia: appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined,
    searchMaxResultsPerGroup: readWholeNumber('SEARCH_MAX_RESULTS_PER_GROUP'),
    storageNamespace: readNonEmpty('STORAGE_NAMESPACE'),
    release: readNonEmpty('SITE_RELEASE'),
    catalogueStatusFile: readNonEmpty('CATALOGUE_STATUS_FILE'),
  };
}
