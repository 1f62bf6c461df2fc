import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@lectern/shared-api/contract';
import type { Preload } from './preloads.ts';
import type { RemotesMap } from './remotes.ts';

/** JSON that is safe inside a <script> element: no value can close it or break the line. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * What a prerendered page starts once the browser has painted its markup (the shell's
 * index.html does, shell/src/firstPaint/startAfterPaint.js): the shell's entry scripts, in
 * order, and every file the page needs next, asked for at the same moment.
 */
export interface AfterPaint {
  scripts: string[];
  preloads: Preload[];
}

/**
 * The inline script that hands the shell what it would otherwise ask for first: the remotes
 * map (instead of /remotes.json) and the session read from the request's cookie (instead of
 * /api/auth/check and /api/user/profile; null: nobody is signed in). On a prerendered page, also
 * what to start once it has painted.
 */
export function pageScript(remotes: RemotesMap, session: SessionUser | null, afterPaint: AfterPaint | null = null): string {
  const script = `window.__LECTERN_REMOTES__=${scriptJson(remotes)};window.__LECTERN_SESSION__=${scriptJson(session)}`;
  return afterPaint ? `${script};window.__LECTERN_AFTER_PAINT__=${scriptJson(afterPaint)}` : script;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * CSP sources for the inline scripts the shell's index.html carries itself (the early-input
 * hold and the after-paint start, which must run before any script loads), each allowed by its
 * hash.
 */
export function templateScriptSources(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHashSource(match[1]!));
}

/** A fresh nonce for a page that carries someone's session (never cached, so never reused). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
