import type { ReactNode } from 'react';
import styled from 'styled-components';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A list with nothing in it: a title and a line beneath. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Empty>
      <h3>{title}</h3>
      {children ? <p>{children}</p> : null}
    </Empty>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fef3f2;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The red error box of a list that failed to load, announced when it appears; `action` is e.g. Try Again. */
export function ErrorBox({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box role="alert">
      <span>{children}</span>
      {action}
    </Box>
  );
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? '#dcfae6' : $tone === 'danger' ? '#fee4e2' : $tone === 'warning' ? '#fef0c7' : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : $tone === 'warning' ? theme.colors.accent : theme.colors.primary};
`;

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning';

/** A small label: a status (approved in green), a count, a type. */
export function Badge({ tone = 'neutral', children, label }: { tone?: BadgeTone; children: ReactNode; label?: string }) {
  return (
    <Pill $tone={tone} aria-label={label}>
      {children}
    </Pill>
  );
}

/** A review status as a badge: approved green, rejected red, pending amber. */
export function statusTone(status: 'pending' | 'approved' | 'rejected'): BadgeTone {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning';
}
