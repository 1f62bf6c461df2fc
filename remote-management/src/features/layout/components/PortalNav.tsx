import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink } from '@lectern/shared-ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { PortalNavItem } from './navItems.ts';

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const Exits = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The portal's links, then Back to Home and Back to Dashboard. `onNavigate` closes the phone menu. */
export function PortalNav({ items, onNavigate }: { items: PortalNavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Management">
      <Links>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Links>
      <Exits>
        <ButtonLink to={PAGE_PATHS.home} variant="secondary" size="sm" onClick={onNavigate}>
          Back to Home
        </ButtonLink>
        <ButtonLink to={PAGE_PATHS.dashboard} variant="secondary" size="sm" onClick={onNavigate}>
          Back to Dashboard
        </ButtonLink>
      </Exits>
    </nav>
  );
}
