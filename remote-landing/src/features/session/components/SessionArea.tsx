import { AUTH_MESSAGES, MESSAGES, PAGE_PATHS, useSession } from '@lectern/shared-api';
import { ButtonLink, DropdownMenu, MenuItemStyles, notify, Spinner } from '@lectern/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The prerendered landing page is this component's 'loading' state. Without JavaScript it never
// ends, so the static HTML hides the spinner and offers the way in. React renders nothing inside
// <noscript> in the browser (and does not hydrate it), so this costs the live page nothing.
const CHECKING_CLASS = 'session-checking';

const WayIn = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.belowSm} {
    gap: ${({ theme }) => theme.space.xxs};
    a { padding-inline: 10px; }
  }
`;

/** A visitor's ways in: Sign In (the spec's) and Sign Up, the one a newcomer needs. */
function WayInLinks() {
  return (
    <WayIn>
      <ButtonLink to={PAGE_PATHS.signIn} size="sm" variant="ghost">
        Sign In
      </ButtonLink>
      <ButtonLink to={PAGE_PATHS.signUp} size="sm">
        Sign Up
      </ButtonLink>
    </WayIn>
  );
}

/** Validating while the session is checked, then the person's menu or the Sign In and Sign Up links. */
export function SessionArea() {
  const { status, user, logout } = useSession();

  if (status === 'loading') {
    return (
      <>
        <Spinner label={MESSAGES.validating} showLabel className={CHECKING_CLASS} />
        <noscript>
          <style>{`.${CHECKING_CLASS}{display:none}`}</style>
          <WayInLinks />
        </noscript>
      </>
    );
  }

  if (status === 'signedIn' && user) {
    return (
      <DropdownMenu label={user.firstName}>
        {(close) => (
          <>
            <MenuItemStyles>
              <Link to="/dashboard?upload=1" onClick={close}>
                Upload
              </Link>
            </MenuItemStyles>
            <MenuItemStyles>
              <Link to="/dashboard" onClick={close}>
                Dashboard
              </Link>
            </MenuItemStyles>
            <MenuItemStyles>
              <button
                type="button"
                onClick={() => {
                  close();
                  logout().catch(() => notify.error(AUTH_MESSAGES.logoutFailed));
                }}
              >
                Logout
              </button>
            </MenuItemStyles>
          </>
        )}
      </DropdownMenu>
    );
  }

  return <WayInLinks />;
}
