import { ButtonLink } from '@lectern/shared-ui';
import { AuthLayout, Lead, Stack } from '../../../components/layout/AuthLayout.tsx';

/** After asking for a reset link. The answer is the same whether or not the account exists. */
export function CheckInboxPage() {
  return (
    <AuthLayout title="Check your inbox!" subtitle="A password reset link is on its way.">
      <Stack>
        <Lead>
          If an account uses that email, we sent it a link to reset your password. The reset link expires in 1 hour.
        </Lead>
        <ButtonLink to="/auth/signin" variant="secondary" block>
          Back to Login
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
