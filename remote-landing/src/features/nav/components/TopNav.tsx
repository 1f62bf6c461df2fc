import { useDismiss } from '@lectern/shared-ui';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { LogoMark } from './LogoMark.tsx';
import { MOBILE_NAV_LINKS, NAV_LINKS, type NavLink } from './navLinks.ts';

const MOBILE_MENU_ID = 'landing-mobile-menu';

const Header = styled.header`
  position: sticky;
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.nav};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} 0`};

  ${({ theme }) => theme.media.sm} {
    top: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  }
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.contentMaxWidthPx}px;
  min-height: 60px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: blur(8px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};

  /* A 360 px phone fits the brand, Sign In, Sign Up and the menu toggle on one line. */
  ${({ theme }) => theme.media.belowSm} {
    gap: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.sm};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  svg { flex: none; }
`;

const DesktopNav = styled.nav`
  margin-right: auto;

  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const NavAnchor = styled.a`
  ${navLinkStyles}
`;

const NavPageLink = styled(Link)`
  ${navLinkStyles}
`;

/**
 * An anchor scrolls the landing page (from another page, `anchorBase` '/' opens the landing page
 * at it); a page of the app goes through the router (the shell's, in the host).
 */
function NavItem({ link, anchorBase, onClick }: { link: NavLink; anchorBase: '' | '/'; onClick?: () => void }) {
  return link.href.startsWith('#') ? (
    <NavAnchor href={`${anchorBase}${link.href}`} onClick={onClick}>
      {link.label}
    </NavAnchor>
  ) : (
    <NavPageLink to={link.href} onClick={onClick}>
      {link.label}
    </NavPageLink>
  );
}

const Session = styled.div`
  flex: none;
  display: flex;
  align-items: center;
`;

const MobileOnly = styled.div`
  flex: none;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const MobilePanel = styled.nav`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul { list-style: none; margin: 0; padding: 0; }
  a { display: flex; width: 100%; }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The floating top bar: brand, the landing's links, the session area (handed in by the page, so
 * features stay independent) and, under 768px, a toggle menu with an extra Upload link. On a page
 * other than the landing (`anchorBase` '/'), its in-page links lead to the landing's sections.
 */
export function TopNav({ sessionArea, anchorBase = '' }: { sessionArea: ReactNode; anchorBase?: '' | '/' }) {
  const [open, setOpen] = useState(false);
  const mobileRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useDismiss(mobileRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <Header>
      <Bar>
        <Brand to="/">
          <LogoMark />
          Lectern
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavItem link={link} anchorBase={anchorBase} />
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Session>{sessionArea}</Session>
        <MobileOnly ref={mobileRef}>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon open={open} />
          </Toggle>
          <MobilePanel id={MOBILE_MENU_ID} aria-label="Mobile" hidden={!open}>
            <ul>
              {MOBILE_NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavItem link={link} anchorBase={anchorBase} onClick={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </MobilePanel>
        </MobileOnly>
      </Bar>
    </Header>
  );
}
