/** The shell's Content-Security-Policy: no 'unsafe-eval'; remotes' origins may serve code and data. */
export function shellCsp(inlineScriptHash: string, remoteOrigins: string[]): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHash}${remotes}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${remotes}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
