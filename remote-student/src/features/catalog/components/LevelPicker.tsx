import { COURSE_LINK_LEVELS } from '@lectern/shared-api';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
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
`;

/** The levels courses are taken at, as links; the one shown is marked current. */
export function LevelPicker({ label, current, hrefOf }: { label: string; current: number | null; hrefOf: (level: number) => string }) {
  return (
    <nav aria-label={label}>
      <Pills>
        {COURSE_LINK_LEVELS.map((level) => (
          <li key={level}>
            <Link to={hrefOf(level)} aria-current={level === current ? 'page' : undefined}>
              {level} level
            </Link>
          </li>
        ))}
      </Pills>
    </nav>
  );
}
