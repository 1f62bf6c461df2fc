// What `npm run release` asks of a site, and what it answers: the same shapes whichever way the
// site is reached (over HTTP, over the running server's control socket, or the database opened
// here), so cli.ts reports them one way. They travel as JSON on the control socket.
import { RELEASE_ID_PATTERN, RELEASE_LIMITS, REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';

/** After a publish: make it current (the default), serve it to a share of people, or nothing. */
export type AfterPublish = { kind: 'promote' } | { kind: 'canary'; percent: number } | { kind: 'none' };

export type ReleaseOperation =
  /** `dir`: absolute, on the machine that reads it (the server reads it itself over the socket). */
  | { action: 'publish'; remote: RemoteName; dir: string; then: AfterPublish }
  | { action: 'promote'; remote: RemoteName; release: string }
  | { action: 'rollback'; remote: RemoteName }
  | { action: 'end-canary'; remote: RemoteName }
  | { action: 'status'; remote: RemoteName };

/** A release as the report names it. */
export interface ReleaseBrief {
  id: string;
  version: string;
  commit: string | null;
  createdBy: string;
  createdAt: string;
}

/** Which releases a remote serves. */
export interface RemoteState {
  current: ReleaseBrief | null;
  /** What a rollback goes back to. */
  previous: string | null;
  candidate: { id: string; percent: number } | null;
  /** REMOTE_<NAME>_URL on that site: pages load the remote from there, not from its releases. */
  overrideUrl: string | null;
}

export interface ReleaseOutcome {
  remote: RemoteName;
  published: { id: string; created: boolean; fileCount: number; bytes: number } | null;
  /** The current release before the change; undefined when the way the site was reached cannot tell. */
  was?: string | null;
  /** The canary this run ended, when known. */
  endedCanary?: string | null;
  /** The publish asked to promote a release that was already current: nothing changed. */
  alreadyCurrent: boolean;
  /** After the change; null when the site did not say (HTTP, a release already current). */
  state: RemoteState | null;
  /** The pointers moved: a server holding them must read them again. */
  changed: boolean;
}

const isRemote = (value: unknown): value is RemoteName => typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);

export const isCanaryPercent = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= RELEASE_LIMITS.canaryPercentMin && (value as number) <= RELEASE_LIMITS.canaryPercentMax;

function afterPublishOf(value: unknown): AfterPublish | null {
  const then = value as Partial<{ kind: string; percent: unknown }> | null;
  if (then?.kind === 'promote' || then?.kind === 'none') return { kind: then.kind };
  if (then?.kind === 'canary' && isCanaryPercent(then.percent)) return { kind: 'canary', percent: then.percent };
  return null;
}

/**
 * The operation a control-socket request carries, checked field by field (another process of the
 * same user could send anything), or null.
 */
export function parseOperation(value: unknown, isAbsolute: (dir: string) => boolean): ReleaseOperation | null {
  const op = value as Record<string, unknown> | null;
  if (typeof op !== 'object' || op === null || !isRemote(op.remote)) return null;
  const remote = op.remote;
  switch (op.action) {
    case 'publish': {
      const then = afterPublishOf(op.then);
      return typeof op.dir === 'string' && isAbsolute(op.dir) && then ? { action: 'publish', remote, dir: op.dir, then } : null;
    }
    case 'promote':
      return typeof op.release === 'string' && RELEASE_ID_PATTERN.test(op.release) ? { action: 'promote', remote, release: op.release } : null;
    case 'rollback':
    case 'end-canary':
    case 'status':
      return { action: op.action, remote };
    default:
      return null;
  }
}
