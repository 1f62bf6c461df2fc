import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink } from '@lectern/shared-ui';
import { useEffect, useState } from 'react';
import { AuthLayout, Stack } from '../../../components/layout/AuthLayout.tsx';
import { forgetAfterSignUp, pageAfterSignUp } from '../../../components/afterSignUp.ts';

/** The end of the account journey: on to the page the visitor was opening when they signed up, or the dashboard. */
export function SignupSuccessPage() {
  // Read after the first render: this device's storage is not the prerendered page's.
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(pageAfterSignUp()), []);
  return (
    <AuthLayout title="You're all set!" subtitle="Your account is ready.">
      <Stack>
        <p>Find notes and past papers for your courses, save them to your library and share your own.</p>
        {next ? (
          <>
            <p>You can go on to the page you were opening when you signed up.</p>
            <ButtonLink to={next} block onClick={forgetAfterSignUp}>
              Continue where you were
            </ButtonLink>
            <ButtonLink to={PAGE_PATHS.dashboard} variant="secondary" block onClick={forgetAfterSignUp}>
              View Dashboard
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={PAGE_PATHS.dashboard} block>
            View Dashboard
          </ButtonLink>
        )}
      </Stack>
    </AuthLayout>
  );
}
