import type { ReviewAction, ReviewKind, ReviewStatus } from '@lectern/shared-api';
import type { ReviewItems, ReviewKey } from '@lectern/shared-api/management';
import type { SelectOption } from '@lectern/shared-ui/forms';
import type { ReactNode } from 'react';

/**
 * What one review queue looks like: the review page is one layout, and each kind describes
 * only what differs (its words, its key, its card, an extra filter). Functions are methods so a
 * description of one kind stands in for the page's description of any kind.
 */
export interface ReviewKindView<K extends ReviewKind = ReviewKind> {
  kind: K;
  /** The page's heading: 'Courses Review'. */
  title: string;
  /** A line beneath the title, for a queue whose tabs need saying what they mean. */
  intro?: string;
  /** The item in dialog titles ('Approve Course') and in sentences ('approving this course'). */
  noun: { title: string; text: string };
  searchLabel: string;
  /** The empty state: its title and the line beneath, by tab. */
  empty: { title: string } & Record<ReviewStatus, string>;
  /** The spinner's words while a page loads. */
  loading: string;
  /** The red box: the server said no (`failed`), or the call itself broke (`exception`). */
  loadError: { failed: string; exception: string };
  toasts: Record<ReviewAction, string> & { deleted: string; deleteFailed: string };
  /** What a decision does, beneath the dialog's text, where it does more than set a status. */
  decisionNotes?: Partial<Record<ReviewAction, string>>;
  /** A list filter beside the search box (blogs: the type), sent as `type`. */
  typeFilter?: { label: string; allLabel: string; options: readonly SelectOption[] };
  keyOf(item: ReviewItems[K]): ReviewKey;
  /** The item as the delete question names it. */
  nameOf(item: ReviewItems[K]): string;
  renderCard(item: ReviewItems[K]): ReactNode;
}

type QueueWords = Pick<ReviewKindView, 'noun' | 'empty' | 'loading' | 'loadError' | 'toasts'>;

/**
 * The words every queue says after one pattern (the specification gives it for courses and says
 * "the same pattern" for the others): 'No courses found', 'There are no approved courses.',
 * 'Loading courses...', 'Course approved', 'Failed to delete course'. `toasts` replaces the ones a
 * queue words otherwise.
 */
export function queueWords(noun: ReviewKindView['noun'], plural: string, toasts: Partial<QueueWords['toasts']> = {}): QueueWords {
  return {
    noun,
    empty: {
      title: `No ${plural} found`,
      pending: `There are no ${plural} waiting for review.`,
      approved: `There are no approved ${plural}.`,
      rejected: `There are no rejected ${plural}.`,
    },
    loading: `Loading ${plural}...`,
    loadError: { failed: `Failed to load ${plural}`, exception: `An error occurred while loading ${plural}` },
    toasts: {
      approved: `${noun.title} approved`,
      rejected: `${noun.title} rejected`,
      deleted: `${noun.title} deleted successfully`,
      deleteFailed: `Failed to delete ${noun.text}`,
      ...toasts,
    },
  };
}
