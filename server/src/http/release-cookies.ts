// The two cookies that choose releases for a page (docs/releases.md):
// - the bucket: a random value that puts a person in or out of each remote's canary, the same on
//   every page and server (a year; nothing else is in it);
// - an admin's preview: one remote on one release for that admin alone, signed with the token of
//   the session that started it (HMAC-SHA256), so it is worth nothing without that session, which
//   must still be an admin's when a page is served. It ends with the session (Max-Age: a day).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_ID_PATTERN, REMOTE_NAMES, type ReleasePreview, type RemoteName } from '@lectern/shared-api/contract';
import { readCookie, readSessionToken } from '../domain/auth/index.ts';

export const BUCKET_COOKIE = 'lectern_bucket';
export const PREVIEW_COOKIE = 'lectern_preview';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

const attributes = (maxAge: number, secure: boolean) => `Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const readBucket = (request: FastifyRequest) => readCookie(request.headers.cookie, BUCKET_COOKIE);

export function setBucket(reply: FastifyReply, bucket: string, secure: boolean): void {
  reply.header('set-cookie', `${BUCKET_COOKIE}=${bucket}; ${attributes(YEAR_SECONDS, secure)}`);
}

const signature = (token: string, remote: string, release: string) => createHmac('sha256', token).update(`preview:${remote}:${release}`).digest('base64url');

/** Starts the request's session's preview of `release` of `remote`. */
export function setPreview(request: FastifyRequest, reply: FastifyReply, preview: ReleasePreview, secure: boolean): void {
  const token = readSessionToken(request)?.token;
  if (!token) throw new Error('a preview needs the session that starts it');
  const value = `${preview.remote}.${preview.release}.${signature(token, preview.remote, preview.release)}`;
  reply.header('set-cookie', `${PREVIEW_COOKIE}=${value}; ${attributes(DAY_SECONDS, secure)}`);
}

export function clearPreview(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', `${PREVIEW_COOKIE}=; ${attributes(0, secure)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}

/** The preview the request's cookie names, if it was signed for the request's session; the caller checks the role. */
export function readPreview(request: FastifyRequest): ReleasePreview | null {
  const value = readCookie(request.headers.cookie, PREVIEW_COOKIE);
  const token = readSessionToken(request)?.token;
  if (!value || !token) return null;
  const [remote, release, signed] = value.split('.');
  if (!remote || !release || !signed || !(REMOTE_NAMES as readonly string[]).includes(remote) || !RELEASE_ID_PATTERN.test(release)) return null;
  const expected = Buffer.from(signature(token, remote, release));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { remote: remote as RemoteName, release };
}
