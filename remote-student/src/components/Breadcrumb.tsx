import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  href: string;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '/';
    color: ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    min-height: 24px;
    display: inline-flex;
    align-items: center;
  }
  [aria-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/**
 * Where a page sits (the catalog's faculties / faculty / department / level, a folder's ancestors):
 * every step but the last (the page itself) is a link back to it.
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {index < crumbs.length - 1 ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
