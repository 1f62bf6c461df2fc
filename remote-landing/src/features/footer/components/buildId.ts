/**
 * The id of this remote's build. The bundler replaces `process.env.LECTERN_BUILD_ID` with
 * a string literal; where nothing replaced it (no `process` in the browser) it is 'dev'.
 */
export function buildId(): string {
  try {
    return process.env.LECTERN_BUILD_ID ?? 'dev';
  } catch {
    return 'dev';
  }
}
