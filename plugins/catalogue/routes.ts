/** URL of a category's English-titled page in the developer docs. */
export function catalogueCategoryPermalink(slug: string): string {
  return `/google/api/${slug}`;
}

/** URL of a category's Chinese-titled guide in the developer docs. */
export function catalogueGuidePermalink(slug: string): string {
  return `/google/apiszh/${slug}`;
}
