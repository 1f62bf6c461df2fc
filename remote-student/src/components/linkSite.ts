/** The site a link material points at, as a person names it ("youtube.com"), or null for a bad URL. */
export function linkSite(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
