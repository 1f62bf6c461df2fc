// The messages of the sessions channel: what every server's copy of recently checked sessions,
// and the study groups' live streams, hear when sessions end (docs/architecture.md §9).
import { RESYNC } from '../../platform/cache/invalidation.ts';

/**
 * The invalidation channel of recently checked sessions: `user:<id>[,<id>...]`,
 * `session:<id>[,<id>...]`, `token:<hash>`, `role:<id>[,<id>...]`, or RESYNC for all. Published
 * by the app after it ends sessions or changes a person's role and, on PostgreSQL, by the
 * database in the commit that deletes a session.
 */
export const SESSIONS_CHANNEL = 'sessions';

/** Who a session is: its id, its token's hash and its person. */
export interface SessionIdentity {
  id: string;
  tokenHash: string;
  userId: string;
}

/** Whether a SESSIONS_CHANNEL message names this session; a message of an unknown kind names every one, so no end is missed. */
export function namesSession(payload: string, session: SessionIdentity): boolean {
  if (payload === RESYNC) return true;
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const rest = payload.slice(colon + 1);
  if (kind === 'token') return rest === session.tokenHash;
  const ids = rest.split(',');
  if (kind === 'session') return ids.includes(session.id);
  if (kind === 'user' || kind === 'role') return ids.includes(session.userId);
  return true;
}

/**
 * The people whose role a message says changed (their sessions go on, but what they were let
 * into under the old role is checked again); empty for any other message.
 */
export function roleChangedUserIds(payload: string): string[] {
  return payload.startsWith('role:') ? payload.slice('role:'.length).split(',') : [];
}
