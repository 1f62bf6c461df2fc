import { AUTH_MESSAGES, errorMessage, PAGE_PATHS, useResendVerification } from '@lectern/shared-api';
import { Button, buttonStyles, notify, type ButtonSize, type ButtonVariant } from '@lectern/shared-ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Lead, Stack } from '../../../components/layout/AuthLayout.tsx';

const MailLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonStyles}
`;

/** /auth/signup/verify?email=: after sign-up, until the emailed link is clicked. */
export function CheckEmailPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim();
  const resend = useResendVerification();

  if (!email) return <Navigate to={PAGE_PATHS.signUp} replace />;

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => notify.success(AUTH_MESSAGES.verificationSent),
        onError: (error) => notify.error(errorMessage(error, AUTH_MESSAGES.resendFailed)),
      },
    );

  return (
    <AuthLayout title="Check your email" subtitle="One more step to verify your account." backTo={PAGE_PATHS.signUp} backLabel="Back to sign up">
      <Stack>
        <Lead>
          We sent a verification link to <strong>{email}</strong>. Open it to verify your email and set up your profile. The
          link expires in 24 hours.
        </Lead>
        <MailLink href={`mailto:${email}`} $variant="primary" $size="md" $block>
          Open email
        </MailLink>
        <Button variant="secondary" block onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Resending link...' : 'Resend'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
