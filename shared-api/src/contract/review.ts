// Review of submitted content by staff (DESIGN.md §5 review rows; the spec's §3, §4).

/** What a reviewer decides about a pending item; the item's reviewStatus becomes this. */
export const REVIEW_ACTIONS = ['approved', 'rejected'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const REVIEW_COMMENT_MAX = 1000;

export interface ReviewRequest {
  action: ReviewAction;
  /** Trimmed; an empty comment is left out. A rejection's reason reaches the author. */
  comment?: string;
}

export const REVIEW_MESSAGES = {
  notPending: 'This item has already been reviewed.',
  notFound: 'This item does not exist.',
} as const;
