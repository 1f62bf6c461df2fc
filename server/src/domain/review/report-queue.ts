// A report queue: people's reports of an item (a material, a group post), each a row of a reports
// table with the reported item's id. Upholding a report hides the item, dismissing it shows the
// item again; either settles every open report of that item at once. The reports' table, the item
// and how it is hidden and shown are declared; this file turns a declaration into a ReviewKindSpec.
import { sql, type Kysely, type SqlBool, type UpdateResult } from 'kysely';
import type { ReviewStatus } from '@lectern/shared-api/contract';
import type { Database, ReportStatus } from '../../platform/db/schema.ts';
import { countsOf, noticeOf, type Decision, type NoticeDeclared, type QueueBasics, type ReviewKindSpec, type Touched } from './review-kind.ts';
import { queuePage, type QueueList, type QueueSelect } from './queue-page.ts';

/** A report's status as the queue's tabs name it: open reports wait, upheld ones hid the item, dismissed ones did not. */
const STATUS_OF_REVIEW: Record<ReviewStatus, ReportStatus> = { pending: 'open', approved: 'hidden', rejected: 'dismissed' };
const REVIEW_OF_STATUS: Record<ReportStatus, ReviewStatus> = { open: 'pending', hidden: 'approved', dismissed: 'rejected' };

/** The reports' tables and the column of each naming the reported item. */
type Reports = { material_reports: 'material_id'; group_post_reports: 'post_id' };
interface ReportRow {
  id: string;
  status: ReportStatus;
  resolved_by: string | null;
  resolved_at: Date | null;
  [column: string]: unknown;
}

export interface ReportQueue<R extends keyof Reports, Row, Item> extends QueueBasics<string, Item> {
  /** The reports' table; the page's queries read it aliased `r`. */
  reports: R;
  /** The column naming the reported item. */
  item: Reports[R];
  /** Ids a report can have, where another is answered "not found" without asking the database. */
  isKey?(id: string): boolean;
  /** The reported items of one department's courses, for its counts. */
  inDepartment(db: Kysely<Database>, departmentId: string): QueueSelect<Record<string, string>>;
  /** Hides or shows the item; how many rows changed (none when it already was). */
  hide(trx: Kysely<Database>, itemId: string, decision: Decision): Promise<UpdateResult>;
  show(trx: Kysely<Database>, itemId: string, decision: Decision): Promise<UpdateResult>;
  /** What follows when hiding or showing changed the item, in the decision's transaction. */
  changed?(trx: Kysely<Database>, itemId: string): Promise<void>;
  /** The reported item as the record names it, its author (null: nobody) and the page a notice links to. */
  reported(trx: Kysely<Database>, itemId: string): Promise<Omit<Touched, 'files'>>;
  list: QueueList<Row, Item>;
}

/** A report's own fields on its card; the reporter and the item are the queue's. */
export function reportFields<Reason>(row: { id: string; reason: Reason; text: string | null; status: ReportStatus; created_at: Date; open_reports: number }) {
  return { id: row.id, reason: row.reason, text: row.text, reviewStatus: REVIEW_OF_STATUS[row.status], createdAt: new Date(row.created_at).toISOString(), openReports: row.open_reports };
}

/** The columns reportFields reads, from the reports aliased `r`. */
export function reportColumns<R extends keyof Reports>(reports: R, item: Reports[R]) {
  const openReports = sql<number>`(select count(*)::int from ${sql.table(reports)} o where ${sql.ref(`o.${item}`)} = ${sql.ref(`r.${item}`)} and o.status = 'open')`;
  return ['r.id', 'r.reason', 'r.text', 'r.status', 'r.created_at', openReports.as('open_reports')] as const;
}

export function reportQueue<R extends keyof Reports, Row, Item>(queue: ReportQueue<R, Row, Item> & NoticeDeclared<string, Item>): ReviewKindSpec<string, Item> {
  const { list } = queue;
  const reports: string = queue.reports;
  const item: string = queue.item;
  // Both tables have every column read here but the item's, which is declared: read by name.
  const reportsOf = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, ReportRow>>;
  const isKey = queue.isKey ?? (() => true);
  const settle = (trx: Kysely<Database>, action: ReviewStatus, reviewerId: string, at: Date) =>
    reportsOf(trx).updateTable(reports).set({ status: STATUS_OF_REVIEW[action], resolved_by: reviewerId, resolved_at: at }).where('status', '=', 'open');
  return {
    kind: queue.kind,
    recordKind: queue.recordKind,
    noun: queue.noun,
    notice: noticeOf(queue),
    recordId: (id) => id,
    afterDecision: queue.afterDecision,
    find: async (db, id, asker) => (isKey(id) ? queue.find(db, id, asker) : null),

    list: (db, query) => queuePage(db, list, sql<SqlBool>`r.status = ${STATUS_OF_REVIEW[query.status]}`, query),

    async counts(db, departmentId) {
      let counted = reportsOf(db).selectFrom(reports).select(['status', sql<number>`count(*)::int`.as('n')]).groupBy('status');
      if (departmentId) counted = counted.where(item, 'in', queue.inDepartment(db, departmentId));
      return countsOf((await counted.execute()).map((row) => ({ review_status: REVIEW_OF_STATUS[row.status as ReportStatus], n: row.n })));
    },

    async decide(trx, id, decision) {
      if (!isKey(id)) return null;
      const { action, reviewerId, at } = decision;
      // This report first, only while open: of two reviewers one wins.
      const report = await settle(trx, action, reviewerId, at).where('id', '=', id).returning(item).executeTakeFirst();
      if (!report) return null;
      const itemId = report[item] as string;
      await settle(trx, action, reviewerId, at).where(item, '=', itemId).execute();
      const changed = await (action === 'approved' ? queue.hide : queue.show)(trx, itemId, decision);
      if (Number(changed.numUpdatedRows) > 0) await queue.changed?.(trx, itemId);
      return queue.reported(trx, itemId);
    },

    async exists(db, id) {
      return isKey(id) && (await reportsOf(db).selectFrom(reports).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async remove(trx, id) {
      if (!isKey(id)) return null;
      const row = await reportsOf(trx).deleteFrom(reports).where('id', '=', id).returning(item).executeTakeFirst();
      // Nobody is told of a deleted report: the record names the item it was about.
      return row ? { title: (await queue.reported(trx, row[item] as string)).title, authorId: null, link: null } : null;
    },
  };
}
