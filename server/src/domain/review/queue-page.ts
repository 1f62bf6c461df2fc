// One page of a review queue, read the same way for every kind: the rows where the queue's
// condition holds, the longest waiting first (queueOrder), and their total. A kind names what it
// reads; this file is how every queue pages, so a kind never writes the order, limit and count again.
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Paged } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { queueOrder, sharedPageOf, totalOf, type QueueQuery } from './review-kind.ts';

/** A select of a kind's own tables and aliases: the page only adds a condition, the order and paging. */
export type QueueSelect<Row> = SelectQueryBuilder<Database, never, Row>;

export interface QueueList<Row, Item> {
  /** The rows a total counts: the queue's table and whatever the condition needs joined. */
  counted(db: Kysely<Database>): QueueSelect<object>;
  /** The search box's words (trimmed, never empty) as a condition on what is counted and listed; undefined: no condition. */
  search?(text: string): Expression<SqlBool> | undefined;
  /** A filter beyond the status and the words (blogs: one type); undefined: none. */
  filter?(query: QueueQuery): Expression<SqlBool> | undefined;
  /** The page's rows, before the condition, order and paging are added. */
  rows(db: Kysely<Database>, query: QueueQuery): QueueSelect<Row>;
  /** The columns the page is ordered by: the time it has waited (queueOrder), then ties, ascending. */
  order: readonly [string, ...string[]];
  /** The rows as the asker sees them (reading more where the rows are not all of it). */
  items(db: Kysely<Database>, rows: Row[], query: QueueQuery): Item[] | Promise<Item[]>;
  /**
   * What every reader of the queue sees alike, so the routes may keep it a few seconds with its total
   * (QueueQuery.sharedPage): the rows (the asker's own marks are added to them afterwards), or the
   * items themselves. Unset: read on every request.
   */
  keep?: 'rows' | 'items';
}

/** The page of `list` whose rows are in the asked status (`inStatus`, as the kind keeps it) and match the search and filter. */
export async function queuePage<Row, Item>(db: Kysely<Database>, list: QueueList<Row, Item>, inStatus: Expression<SqlBool>, query: QueueQuery): Promise<Paged<Item>> {
  const { status, page, limit } = query;
  const parts = [inStatus, query.query && list.search ? list.search(query.query) : undefined, list.filter?.(query)];
  const condition = sql<SqlBool>`${sql.join(parts.filter((part) => part !== undefined), sql` and `)}`;
  const count = async () => (await list.counted(db).select(sql<number>`count(*)::int`.as('n')).where(condition).executeTakeFirstOrThrow()).n;
  const [first, ...ties] = list.order;
  const rows = () =>
    ties
      .reduce((ordered, column) => ordered.orderBy(sql.ref(column)), list.rows(db, query).where(condition).orderBy(sql.ref(first), queueOrder(status)))
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
  const items = async () => list.items(db, await rows(), query);
  const [n, data] = await Promise.all([
    list.keep ? totalOf(query, count) : count(),
    list.keep === 'items' ? sharedPageOf(query, items) : list.keep === 'rows' ? sharedPageOf(query, rows).then((kept) => list.items(db, kept, query)) : items(),
  ]);
  return { data, pagination: paginationOf(page, limit, n) };
}
