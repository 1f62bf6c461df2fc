import type { ReactNode } from 'react';
import styled from 'styled-components';

// On a phone a table scrolls sideways inside its own box, never the page; the box takes focus
// so the keyboard can scroll it too, and says so in its name.
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

export interface TableRegionProps {
  /** The region's name, e.g. 'Users table (scrolls sideways)'. */
  label: string;
  /** The next rows are on their way: the ones shown fade. */
  busy?: boolean;
  children: ReactNode;
}

/** The scrolling box a table sits in: a named, focusable region. */
export function TableRegion({ label, busy, children }: TableRegionProps) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0} aria-busy={busy}>
      {children}
    </Scroller>
  );
}
