// The review screens' fixed wording that every kind shares (the specification's review screens and messages).
// What differs by kind (titles, nouns, empty and error texts, toasts) is in kinds/.
import type { ReviewAction } from '@lectern/shared-api';

export const REVIEW_TEXTS = {
  back: 'Back',
  tabs: 'Review status',
  approve: 'Approve',
  reject: 'Reject',
  delete: 'Delete',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  noMatches: 'Nothing here matches your search. Try other words, or clear it.',
  clearSearch: 'Clear search',
  toOverview: 'Back to Overview',
  successTitle: 'Success',
  errorTitle: 'Error',
  deletedTitle: 'Deleted',
  actionFailed: 'Action failed',
  anErrorOccurred: 'An error occurred',
} as const;

/** The approve and reject dialogs, for a noun as the title shows it ('Course') and as a sentence does ('course'). */
export const DECISION_DIALOG: Record<
  ReviewAction,
  { confirm: string; title: (noun: string) => string; text: (noun: string) => string; label: string; placeholder: string }
> = {
  approved: {
    confirm: REVIEW_TEXTS.approve,
    title: (noun) => `Approve ${noun}`,
    text: (noun) => `Provide an optional comment for approving this ${noun}.`,
    label: 'Comment',
    placeholder: 'Optional comment...',
  },
  rejected: {
    confirm: REVIEW_TEXTS.reject,
    title: (noun) => `Reject ${noun}`,
    text: (noun) => `Please provide a reason for rejecting this ${noun}.`,
    label: 'Reason',
    placeholder: 'Reason for rejection...',
  },
};

export const deleteQuestion = (item: string) => `Are you sure you want to permanently delete ${item}? This action cannot be undone.`;
