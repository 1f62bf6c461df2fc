/** Google Identity Services (One Tap and the Google button), as Google's CSP guide lists them. */
export const GOOGLE_IDENTITY_SERVICES = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
} as const;

export interface ShellCspOptions {
  /** Allow Google Identity Services (only when Google sign-in is configured). */
  googleIdentityServices?: boolean;
}

/** The shell's Content-Security-Policy: no 'unsafe-eval'; inline scripts only by hash or nonce; remotes' origins may serve code and data. */
export function shellCsp(inlineScriptSources: string, remoteOrigins: string[], options: ShellCspOptions = {}): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  const gsi = options.googleIdentityServices ? GOOGLE_IDENTITY_SERVICES : null;
  const add = (source: string | undefined) => (source ? ` ${source}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptSources}${remotes}${add(gsi?.script)}`,
    // styled-components injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline'${add(gsi?.style)}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${remotes}${add(gsi?.connect)}`,
    ...(gsi ? [`frame-src 'self'${add(gsi.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
