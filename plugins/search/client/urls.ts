/** `/search?q=…` for a query. */
export function searchPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** Hits carry absolute URLs; links inside the site become paths so the client router handles them. */
export function toSitePath(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    if (parsed.origin !== new URL(siteUrl).origin) return url;
    // The URL parser percent-encodes Chinese paths and anchors; keep them readable.
    return decodeURI(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  } catch {
    return url;
  }
}
