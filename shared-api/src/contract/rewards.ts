// Rewards for uploading, as the specification promises them: at 10 approved uploads a person's new uploads skip the
// queue; at 50 they earn one free printing credit, which admins honour. Counts come from the
// review record, so deleting an approved material later does not take a reward back.
/** Each reward: when it comes, its name, what it does once earned (`text`) and, before, what it will do (`promise`). */
export const REWARDS = [
  { at: 10, name: 'Skip the queue', text: 'Your new uploads go to the front of the review queue.', promise: 'Then your new uploads will go to the front of the review queue.' },
  { at: 50, name: 'Free printing credit', text: 'One free printing credit, honoured by an admin.', promise: 'Then you will get one free printing credit, honoured by an admin.' },
] as const;

export const SKIP_QUEUE_AT = REWARDS[0].at;
export const PRINTING_CREDIT_AT = REWARDS[1].at;

/** The next reward `approved` uploads lead to, or null once every reward is earned. */
export function nextReward(approved: number): (typeof REWARDS)[number] | null {
  return REWARDS.find((reward) => approved < reward.at) ?? null;
}

/** One earned printing credit (one per person, ever). */
export interface PrintingCredit {
  id: string;
  earnedAt: string;
  /** When an admin marked it given; null while it waits. */
  honouredAt: string | null;
  user: { id: string; firstName: string; lastName: string; username: string | null; email: string };
}

/** GET /rewards/printing-credits?status (admins): waiting credits, or honoured ones. */
export const PRINTING_CREDIT_STATUSES = ['waiting', 'honoured'] as const;
export type PrintingCreditStatus = (typeof PRINTING_CREDIT_STATUSES)[number];

export const REWARD_MESSAGES = {
  skipQueueTitle: 'You skip the queue',
  skipQueueBody: `${SKIP_QUEUE_AT} of your uploads are approved: your new uploads now go to the front of the review queue.`,
  printingCreditTitle: 'You earned a free printing credit',
  printingCreditBody: `${PRINTING_CREDIT_AT} of your uploads are approved. An admin will be in touch to give you your printing credit.`,
  skipsQueueBadge: 'Skips the queue',
  alreadyHonoured: 'This printing credit was already honoured.',
  notFound: 'This printing credit does not exist.',
} as const;
