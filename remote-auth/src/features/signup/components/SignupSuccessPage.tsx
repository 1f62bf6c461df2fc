import { ButtonLink } from '@lectern/shared-ui';
import { AuthLayout, Stack } from '../../../components/layout/AuthLayout.tsx';

/** The end of the account journey. */
export function SignupSuccessPage() {
  return (
    <AuthLayout title="You're all set!" subtitle="Your account is ready.">
      <Stack>
        <p>Find notes and past papers for your courses, save them to your library and share your own.</p>
        <ButtonLink to="/dashboard" block>
          View Dashboard
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
