import { useSession } from '@lectern/shared-api';
import { Button, Icon, MAIN_CONTENT_ID, SkipLink } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import Menu from 'lucide-react/icons/menu';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { navFor } from './navItems.ts';
import { PortalNav } from './PortalNav.tsx';

const Frame = styled.div`
  min-height: 100vh;
  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: 0;
  flex: none;
  width: 260px;
  height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Phones: a bar with the menu button; the same links slide in from the left in a side panel. */
const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    font-weight: 800;
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** Every portal page sits in this: the sidebar (desktop) or the menu (phones), and the page. */
export function PortalLayout() {
  const { user } = useSession();
  const items = navFor(user?.role === 'admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <Frame>
      <SkipLink />
      <TopBar>
        <TopRow>
          <Button variant="ghost" size="sm" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            <Icon icon={Menu} />
            Menu
          </Button>
          <p>Management Portal</p>
        </TopRow>
      </TopBar>
      <Modal open={menuOpen} onClose={closeMenu} title="Menu" description="Management Portal" closeLabel="Close menu" placement="side">
        <PortalNav items={items} onNavigate={closeMenu} />
      </Modal>
      <Aside>
        <Brand>Management Portal</Brand>
        <PortalNav items={items} />
      </Aside>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </Frame>
  );
}
