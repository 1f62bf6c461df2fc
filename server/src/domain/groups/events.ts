// A group's events (docs/groups.md "Live"): every change members should see live is one numbered row
// in group_events, written in the change's own transaction, so an event exists exactly when its
// change committed. The command answers a GroupChange, which its caller hands to afterGroupChange
// after the commit (the one place a group is announced); every server's live hub then reads the new
// rows and sends them to its open streams. A stream that reconnects with
// Last-Event-ID reads the rows after it, so nothing is missed.
import type { GroupEventType } from '@lectern/shared-api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface GroupEventInput {
  groupId: string;
  type: GroupEventType;
  threadId?: string | null;
  subjectId?: string | null;
}

/** Records one event; `db` should be the transaction of the change it tells about. */
export async function recordGroupEvent(db: Kysely<Database>, event: GroupEventInput): Promise<void> {
  await db
    .insertInto('group_events')
    .values({ group_id: event.groupId, type: event.type, thread_id: event.threadId ?? null, subject_id: event.subjectId ?? null })
    .execute();
  // Lists order groups by their newest post or session; joining and leaving are not activity.
  if (event.type === 'thread' || event.type === 'reply' || event.type === 'session') {
    await db.updateTable('study_groups').set({ last_activity_at: sql`now()` }).where('id', '=', event.groupId).execute();
  }
}
