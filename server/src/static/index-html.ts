import { createHash, randomBytes } from 'node:crypto';
import { INLINE_READS_GLOBAL, RELEASE_PREVIEW_GLOBAL, type ReleasePreview, type SessionUser } from '@lectern/shared-api/contract';
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

/** What else a page's inline script may carry. */
export interface PageScriptExtras {
  /** On a prerendered page: what to start once it has painted. */
  afterPaint?: AfterPaint;
  /** On a signed-in page: the API's answers to the reads it makes as it renders (page-reads.ts). */
  reads?: Record<string, unknown>;
  /** An admin previewing a release: the shell shows a bar saying so, with Stop. */
  preview?: ReleasePreview | null;
}

/**
 * The inline script that hands the shell what it would otherwise ask for first: the remotes
 * map (instead of /remotes.json) and the session read from the request's cookie (instead of
 * /api/auth/check and /api/user/profile; null: nobody is signed in); and the extras.
 */
export function pageScript(remotes: RemotesMap, session: SessionUser | null, { afterPaint, reads, preview }: PageScriptExtras = {}): string {
  const parts = [`window.__LECTERN_REMOTES__=${scriptJson(remotes)}`, `window.__LECTERN_SESSION__=${scriptJson(session)}`];
  if (afterPaint) parts.push(`window.__LECTERN_AFTER_PAINT__=${scriptJson(afterPaint)}`);
  if (reads && Object.keys(reads).length > 0) parts.push(`window.${INLINE_READS_GLOBAL}=${scriptJson(reads)}`);
  if (preview) parts.push(`window.${RELEASE_PREVIEW_GLOBAL}=${scriptJson(preview)}`);
  return parts.join(';');
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
