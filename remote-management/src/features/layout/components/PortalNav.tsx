import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink, Icon } from '@lectern/shared-ui';
import { navListStyles, navRowStyles, stack } from '@lectern/shared-ui/rows';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import House from 'lucide-react/icons/house';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { PortalNavItem } from './navItems.ts';

const Links = styled.ul`
  ${navListStyles}
  a {
    ${navRowStyles}
  }
`;

const Exits = styled.div`
  ${stack('sm')}
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
