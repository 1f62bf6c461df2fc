import { Icon } from '@lectern/shared-ui';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSidewaysOverflow } from './useSidewaysOverflow.ts';

export const SCROLL_HINT = 'Scroll sideways to see every column';

// A table wider than its box scrolls inside the box, never the page; the box takes focus so the
// keyboard can scroll it too. While there is more to one side, that edge fades (a cut-off column
// reads as more to come, not as the end) and a line beneath says so.
/** A grid or flex item would otherwise be as wide as the table it holds. */
const Frame = styled.div`
  min-width: 0;
`;

const Edges = styled.div`
  position: relative;
  min-width: 0;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 1px;
    bottom: 1px;
    width: ${({ theme }) => theme.space.xxl};
    pointer-events: none;
    opacity: 0;
    transition: opacity 150ms ease;
    ${({ theme }) => theme.media.reducedMotion} {
      transition: none;
    }
  }
  &::before {
    left: 1px;
    border-radius: ${({ theme }) => theme.radii.lg} 0 0 ${({ theme }) => theme.radii.lg};
    background: linear-gradient(to right, ${({ theme }) => theme.colors.surface}, transparent);
  }
  &::after {
    right: 1px;
    border-radius: 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
    background: linear-gradient(to left, ${({ theme }) => theme.colors.surface}, transparent);
  }
  &[data-more-before='true']::before,
  &[data-more-after='true']::after {
    opacity: 1;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  /* Clips the cells' visually hidden text (position: absolute) too, or it widens the page. */
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-busy='true'] table {
    opacity: 0.6;
  }
`;

const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The rules every portal table follows: full width, a line between rows, headings muted and bold. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

/**
 * A table of many columns beside the sidebar (users, releases): shaded headings, the row's name in
 * bold, and tighter cells so that its columns share a laptop's width; the outer cells keep the
 * usual room.
 */
export const CompactDataTable = styled(DataTable)`
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody th {
    font-weight: 600;
  }
  th,
  td {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
  th:first-child,
  td:first-child {
    padding-inline-start: ${({ theme }) => theme.space.md};
  }
  th:last-child,
  td:last-child {
    padding-inline-end: ${({ theme }) => theme.space.md};
  }
`;

export interface TableRegionProps {
  /** The region's name: what the table lists ('Users'). */
  label: string;
  /** The next rows are on their way: the ones shown fade. */
  busy?: boolean;
  children: ReactNode;
}

/** The box a table sits in: a named, focusable region that scrolls sideways, and says so, when the table is wider. */
export function TableRegion({ label, busy, children }: TableRegionProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, moreBefore, moreAfter } = useSidewaysOverflow(scroller);
  const hintId = useId();
  return (
    <Frame>
      <Edges data-more-before={moreBefore} data-more-after={moreAfter}>
        <Scroller ref={scroller} role="region" aria-label={label} tabIndex={0} aria-busy={busy} aria-describedby={overflows ? hintId : undefined}>
          {children}
        </Scroller>
      </Edges>
      {overflows ? (
        <Hint id={hintId}>
          <Icon icon={MoveHorizontal} size="sm" />
          {SCROLL_HINT}
        </Hint>
      ) : null}
    </Frame>
  );
}
