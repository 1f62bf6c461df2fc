import { REVIEW_STATUSES, type ReviewCounts, type ReviewStatus } from '@lectern/shared-api';
import { Badge } from '@lectern/shared-ui/lists';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_TEXTS } from '../reviewTexts.ts';

const TAB_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/**
 * All three tabs always in view: on a phone they share the width, each its count beneath its
 * word; should even that not fit (a large text size), they wrap rather than hide one.
 */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  ${({ theme }) => theme.media.belowSm} {
    flex: 1 1 0;
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;

export const tabId = (base: string, status: ReviewStatus) => `${base}-tab-${status}`;

export interface ReviewTabsProps {
  /** Prefix of the tabs' ids, so the panel can name the selected one. */
  idBase: string;
  panelId: string;
  selected: ReviewStatus;
  counts: ReviewCounts | undefined;
  onSelect: (status: ReviewStatus) => void;
}

/** Pending, Approved, Rejected, each with its count: a tab list, arrow keys move between them. */
export function ReviewTabs({ idBase, panelId, selected, counts, onSelect }: ReviewTabsProps) {
  const refs = useRef<Partial<Record<ReviewStatus, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const index = REVIEW_STATUSES.indexOf(selected);
    let next: ReviewStatus | undefined;
    if (step) next = REVIEW_STATUSES[(index + step + REVIEW_STATUSES.length) % REVIEW_STATUSES.length];
    if (event.key === 'Home') next = REVIEW_STATUSES[0];
    if (event.key === 'End') next = REVIEW_STATUSES[REVIEW_STATUSES.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={REVIEW_TEXTS.tabs} onKeyDown={onKeyDown}>
      {REVIEW_STATUSES.map((status) => (
        <Tab
          key={status}
          ref={(element) => {
            refs.current[status] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, status)}
          aria-selected={status === selected}
          aria-controls={panelId}
          tabIndex={status === selected ? 0 : -1}
          $selected={status === selected}
          onClick={() => onSelect(status)}
        >
          {TAB_LABELS[status]}
          {counts ? <Badge>{counts[status]}</Badge> : null}
        </Tab>
      ))}
    </List>
  );
}
