import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink, Icon } from '@lectern/shared-ui';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import House from 'lucide-react/icons/house';
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
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  a[aria-current='page'] svg {
    color: ${({ theme }) => theme.colors.primary};
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
              <Icon icon={item.icon} />
              {item.label}
            </NavLink>
          </li>
        ))}
      </Links>
      <Exits>
        <ButtonLink to={PAGE_PATHS.home} variant="secondary" size="sm" onClick={onNavigate}>
          <Icon icon={House} size="sm" />
          Back to Home
        </ButtonLink>
        <ButtonLink to={PAGE_PATHS.dashboard} variant="secondary" size="sm" onClick={onNavigate}>
          <Icon icon={ArrowLeft} size="sm" />
          Back to Dashboard
        </ButtonLink>
      </Exits>
    </nav>
  );
}
