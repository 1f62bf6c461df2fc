import { ButtonLink } from '@lectern/shared-ui';
import { AuthLayout, Lead, Stack } from '../../../components/layout/AuthLayout.tsx';

export function PasswordSuccessPage() {
  return (
    <AuthLayout title="Password changed" subtitle="You are ready to sign in again.">
      <Stack>
        <Lead>Your new password was successfully created. Log in with it to continue.</Lead>
        <ButtonLink to="/auth/signin" block>
          Log in
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
