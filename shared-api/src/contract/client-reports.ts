// What browsers report of the remotes' releases they run (POST /client-errors, docs/releases.md):
// page views and errors, each with its remote and release. Its own module: the shell's start-up
// needs these few names on every page, and the rest of the releases contract (its texts) is for
// the few pages that show releases.
import type { RemoteName } from './remotes.ts';
import { UUID_SOURCE } from './validation.ts';

/** The global the server sets on a page for an admin previewing a release (a `ReleasePreview`); the shell shows its bar. */
export const RELEASE_PREVIEW_GLOBAL = '__LECTERN_PREVIEW__';

const RELEASE_URL = /\/remotes\/([a-z]+)\/releases\/([0-9a-f]{12})\//;

/** The remote and release a file's URL (a manifest, a chunk, a stack frame) belongs to, or null. */
export function releaseOfUrl(url: string): { remote: string; release: string } | null {
  const match = RELEASE_URL.exec(url);
  return match ? { remote: match[1]!, release: match[2]! } : null;
}

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'remote-load', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_REPORT_LIMITS = {
  maxBodyBytes: 16 * 1024,
  maxErrors: 20,
  maxViewEntries: 8,
  /** Views one report may count for one release. */
  maxViewsPerEntry: 500,
  maxMessage: 300,
  maxFrame: 300,
  maxPath: 200,
  /** Reports a minute from one address; more are refused (429). */
  perMinute: 30,
} as const;

export interface ClientViews {
  remote: RemoteName;
  release: string;
  count: number;
}

export interface ClientErrorEntry {
  remote: RemoteName;
  release: string;
  kind: ClientErrorKind;
  /** The error's message, without the page's query or personal data. */
  message: string;
  /** The top stack frame (file:line:column), when there is one. */
  frame: string | null;
  /** The page's path, never its query string. */
  path: string;
}

export interface ClientReport {
  views: ClientViews[];
  errors: ClientErrorEntry[];
}

export interface ClientErrorGroup {
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  frame: string | null;
  count: number;
  lastSeenAt: string;
  /** A page it happened on last. */
  path: string;
}

export const CLIENT_REPORT_PATH = '/api/client-errors';

const EMAIL = /[^\s@/]+@[^\s@/]+\.[A-Za-z]{2,}/g;
const QUERY = /\?[^\s#)'"]*/g;
const UUID = new RegExp(UUID_SOURCE, 'g');
/** A long run of token characters with a digit in it: a session token, a key, a reset code. */
const TOKEN_LIKE = /(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}/g;

/**
 * What a report's message and frame may carry: no e-mail address, no query string, nothing
 * that looks like a token, at most `max` characters; an id (a UUID) reads `:id`, so one error on
 * many materials' pages is one group. The shell applies it before sending and the
 * server again before storing.
 */
export function scrubReportText(text: string, max: number): string {
  return text.replace(EMAIL, '[email]').replace(QUERY, '').replace(UUID, ':id').replace(TOKEN_LIKE, '[token]').slice(0, max);
}

/** A report's page path: the path alone, never a query or fragment. */
export const reportPath = (path: string) => scrubReportText(path.split(/[?#]/)[0]!, CLIENT_REPORT_LIMITS.maxPath);

