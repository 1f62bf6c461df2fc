// The Printing Credits page's words (50 approved uploads earn a free printing credit, docs/spec-resolutions.md).
import { PRINTING_CREDIT_AT, type PrintingCreditStatus } from '@lectern/shared-api/contract';

export const PRINTING_CREDIT_TEXTS = {
  title: 'Printing Credits',
  intro: `Students earn one free printing credit when ${PRINTING_CREDIT_AT} of their uploads are approved. Mark it honoured once they have had it.`,
  show: 'Printing credits to show',
  tabs: { waiting: 'Waiting', honoured: 'Honoured' } satisfies Record<PrintingCreditStatus, string>,
  empty: { waiting: 'No printing credits waiting.', honoured: 'No printing credits honoured yet.' } satisfies Record<PrintingCreditStatus, string>,
  emptyText: {
    waiting: `A student's credit waits here once ${PRINTING_CREDIT_AT} of their uploads are approved.`,
    honoured: 'Credits you mark honoured are listed here.',
  } satisfies Record<PrintingCreditStatus, string>,
  reviewMaterials: 'Review materials',
  showWaiting: 'Show waiting credits',
  caption: { waiting: 'Printing credits waiting to be given', honoured: 'Printing credits given' } satisfies Record<PrintingCreditStatus, string>,
  loading: 'Loading printing credits...',
  loadFailed: 'Failed to load printing credits',
  tryAgain: 'Try Again',
  markHonoured: 'Mark honoured',
  confirmTitle: 'Mark honoured',
  confirmText: (name: string) => `Mark ${name}'s printing credit as honoured? Do this once they have had it.`,
  honoured: 'Printing credit marked honoured',
  honourFailed: 'Could not mark the printing credit honoured. Please try again.',
} as const;

/** A timestamp as a day people read ('3 Mar 2026', in the reader's own order). */
export const creditDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
