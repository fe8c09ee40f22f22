/** Where the catalogue lives on the site: one place for every route and file path it has. */

/** URL of a category's English-titled page in the developer docs. */
export function categoryPermalink(slug: string): string {
  return `/google/api/${slug}`;
}

/** URL of a category's Chinese-titled guide in the developer docs. */
export function guidePermalink(slug: string): string {
  return `/google/apiszh/${slug}`;
}

/** One API's row on its category page: the row's id is the API's id. */
export function apiAnchorPermalink(categorySlug: string, id: string): string {
  return `${categoryPermalink(categorySlug)}#${id}`;
}

/** The explorer, which searches the whole catalogue. */
export const EXPLORER_PATH = '/community/public-apis';

/** The explorer opened on one API's details: the API's permalink. */
export function apiPermalink(id: string): string {
  return `${EXPLORER_PATH}?api=${encodeURIComponent(id)}`;
}

/** The static JSON API, versioned: a new version gets a new folder, v1 keeps its shapes. */
export const JSON_API_PATH = '/catalogue/v1';

/** Files of the JSON API, relative to JSON_API_PATH. */
export const JSON_API_FILES = {
  apis: 'apis.json',
  categories: 'categories.json',
  category: (slug: string) => `categories/${slug}.json`,
  openapi: 'openapi.json',
} as const;
