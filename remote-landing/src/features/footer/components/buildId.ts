/**
 * The id of this remote's build, or null when it has none. The bundler replaces
 * `process.env.LECTERN_BUILD_ID` with a string literal (rspack.config.mjs: the deploy's id, the
 * commit or the version); where nothing replaced it (a test, no `process` in the browser) there
 * is no id, and the footer says nothing rather than something made up.
 */
export function buildId(): string | null {
  try {
    return process.env.LECTERN_BUILD_ID || null;
  } catch {
    return null;
  }
}
