// A status queue: items that wait in their own table with a review_status (courses, department
// links, blog posts, materials, moderator applications, announcements). A decision sets the status
// and the decision's columns on the row while it is pending; a delete removes the row. What differs
// from queue to queue (the table, its key, the texts, who counts under a department, the page) is
// declared; this file turns a declaration into the ReviewKindSpec the routes run.
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { countsOf, noticeOf, type NoticeDeclared, type QueueBasics, type ReviewKindSpec } from './review-kind.ts';
import { queuePage, type QueueList } from './queue-page.ts';

/** The tables a status queue can live in: those with a review status and the decision's columns. */
type QueueTable = { [T in keyof Database]: Database[T] extends { review_status: unknown; review_comment: unknown; reviewed_by: unknown; reviewed_at: unknown } ? T : never }[keyof Database];
type Column<T extends QueueTable> = keyof Selectable<Database[T]> & string;

interface Described {
  title: string;
  authorId: string | null;
  page: string | null;
}

export interface StatusQueue<T extends QueueTable, C extends Column<T>, Key, Row, Item> extends QueueBasics<Key, Item> {
  table: T;
  /** The row's key columns and values (default: `id`); the review record names the item by the values, joined by ':'. */
  key?: (key: Key) => Partial<Record<Column<T>, string>>;
  /** The columns a decision and a delete return, for what follows. */
  columns: readonly C[];
  /** The item's title (the record's, the notice's), its author (told of a decision; null: nobody) and the page it is seen at. */
  describe(row: Pick<Selectable<Database[T]>, C>, trx: Kysely<Database>): Described | Promise<Described>;
  /** The notice of a rejection links to the page too (the author can still open their own post or upload). */
  linkRejected?: boolean;
  /** Stored files the row owns, removed after its delete commits. */
  files?(row: Pick<Selectable<Database[T]>, C>): Array<string | null>;
  /** The table keeps when a row last changed (updated_at): a decision moves it. */
  stamped?: boolean;
  /**
   * The counts of one department: items whose author is in it, items of its courses (`course`: the
   * column holding a course id), or items of the department itself (`department`: its column).
   */
  scope: { author: Column<T> } | { course: Column<T> } | { department: Column<T> };
  /** The page; `status` is its status column, aliased as its rows read it. */
  list: QueueList<Row, Item> & { status: string };
}

/**
 * The engine's view of a queue's table: the declaration types the columns it names, so here they are
 * read and written by name. The decision's columns are the same in every such table.
 */
interface QueueRow {
  review_status: ReviewStatus;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  updated_at: Date;
  [column: string]: unknown;
}
const tablesOf = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, QueueRow>>;

/** `column = value and ...`, a condition any query of one table takes. */
function columnsAre(values: Record<string, unknown>): Expression<SqlBool> {
  return sql<SqlBool>`${sql.join(
    Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  )}`;
}

export function statusQueue<T extends QueueTable, C extends Column<T>, Row, Item, Key = string>(queue: StatusQueue<T, C, Key, Row, Item> & NoticeDeclared<Key, Item>): ReviewKindSpec<Key, Item> {
  const { list, scope } = queue;
  const table: string = queue.table;
  const keyOf = queue.key ?? ((id: Key) => ({ id }) as Record<string, string>);
  const returned = (row: Record<string, unknown>) => row as Pick<Selectable<Database[T]>, C>;
  return {
    kind: queue.kind,
    recordKind: queue.recordKind,
    noun: queue.noun,
    notice: noticeOf(queue),
    recordId: (key) => Object.values(keyOf(key)).join(':'),
    afterDecision: queue.afterDecision,
    find: queue.find,

    list: (db, query) => queuePage(db, list, sql<SqlBool>`${sql.ref(list.status)} = ${query.status}`, query),

    async counts(db, departmentId) {
      let counted = tablesOf(db).selectFrom(table).select(['review_status', sql<number>`count(*)::int`.as('n')]).groupBy('review_status');
      if (departmentId) {
        const column: string = 'author' in scope ? scope.author : 'course' in scope ? scope.course : scope.department;
        counted =
          'author' in scope
            ? counted.where(column, 'in', db.selectFrom('users').select('id').where('department_id', '=', departmentId))
            : 'course' in scope
              ? counted.where(column, 'in', db.selectFrom('department_courses').select('course_id').where('department_id', '=', departmentId))
              : counted.where(column, '=', departmentId);
      }
      return countsOf(await counted.execute());
    },

    // Only while pending: of two reviewers one wins, the other finds nothing to decide.
    async decide(trx, key, { action, comment, reviewerId, at }) {
      const row = await tablesOf(trx)
        .updateTable(table)
        .set({ review_status: action, review_comment: comment, reviewed_by: reviewerId, reviewed_at: at, ...(queue.stamped ? { updated_at: at } : {}) })
        .where(columnsAre(keyOf(key)))
        .where('review_status', '=', 'pending')
        .returning(queue.columns)
        .executeTakeFirst();
      if (!row) return null;
      const { title, authorId, page } = await queue.describe(returned(row), trx);
      return { title, authorId, link: action === 'approved' || queue.linkRejected ? page : null };
    },

    async exists(db, key) {
      return (await tablesOf(db).selectFrom(table).select(sql`1`.as('one')).where(columnsAre(keyOf(key))).executeTakeFirst()) !== undefined;
    },

    async remove(trx, key) {
      const row = await tablesOf(trx).deleteFrom(table).where(columnsAre(keyOf(key))).returning(queue.columns).executeTakeFirst();
      if (!row) return null;
      const files = queue.files?.(returned(row)).filter((file): file is string => Boolean(file));
      const { title, authorId } = await queue.describe(returned(row), trx);
      return { title, authorId, link: null, ...(files ? { files } : {}) };
    },
  };
}
