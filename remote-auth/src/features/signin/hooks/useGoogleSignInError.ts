import { AUTH_MESSAGES, GOOGLE_ERROR_MESSAGES, isGoogleErrorCode } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The text for a `?error=<code>` the server sent back from a federated sign-in. */
export function googleErrorMessage(code: string): string {
  return isGoogleErrorCode(code) ? GOOGLE_ERROR_MESSAGES[code] : AUTH_MESSAGES.googleFailed;
}

/**
 * A failed Google sign-in comes back as `/auth/signin?error=<code>` (google_not_configured
 * aside: FederatedButton shows it). The message is shown once per visit: a toast, and the
 * returned text for an inline error until the person edits or submits the form (`dismiss`).
 */
export function useGoogleSignInError(): { message: string | null; dismiss: () => void } {
  const [searchParams] = useSearchParams();
  const [message, setMessage] = useState(() => {
    const code = searchParams.get('error');
    // Not configured is no failed sign-in: the Google button's own note says it, on sign-up too.
    return code && code !== 'google_not_configured' ? googleErrorMessage(code) : null;
  });
  // The ref survives StrictMode's second effect run, so the toast appears once.
  const announced = useRef(false);

  useEffect(() => {
    if (!message || announced.current) return;
    announced.current = true;
    notify.error(message);
  }, [message]);

  const dismiss = useCallback(() => setMessage(null), []);
  return { message, dismiss };
}
