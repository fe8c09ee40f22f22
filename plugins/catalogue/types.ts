/** One public API of the catalogue (src/data/catalogue/<category>.json). */
export type CatalogueAuth = 'apiKey' | 'OAuth' | 'X-Mashape-Key' | 'User-Agent' | null;
export type CorsSupport = 'yes' | 'no' | 'unknown';

export interface CatalogueApi {
  name: string;
  url: string;
  auth: CatalogueAuth;
  https: boolean;
  cors: CorsSupport;
  /** The source list's English phrase, kept for reference and English search. */
  description: string;
  descriptionZh: string;
}

export interface CatalogueCategory {
  /** English category name, as in the source list. */
  category: string;
  slug: string;
  nameZh: string;
  apis: CatalogueApi[];
}
