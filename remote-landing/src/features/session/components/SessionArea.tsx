import { AUTH_MESSAGES, MESSAGES, useSession } from '@lectern/shared-api';
import { ButtonLink, DropdownMenu, MenuItemStyles, notify, Spinner } from '@lectern/shared-ui';
import { Link } from 'react-router-dom';

// The prerendered landing page is this component's 'loading' state. Without JavaScript it never
// ends, so the static HTML hides the spinner and offers the way in. React renders nothing inside
// <noscript> in the browser (and does not hydrate it), so this costs the live page nothing.
const CHECKING_CLASS = 'session-checking';

function SignInLink() {
  return (
    <ButtonLink to="/auth/signin" size="sm">
      Sign In
    </ButtonLink>
  );
}

/** Validating while the session is checked, then the person's menu or a Sign In link. */
export function SessionArea() {
  const { status, user, logout } = useSession();

  if (status === 'loading') {
    return (
      <>
        <Spinner label={MESSAGES.validating} showLabel className={CHECKING_CLASS} />
        <noscript>
          <style>{`.${CHECKING_CLASS}{display:none}`}</style>
          <SignInLink />
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

  return <SignInLink />;
}
