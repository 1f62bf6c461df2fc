// Which release of each remote a person gets: the current one, or the candidate for the share of
// people a canary is served to. A person's bucket (a random value in a cookie) decides, the same
// on every page and every server; each remote cuts the buckets its own way, so the same people
// are not everyone's first canary. Raising a canary's share keeps everyone it already had.
import { createHash, randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';
import type { PointerSnapshot } from './release-state.ts';

export const newBucket = () => randomBytes(12).toString('base64url');
const BUCKET_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
export const isBucket = (value: string | null): value is string => value !== null && BUCKET_PATTERN.test(value);

/** Where a bucket falls for a remote, 0-99. */
export function percentile(bucket: string, remote: RemoteName): number {
  return createHash('sha256').update(`${remote}:${bucket}`).digest().readUInt32BE(0) % 100;
}

export type ReleaseChoices = Record<RemoteName, string | null>;

/** Each remote's release for this bucket; `preview` (an admin's own) replaces one remote's. */
export function chooseReleases(pointers: PointerSnapshot, bucket: string, preview: { remote: RemoteName; release: string } | null): ReleaseChoices {
  const choices = {} as ReleaseChoices;
  for (const remote of REMOTE_NAMES) {
    const { current, candidate, percent } = pointers[remote];
    choices[remote] = candidate && percentile(bucket, remote) < percent ? candidate : current;
  }
  if (preview) choices[preview.remote] = preview.release;
  return choices;
}
