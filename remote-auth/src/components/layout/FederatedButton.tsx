import { AUTH_MESSAGES, buildUrl, safeNextPath, useAuthProviders, type GoogleErrorCode } from '@lectern/shared-api';
import { Button, buttonStyles, useHydrated, type ButtonSize, type ButtonVariant } from '@lectern/shared-ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { rememberAfterSignUp } from '../afterSignUp.ts';

export type FederatedIntent = 'signup' | 'signin';

const LABEL = 'Continue with Google';

/** What the server's start URL adds when Google is not configured there (it sends the browser back to this page). */
const NOT_CONFIGURED: GoogleErrorCode = 'google_not_configured';

/**
 * Where the server starts the OpenID Connect dance; `state=origin` marks the sign-in intent.
 * A visitor sent to sign in from a protected page carries `next` through the provider and
 * back (same-site paths only; the server checks it again).
 */
function startUrl(intent: FederatedIntent, next: string | null): string {
  return buildUrl('/auth/google', { state: intent === 'signin' ? 'origin' : undefined, next: safeNextPath(next) });
}

const LinkButton = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonStyles}
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.2A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l8-6.2z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-8 6.2C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/**
 * 'Continue with Google': a plain link to the server's start URL from the first HTML on (a full
 * page load, not a router navigation: the server redirects to the provider), so a press works
 * before the scripts have run and before /api/auth/providers has answered. The prerendered
 * pages are built once, without knowing the server's configuration: a site without Google
 * answers the press by sending the browser back here with ?error=google_not_configured, and
 * the note below says so. Once the providers answer that Google is not configured, the link
 * becomes a button, same look, that says so without leaving the page.
 */
export function FederatedButton({ intent }: { intent: FederatedIntent }) {
  const hydrated = useHydrated();
  const providers = useAuthProviders();
  const [searchParams] = useSearchParams();
  const [note, setNote] = useState('');
  const cameBackNotConfigured = searchParams.get('error') === NOT_CONFIGURED;

  // Set after the first render, so the status line is on the page before it speaks.
  useEffect(() => {
    if (cameBackNotConfigured) setNote(AUTH_MESSAGES.googleNotConfigured);
  }, [cameBackNotConfigured]);

  const notConfigured = hydrated && providers.data !== undefined && !providers.data.google;

  return (
    <>
      {notConfigured ? (
        <Button variant="secondary" block onClick={() => setNote(AUTH_MESSAGES.googleNotConfigured)}>
          <GoogleMark />
          {LABEL}
        </Button>
      ) : (
        <LinkButton
          href={startUrl(intent, hydrated ? searchParams.get('next') : null)}
          // A person new to Lectern comes back through profile set-up, not to `next`: kept here, it is offered when the account is ready.
          onClick={() => rememberAfterSignUp(searchParams.get('next'))}
          $variant="secondary"
          $size="md"
          $block
        >
          <GoogleMark />
          {LABEL}
        </LinkButton>
      )}
      {/* Empty, it takes no room but stays in the accessibility tree, so what it says later is announced. */}
      <Note role="status" className={note ? undefined : 'visually-hidden'}>
        {note}
      </Note>
    </>
  );
}
