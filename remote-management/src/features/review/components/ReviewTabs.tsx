import { REVIEW_STATUSES, type ReviewCounts, type ReviewStatus } from '@lectern/shared-api';
import { Badge } from '@lectern/shared-ui/lists';
import { Tabs } from '@lectern/shared-ui/tabs';
import { REVIEW_TEXTS } from '../reviewTexts.ts';

export { tabId } from '@lectern/shared-ui/tabs';

const TAB_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export interface ReviewTabsProps {
  /** Prefix of the tabs' ids, so the panel can name the selected one. */
  idBase: string;
  panelId: string;
  selected: ReviewStatus;
  counts: ReviewCounts | undefined;
  onSelect: (status: ReviewStatus) => void;
}

/** Pending, Approved, Rejected, each with its count (beneath its word on a phone): a tab list, arrow keys move between them. */
export function ReviewTabs({ idBase, panelId, selected, counts, onSelect }: ReviewTabsProps) {
  const tabs = REVIEW_STATUSES.map((status) => ({
    id: status,
    label: (
      <>
        {TAB_LABELS[status]}
        {counts ? <Badge>{counts[status]}</Badge> : null}
      </>
    ),
  }));
  return <Tabs label={REVIEW_TEXTS.tabs} tabs={tabs} selected={selected} idBase={idBase} panelId={panelId} onSelect={onSelect} onPhone="stack" />;
}
