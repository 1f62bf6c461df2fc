import type { CourseLevelCount } from '@lectern/shared-api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount } from '../../../components/formatCount.ts';
import { cluster } from '@lectern/shared-ui/rows';

const Pills = styled.ul`
  ${cluster('sm')}
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    line-height: 1.25;
    text-decoration: none;
    white-space: nowrap;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  a[aria-current='page'] small {
    color: inherit;
  }
`;

/**
 * The levels the department takes courses at, with how many, as links; the one shown is marked
 * current. A level the URL names without courses (a student's own) is kept, so it stays marked.
 */
export function LevelPicker({
  label,
  levels,
  current,
  hrefOf,
}: {
  label: string;
  levels: CourseLevelCount[];
  current: number | null;
  hrefOf: (level: number) => string;
}) {
  const shown = current !== null && !levels.some((l) => l.level === current) ? [...levels, { level: current, courses: 0 }].sort((a, b) => a.level - b.level) : levels;
  return (
    <nav aria-label={label}>
      <Pills>
        {shown.map(({ level, courses }) => (
          <li key={level}>
            <Link to={hrefOf(level)} aria-current={level === current ? 'page' : undefined}>
              {level} level
              {/* The space keeps the name "200 level 3 courses" apart (the column hides it). */}{' '}
              <small>{formatCount(courses, 'course')}</small>
            </Link>
          </li>
        ))}
      </Pills>
    </nav>
  );
}
