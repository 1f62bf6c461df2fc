import { Icon, Skeleton, VisuallyHidden } from '@lectern/shared-ui';
import type { LucideIcon } from 'lucide-react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RowList } from '../../../components/RowList.tsx';

export interface Choice {
  key: string;
  label: ReactNode;
  /** A second line: how many departments, materials... */
  detail?: ReactNode;
  href: string;
  /** The choice the page shows now (a level among its siblings). */
  current?: boolean;
}

const Grid = styled(RowList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  > svg:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-weight: 600;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One step's choices (faculties, departments, levels, courses) as links, in a grid that fits a phone. */
export function ChoiceList({ label, icon, choices }: { label: string; icon: LucideIcon; choices: Choice[] }) {
  return (
    <Grid aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Item to={choice.href} aria-current={choice.current ? 'true' : undefined}>
            <Icon icon={icon} />
            <Words>
              <strong>{choice.label}</strong>
              {/* A space, so the link's name reads "CSC 204: Data Structures 3 materials" (the column hides it). */}
              {choice.detail ? <> <small>{choice.detail}</small></> : null}
            </Words>
            <Icon icon={ChevronRight} size="sm" />
          </Item>
        </li>
      ))}
    </Grid>
  );
}

const Placeholder = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Grey rows where the choices will be, with the words a screen reader hears meanwhile. */
export function ChoiceListSkeleton({ status, rows = 6 }: { status: string; rows?: number }) {
  return (
    <div role="status" aria-label={status}>
      <VisuallyHidden>{status}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Placeholder key={index}>
            <Skeleton width="60%" height="1.1em" />
            <Skeleton width="35%" height="0.9em" />
          </Placeholder>
        ))}
      </Grid>
    </div>
  );
}
