/**
 * Whether a path names one of the builds' files (a script, a style sheet, an image, a remote's
 * manifest, /remotes.json), as against a page or the API. The one-origin server serves these
 * from disk and never answers them with a page (static/one-origin.ts); the load shedding never
 * refuses them, since a page already served is dead without its scripts (http/overload.ts).
 */
export function isBuildFilePath(urlPath: string): boolean {
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return false;
  const last = urlPath.split('/').pop() ?? '';
  return urlPath.startsWith('/remotes/') || /\.[^.]+$/.test(last);
}
