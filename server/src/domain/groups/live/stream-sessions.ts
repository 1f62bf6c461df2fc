// A stream lives no longer than the session that opened it (docs/groups.md "Live updates"). Its
// end is heard where every server's copy of recently checked sessions hears it: the bus channel
// SESSIONS_CHANNEL (domain/auth/session-messages.ts). A message only says whose sessions to read
// again (a role change names a person too), so the hub asks the database which of the named
// streams' sessions are still there. A session that runs out by itself is found by the heartbeat.
import type { Clock } from '../../../platform/clock.ts';

/** The session a stream was opened with (routes/groups/events.ts). */
export interface StreamSession {
  id: string;
  /** Its token's hash: a sign-out by token (a sign-in that rotates it) names only that. */
  tokenHash: string;
  /** When it ends by itself as of the request that opened the stream (ActiveSession.endsAt). */
  endsAt: Date;
  /** The app's clock, which the session's times are read by (a test's stands still). */
  clock: Clock;
}

/**
 * Whether the session has run out by its times as known at the open (no read). A session used
 * since on another tab or device runs longer: its stream then ends early, and the client's
 * reconnect is let in and resumes from its last event; never late.
 */
export function sessionExpired(session: StreamSession): boolean {
  return session.clock().getTime() >= session.endsAt.getTime();
}
