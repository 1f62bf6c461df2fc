// The releases a page (or /remotes.json) gives a person: their bucket decides each remote's
// canary, the same on every page (a new visitor gets a bucket cookie with this answer), and an
// admin's preview replaces one remote's, for that admin alone while they are one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReleasePreview, SessionUser } from '@lectern/shared-api/contract';
import { chooseReleases, isBucket, newBucket, type ReleaseChoices, type Releases } from '../domain/releases/index.ts';
import { readBucket, readPreview, setBucket } from '../http/release-cookies.ts';

export interface PageReleases {
  choices: ReleaseChoices;
  /** The admin's own preview, when one is on. */
  preview: ReleasePreview | null;
}

export async function releasesForPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { releases, secure, user }: { releases: Releases; secure: boolean; user: () => Promise<SessionUser | null> },
): Promise<PageReleases> {
  let bucket = readBucket(request);
  if (!isBucket(bucket)) {
    bucket = newBucket();
    setBucket(reply, bucket, secure);
  }
  // The session is looked up only when a preview cookie is there (most pages have none).
  const signed = readPreview(request);
  let preview: ReleasePreview | null = null;
  if (signed && (await user())?.role === 'admin') {
    const row = await releases.state.release(signed.release);
    if (row && row.remote === signed.remote && !row.pruned_at) preview = signed;
  }
  return { choices: chooseReleases(await releases.state.pointers(), bucket, preview), preview };
}
