import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@lectern/shared-api/contract';
import { SESSION_LIFETIME_MS } from './sessions.ts';

// The one cookie the API uses is read and written here rather than through @fastify/cookie:
// that plugin loads the ESM-only `cookie` package with import(), which jest's module
// loader cannot give it (see test/esm-shims/README.md), and one fixed cookie whose value
// is base64url needs no general parser.

export type TokenSource = 'cookie' | 'bearer';

/** The session token a request carries: `Authorization: Bearer` first, else the cookie. */
export function readSessionToken(request: FastifyRequest): { token: string; via: TokenSource } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    return value || null;
  }
  return null;
}

/** Hand a new session over: httpOnly cookie (SameSite=Lax, Path=/, Secure over https, 30 days) and the bearer header. */
export function sendSessionToken(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header('set-cookie', sessionCookie(token, Math.floor(SESSION_LIFETIME_MS / 1000), secure));
  reply.header('authorization', `Bearer ${token}`);
  reply.header('cache-control', 'no-store');
}

export function clearSessionToken(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${sessionCookie('', 0, secure)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  reply.header('cache-control', 'no-store');
}

function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
