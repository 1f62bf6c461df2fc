// The bot's lists, read through the site's own (domain/materials student-lists.ts): the same
// materials, order and snippets as the site's search, course and recent lists and saved page,
// cut to BOT_RESULTS_MAX. Each answers either a heading and its materials, or a reply for none.
import { BOT_RESULTS_MAX, formatCourseCode, type Material, type MessagingChannel } from '@lectern/shared-api/contract';
import { findCourseByCode } from '../../courses/index.ts';
import { ListCache, listedMaterials, savedMaterials } from '../../materials/index.ts';
import type { Viewer } from '../../users/index.ts';
import type { MessagingDeps } from '../deps.ts';
import { chatViewer } from './chat-audience.ts';
import { BOT_REPLIES, ECHO_MAX } from './replies.ts';
import { shorten } from './shorten.ts';

export type ListAnswer = { heading: string; materials: Material[] } | { none: string };

type Deps = Pick<MessagingDeps, 'db' | 'clock'>;
type Asker = { channel: MessagingChannel; viewer: Viewer | null };

/**
 * The site's shared lists keep pages a few seconds in the app's ListCache, which the bot is not
 * given (MessagingDeps has none): a cache of its own for one answer reads fresh every time.
 */
const listed = (deps: Deps, viewer: Viewer | null, query: Parameters<typeof listedMaterials>[2]) =>
  listedMaterials(deps.db, chatViewer(viewer), { ...query, page: 1, limit: BOT_RESULTS_MAX }, new ListCache(deps.clock));

/** With nothing to show, an unlinked chat is told that linking shows more. */
function nothing(reply: string, asker: Asker): ListAnswer {
  return { none: asker.viewer ? reply : `${reply}\n\n${BOT_REPLIES.unlinkedSeesLess(asker.channel)}` };
}

/** The site's search: relevance order, each result with its document's snippet. */
export async function searchList(deps: Deps, asker: Asker, words: string): Promise<ListAnswer> {
  const echo = shorten(words, ECHO_MAX);
  const { data } = await listed(deps, asker.viewer, { query: words });
  return data.length > 0 ? { heading: BOT_REPLIES.searchHeading(echo), materials: data } : nothing(BOT_REPLIES.noResults(echo), asker);
}

/** A course's newest materials; an unknown (or not yet approved) course is said to be unknown. */
export async function courseList(deps: Deps, asker: Asker, code: string): Promise<ListAnswer> {
  const course = await findCourseByCode(deps.db, code);
  if (!course) return { none: BOT_REPLIES.unknownCourse(shorten(code, ECHO_MAX)) };
  const shownCode = formatCourseCode(course.courseCode);
  const { data } = await listed(deps, asker.viewer, { courseId: course.id, sort: 'date' });
  if (data.length === 0) return nothing(BOT_REPLIES.courseEmpty(shownCode), asker);
  return { heading: BOT_REPLIES.courseHeading(shownCode, shorten(course.courseName, ECHO_MAX)), materials: data };
}

/** What the linked person saved and may still open, newest saved first. */
export async function savedList(deps: Deps, asker: Asker): Promise<ListAnswer> {
  if (!asker.viewer) return { none: BOT_REPLIES.savedUnlinked(asker.channel) };
  const { data } = await savedMaterials(deps.db, asker.viewer, { page: 1, limit: BOT_RESULTS_MAX });
  return data.length > 0 ? { heading: BOT_REPLIES.savedHeading, materials: data } : { none: BOT_REPLIES.savedEmpty };
}

/**
 * The newest listed materials of the courses the person's department takes at their level (the
 * filters of the site's recent list); with no department or level, or nothing there yet, the
 * newest of everything they may see, as the site's recent list shows.
 */
export async function recentList(deps: Deps, asker: Asker): Promise<ListAnswer> {
  const place = asker.viewer ? await departmentAndLevel(deps, asker.viewer) : null;
  if (place) {
    const { data } = await listed(deps, asker.viewer, { departmentId: place.departmentId, level: place.level, sort: 'date' });
    if (data.length > 0) return { heading: BOT_REPLIES.recentForYouHeading(place.level), materials: data };
  }
  const { data } = await listed(deps, asker.viewer, { sort: 'date' });
  return data.length > 0 ? { heading: BOT_REPLIES.recentHeading, materials: data } : nothing(BOT_REPLIES.recentEmpty, asker);
}

async function departmentAndLevel(deps: Deps, viewer: Viewer): Promise<{ departmentId: string; level: number } | null> {
  const row = await deps.db.selectFrom('users').select(['department_id', 'level']).where('id', '=', viewer.id).executeTakeFirst();
  return row?.department_id && row.level ? { departmentId: row.department_id, level: row.level } : null;
}
