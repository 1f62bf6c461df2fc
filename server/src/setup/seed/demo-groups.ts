// The demo's study group: an open group for CSC 204 with a question answered by a shared
// material, a note, and a revision session next Thursday, so a new visitor sees what groups are for.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { newInviteCode } from '../../domain/groups/index.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_STUDENTS } from './demo-materials.ts';

const demoEmail = (key: string) => `${DEMO_STUDENTS.find((student) => student.key === key)?.username}@${DEMO_EMAIL_DOMAIN}`;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo group's weekly session. */
export const DEMO_SESSION_TITLE = 'CSC 204 revision';

export const DEMO_GROUP = {
  name: 'CSC 204 exam prep',
  description: 'Revising Data Structures together: past questions, worked answers and a weekly session in the library.',
  code: 'CSC204',
  owner: 'chidi',
  members: ['amaka', 'tunde'],
} as const;

/** How far a zone's clock is ahead of UTC at an instant, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next Thursday at 16:00 on the site's clock (SITE_TIME_ZONE, as its notices say it), at least a day away. */
export function nextThursdayAt16(now: Date, timeZone: string): Date {
  // The site's wall clock, written as if it were UTC.
  const wall = new Date(now.getTime() + DAY_MS + offsetMs(now, timeZone));
  wall.setUTCHours(16, 0, 0, 0);
  while (wall.getUTCDay() !== 4) wall.setUTCDate(wall.getUTCDate() + 1);
  // The offset of that very instant (a clock change between now and then moves it).
  const guess = new Date(wall.getTime() - offsetMs(wall, timeZone));
  return new Date(wall.getTime() - offsetMs(guess, timeZone));
}

/** Seeds the demo group inside the demo's transaction; `materials` are the demo materials just inserted. */
export async function seedDemoGroup(
  trx: Kysely<Database>,
  students: Map<string, string>,
  materials: Array<{ id: string; label: string; course_id: string | null }>,
  now: Date,
  siteTimeZone: string,
): Promise<void> {
  const owner = students.get(DEMO_GROUP.owner);
  const members = DEMO_GROUP.members.map((key) => students.get(key)).filter((id): id is string => id !== undefined);
  const pastPaper = materials.find((m) => m.label === 'CSC 204 Past Questions 2021-2024');
  if (!owner || !pastPaper) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);

  const group = await trx
    .insertInto('study_groups')
    .values({
      name: DEMO_GROUP.name,
      description: DEMO_GROUP.description,
      course_id: pastPaper.course_id,
      join_policy: 'open',
      // Every group has an invite link from the start, as one made through the API.
      invite_code: newInviteCode(),
      member_count: 1 + members.length,
      created_at: at(24 * 6),
      last_activity_at: at(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('study_group_members')
    .values([{ group_id: group.id, user_id: owner, role: 'owner', joined_at: at(24 * 6) }, ...members.map((user_id) => ({ group_id: group.id, user_id, role: 'member' as const, joined_at: at(24 * 5) }))])
    .execute();

  const asker = members[0] ?? owner;
  const question = await trx
    .insertInto('group_posts')
    .values({
      group_id: group.id,
      author_id: asker,
      kind: 'question',
      title: 'Does anyone have the 2019 paper with solutions?',
      body: 'I have the questions but not the answers. Question 3 on AVL rotations is the one I keep getting wrong.',
      reply_count: 1,
      created_at: at(26),
      last_activity_at: at(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_posts')
    .values({
      group_id: group.id,
      thread_id: question.id,
      author_id: owner,
      body: 'The past questions pack has 2019 with worked answers; question 3 is on page 4.',
      material_id: pastPaper.id,
      helpful: true,
      created_at: at(2),
      last_activity_at: at(2),
    })
    .execute();
  await trx
    .insertInto('group_posts')
    .values({
      group_id: group.id,
      author_id: owner,
      kind: 'note',
      title: 'What the lecturer said is on the exam',
      body: 'Trees (BST, AVL), heaps and hashing. Graph traversal only as short answers.',
      created_at: at(30),
      last_activity_at: at(30),
    })
    .execute();

  const startsAt = nextThursdayAt16(now, siteTimeZone);
  const session = await trx
    .insertInto('study_sessions')
    .values({ group_id: group.id, created_by: owner, title: DEMO_SESSION_TITLE, starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 2 * HOUR_MS), location: 'Main Library, room 2', created_at: at(20) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('study_session_answers')
    .values([owner, ...members].map((user_id) => ({ session_id: session.id, user_id, answer: 'going' as const })))
    .execute();
}

/**
 * The demo session is always the coming week's: seeded once, it would drift into the past, and a
 * visitor would meet a group whose only session is over. At every start with DEMO_DATA, a demo
 * session that has ended moves to the next Thursday, its answers kept (it is a weekly session).
 * A session someone scheduled in the demo group is never touched. Returns whether it moved.
 */
export async function keepDemoSessionAhead(db: Kysely<Database>, now: Date, siteTimeZone: string): Promise<boolean> {
  const startsAt = nextThursdayAt16(now, siteTimeZone);
  const moved = await db
    .updateTable('study_sessions')
    .set({ starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 2 * HOUR_MS) })
    .where('title', '=', DEMO_SESSION_TITLE)
    .where('ends_at', '<', now)
    .where('group_id', 'in', (eb) => eb.selectFrom('study_groups').select('id').where('name', '=', DEMO_GROUP.name))
    .where('created_by', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', demoEmail(DEMO_GROUP.owner)))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}
