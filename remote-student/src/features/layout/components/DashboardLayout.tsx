import { useSession } from '@lectern/shared-api';
import { watchOffline } from '@lectern/shared-api/offline';
import { Button, Icon, MAIN_CONTENT_ID, SkipLink, useHydrated } from '@lectern/shared-ui';
import Menu from 'lucide-react/icons/menu';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useMediaQuery } from '../../../components/useMediaQuery.ts';
import { useUnreadCount } from '../hooks/useUnreadCount.ts';
import { BottomBar } from './BottomBar.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { panelItems, sidebarItems } from './navItems.ts';
import { Sidebar, SLIM_BY_DEFAULT, type SidebarLook } from './Sidebar.tsx';
import { SidePanel } from './SidePanel.tsx';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  /* Room for the bottom bar on phones. */
  padding-bottom: ${({ theme }) => theme.sizes.phoneBottomBarClearance};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const MobileTop = styled.div`
  display: flex;
  justify-content: flex-start;
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const isStaffRole = (role: string | undefined) => role === 'admin' || role === 'moderator';

/** Every student page sits in this: sidebar (desktop), bottom bar and side panel (phones; it slides in from the left, so its button sits on the left). */
export function DashboardLayout({ onNew }: { onNew: () => void }) {
  const { user } = useSession();
  const unread = useUnreadCount();
  const slimByDefault = useMediaQuery(SLIM_BY_DEFAULT);
  const hydrated = useHydrated();
  // Until the person toggles it, the screen's width decides: in CSS while the page is the
  // server's HTML (and is hydrated), then by the same media query here.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? slimByDefault;
  const look: SidebarLook = chosen === null && !hydrated ? 'auto' : collapsed ? 'slim' : 'wide';
  const [panelOpen, setPanelOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Kept files leave the device when the person signs out or someone else signs in (shared computers).
  useEffect(() => watchOffline(), []);
  const userName = user ? `${user.firstName} ${user.lastName}` : '';
  const isStaff = isStaffRole(user?.role);
  const openLogout = () => {
    setPanelOpen(false);
    setLogoutOpen(true);
  };
  return (
    <Frame>
      <SkipLink />
      <Sidebar
        items={sidebarItems(isStaff)}
        unread={unread}
        look={look}
        onToggle={() => setChosen(!collapsed)}
        onNew={onNew}
        userName={userName}
        onAvatar={openLogout}
      />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <MobileTop>
          <Button variant="ghost" size="sm" aria-expanded={panelOpen} aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            <Icon icon={Menu} />
            Menu
          </Button>
        </MobileTop>
        <Outlet />
      </Main>
      <BottomBar unread={unread} onNew={onNew} />
      <SidePanel open={panelOpen} items={panelItems(isStaff)} onClose={() => setPanelOpen(false)} userName={userName} onLogout={openLogout} />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Frame>
  );
}
