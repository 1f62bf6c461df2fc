import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@lectern/shared-api/contract';
import type { RemotesMap } from './remotes.ts';

/** JSON that is safe inside a <script> element: no value can close it or break the line. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The inline script that hands the shell what it would otherwise ask for first: the remotes
 * map (instead of /remotes.json) and the session read from the request's cookie (instead of
 * /api/auth/check and /api/user/profile; null: nobody is signed in).
 */
export function pageScript(remotes: RemotesMap, session: SessionUser | null): string {
  return `window.__LECTERN_REMOTES__=${scriptJson(remotes)};window.__LECTERN_SESSION__=${scriptJson(session)}`;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * CSP sources for the inline scripts the shell's index.html carries itself (the early-input
 * hold, which must run before any script loads), each allowed by its hash.
 */
export function templateScriptSources(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHashSource(match[1]!));
}

/** A fresh nonce for a page that carries someone's session (never cached, so never reused). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
