// Canaries that stop themselves (docs/releases.md): after the client reports are written, each
// remote with a candidate is judged over the minutes since its canary started. When the
// candidate's errors per 1,000 views exceed the current release's by more than CANARY_RULE.ratio
// times and by at least CANARY_RULE.minExcessPer1000, over at least CANARY_RULE.minViews of its
// own views, it is withdrawn: the trail says why, and every admin is notified with the top errors.
// Servers judging at once withdraw it once (endCanary checks it is still that candidate).
import { sql, type Kysely } from 'kysely';
import { CANARY_RULE, PAGE_PATHS, RELEASE_MESSAGES as M, type RemoteName } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { notifyEach } from '../notifications/index.ts';
import { allPointers, endCanary } from './pointers.ts';
import type { Actor } from './releases-repository.ts';

export const CANARY_JUDGE: Actor = { label: 'the canary check' };

export interface Figures {
  views: number;
  errors: number;
}

const per1000 = ({ views, errors }: Figures) => (views === 0 ? 0 : (errors * 1000) / views);
const format = (rate: number) => rate.toFixed(1);

/** The reason to withdraw the candidate, or null to keep it. */
export function withdrawalReason(candidate: Figures, current: Figures): string | null {
  if (candidate.views < CANARY_RULE.minViews) return null;
  const candidateRate = per1000(candidate);
  const currentRate = per1000(current);
  if (candidateRate <= CANARY_RULE.ratio * currentRate || candidateRate - currentRate < CANARY_RULE.minExcessPer1000) return null;
  return (
    `${format(candidateRate)} errors per 1,000 views over ${candidate.views} views, ` +
    `against ${format(currentRate)} for the current release over ${current.views} views.`
  );
}

async function figuresSince(db: Kysely<Database>, ids: string[], since: Date): Promise<Map<string, Figures>> {
  const rows = await db
    .selectFrom('release_minutes')
    .select(['release_id', sql<string>`sum(views)`.as('views'), sql<string>`sum(errors)`.as('errors')])
    .where('release_id', 'in', ids)
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since}::timestamptz)`)
    .groupBy('release_id')
    .execute();
  return new Map(rows.map((row) => [row.release_id, { views: Number(row.views), errors: Number(row.errors) }]));
}

async function topErrorLines(db: Kysely<Database>, release: string): Promise<string> {
  const rows = await db.selectFrom('client_error_groups').select(['message', 'count']).where('release_id', '=', release).orderBy('count', 'desc').limit(3).execute();
  return rows.map((row, index) => `${index + 1}. ${row.message} (${row.count})`).join(' ');
}

/** Judges every running canary; answers the remotes whose candidate this call withdrew. */
export async function judgeCanaries(db: Kysely<Database>, now: Date): Promise<RemoteName[]> {
  const withdrawn: RemoteName[] = [];
  for (const pointer of await allPointers(db)) {
    if (!pointer.candidate_id || !pointer.candidate_since) continue;
    const ids = [pointer.candidate_id, ...(pointer.current_id ? [pointer.current_id] : [])];
    const figures = await figuresSince(db, ids, pointer.candidate_since);
    const none = { views: 0, errors: 0 };
    const reason = withdrawalReason(figures.get(pointer.candidate_id) ?? none, (pointer.current_id && figures.get(pointer.current_id)) || none);
    if (!reason) continue;
    const remote = pointer.remote as RemoteName;
    const release = pointer.candidate_id;
    const top = await topErrorLines(db, release);
    const tellAdmins = async (trx: Kysely<Database>) => {
      const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      const body = `${reason}${top ? ` Top errors: ${top}` : ''}`;
      await notifyEach(trx, admins.map((admin) => admin.id), { type: 'canary-withdrawn', title: M.canaryWithdrawnTitle(remote, release), body, link: PAGE_PATHS.releases });
    };
    if (await endCanary(db, remote, CANARY_JUDGE, now, { expected: release, detail: reason, alsoInTransaction: tellAdmins })) withdrawn.push(remote);
  }
  return withdrawn;
}
