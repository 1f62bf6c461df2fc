import type { LucideIcon } from 'lucide-react';
import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconInCircle } from '../primitives/IconInCircle.tsx';
import { spreadRowCss } from '../primitives/spreadRow.ts';

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    max-width: 36rem;
  }
`;

/** The next step sits apart from the sentence above it. */
const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  /** What is missing, e.g. "No materials found". */
  title: ReactNode;
  /** A sentence saying why, or what to try. */
  children?: ReactNode;
  /** One lucide icon (imported on its own) drawn in a soft circle; an inbox by default. */
  icon?: LucideIcon;
  /** The next step: e.g. a ButtonLink to where the thing can be found or made. */
  action?: ReactNode;
}

/**
 * Every empty list of the product looks the same: an icon, a title, a sentence and a next step.
 * The icon is decoration (the title says it), so it is hidden from assistive technology.
 */
export function EmptyState({ title, children, icon = Inbox, action }: EmptyStateProps) {
  return (
    <Empty>
      <IconInCircle icon={icon} />
      <h3>{title}</h3>
      {children ? <p>{children}</p> : null}
      {action ? <Action>{action}</Action> : null}
    </Empty>
  );
}

const Box = styled.div`
  ${spreadRowCss}
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
