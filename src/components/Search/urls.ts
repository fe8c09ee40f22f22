/** `/search?q=…` for a query. */
export function searchPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** Hits carry absolute URLs; links inside the site become paths so the client router handles them. */
export function toSitePath(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    return parsed.origin === new URL(siteUrl).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  } catch {
    return url;
  }
}
