import type {CatalogueAuth, CatalogueEntry, CorsSupport, LinkStatus, Verification} from './types';

/**
 * The one encoding of an API in the generated modules: a positional row. 1,695 objects repeating
 * eleven key names would add about a fifth to what the explorer downloads. The category pages, the
 * explorer and the statistics all read rows through decodeRow.
 */
export type CatalogueRow = [
  id: string,
  name: string,
  url: string,
  category: string,
  auth: CatalogueAuth,
  https: boolean,
  cors: CorsSupport,
  description: string,
  descriptionZh: string,
  verification: Verification | null,
  link: LinkStatus | null,
];

export function encodeRow(entry: CatalogueEntry): CatalogueRow {
  return [
    entry.id,
    entry.name,
    entry.url,
    entry.category,
    entry.auth,
    entry.https,
    entry.cors,
    entry.description,
    entry.descriptionZh,
    entry.verification,
    entry.link,
  ];
}

export function decodeRow([id, name, url, category, auth, https, cors, description, descriptionZh, verification, link]: CatalogueRow): CatalogueEntry {
  return {id, name, url, category, auth, https, cors, description, descriptionZh, verification, link};
}
