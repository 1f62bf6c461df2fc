// What one review queue is (docs/api-contract.md review rows): a kind is a small description (its
// rows, its card's data, its texts), declared with statusQueue or reportQueue (status-queue.ts,
// report-queue.ts), and review-routes.ts turns each into the same calls.
// The engine owns the rules every kind shares: only a pending item is decided, the decision
// is recorded and its author told, all in one transaction.
import type { Kysely } from 'kysely';
import type { NotificationType, Paged, ReviewAction, ReviewCounts, ReviewKind, ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { NotificationInput } from '../notifications/index.ts';
import type { Viewer } from '../users/index.ts';

export interface QueueQuery {
  status: ReviewStatus;
  query?: string;
  page: number;
  limit: number;
  /** Blogs only: one blog type. */
  type?: string;
  /** The staff member asking (materials are read as they see them). */
  asker: Viewer;
  /**
   * The list's total, which a kind whose total does not depend on the asker may take from here:
   * the routes keep it a few seconds ("Page X of Y" only), cleared on every server by any decision
   * or delete; without it, counted.
   */
  total?: (count: () => Promise<number>) => Promise<number>;
  /**
   * The page's rows as every reader of the queue sees them (nothing of the asker's in them), which
   * a kind may take from here: the routes keep them a few seconds, cleared on every server by any
   * decision or delete (a new submission shows within the TTL); without it, read now.
   */
  sharedPage?: <T>(load: () => Promise<T>) => Promise<T>;
}

/** The shared page as the query's `sharedPage` gives it, or read now. */
export function sharedPageOf<T>(query: Pick<QueueQuery, 'sharedPage'>, load: () => Promise<T>): Promise<T> {
  return query.sharedPage ? query.sharedPage(load) : load();
}

/** The total as the query's `total` gives it, or counted now. */
export function totalOf(query: Pick<QueueQuery, 'total'>, count: () => Promise<number>): Promise<number> {
  return query.total ? query.total(count) : count();
}

/** What a decision or delete changed, for the record and the author's notification. */
export interface Touched {
  title: string;
  /** Who submitted it; null for seeded or staff-created rows nobody needs telling about. */
  authorId: string | null;
  /** A page of the site the notification links to, or null. */
  link: string | null;
  /** Stored files the item owned: removed once a delete is committed. */
  files?: string[];
}

export interface Decision {
  action: ReviewAction;
  comment: string | null;
  reviewerId: string;
  at: Date;
}

export interface ReviewKindSpec<Key, Item> {
  kind: ReviewKind;
  /** How the review record names the kind ('course', 'dlc', ...). */
  recordKind: string;
  /** The item's name in texts: 'course', 'department-level course', 'blog post', 'material'. */
  noun: string;
  /** What the author is told of a decision (the usual notice for most kinds, noticeOf); null: nobody. */
  notice(action: ReviewAction, touched: Touched, comment: string | null): Omit<NotificationInput, 'userId'> | null;
  /** The review record's item id of a key. */
  recordId(key: Key): string;
  list(db: Kysely<Database>, query: QueueQuery): Promise<Paged<Item>>;
  counts(db: Kysely<Database>, departmentId: string | undefined): Promise<ReviewCounts>;
  /** Sets the decision only where the item is pending (so of two reviewers one wins); null otherwise. */
  decide(trx: Kysely<Database>, key: Key, decision: Decision): Promise<Touched | null>;
  /**
   * What else a decision does, in its transaction, after it is recorded (an approved application
   * makes the applicant a moderator; an approved upload may earn a reward). Answers whose role
   * changed, so their cached sessions are forgotten once it commits.
   */
  afterDecision?(trx: Kysely<Database>, key: Key, touched: Touched, decision: Decision): Promise<{ rolesChanged: string[] } | void>;
  exists(db: Kysely<Database>, key: Key): Promise<boolean>;
  /** Deletes the item; null when there was none. */
  remove(trx: Kysely<Database>, key: Key): Promise<Touched | null>;
  /** The item after a decision, as the queue shows it to `asker`. */
  find(db: Kysely<Database>, key: Key, asker: Viewer): Promise<Item | null>;
}

/** The three counts from rows of (status, n). */
export function countsOf(rows: Array<{ review_status: ReviewStatus; n: number | string }>): ReviewCounts {
  const counts: ReviewCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.review_status] = Number(row.n);
  return counts;
}

/** Pending items oldest first (the longest waiting at the top); decided ones newest first. */
export function queueOrder(status: ReviewStatus): 'asc' | 'desc' {
  return status === 'pending' ? 'asc' : 'desc';
}

/** The record kinds with notification types for both decisions: 'course' has 'course-approved' and 'course-rejected'. */
type DecidedKind = { [T in NotificationType]: T extends `${infer K}-approved` ? (`${K}-rejected` extends NotificationType ? K : never) : never }[NotificationType];

/** The usual notice: "Your <noun> was approved / was not approved", with the reason on a rejection, of the types named after the record kind. */
function decisionNotice(noun: string, recordKind: DecidedKind): ReviewKindSpec<unknown, unknown>['notice'] {
  return (action, touched, comment) => ({
    type: `${recordKind}-${action}`,
    title: action === 'approved' ? `Your ${noun} was approved` : `Your ${noun} was not approved`,
    body: action === 'approved' ? `"${touched.title}" is now live.` : `"${touched.title}" was not approved.${comment ? ` Reason: ${comment}` : ''}`,
    link: touched.link,
  });
}

/** What every queue declares alike: its names, how a decided item is shown, what else a decision does. */
export type QueueBasics<Key, Item> = Pick<ReviewKindSpec<Key, Item>, 'kind' | 'recordKind' | 'noun' | 'find' | 'afterDecision'> & {
  /** A notice of the queue's own; without one, the usual notice (decisionNotice). */
  notice?: ReviewKindSpec<Key, Item>['notice'];
};

/** A queue declares a notice of its own, or takes the usual one, which its record kind must have notification types for. */
export type NoticeDeclared<Key, Item> = { notice: ReviewKindSpec<Key, Item>['notice'] } | { notice?: undefined; recordKind: DecidedKind };

/** The declared notice as the spec's function. */
export function noticeOf<Key, Item>(basics: QueueBasics<Key, Item> & NoticeDeclared<Key, Item>): ReviewKindSpec<Key, Item>['notice'] {
  return basics.notice ?? decisionNotice(basics.noun, basics.recordKind);
}
