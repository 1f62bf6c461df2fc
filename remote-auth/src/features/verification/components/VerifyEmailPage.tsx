import { AUTH_MESSAGES, errorMessage, useVerifyEmail, VERIFY_FAILURE_REDIRECT_MS } from '@lectern/shared-api';
import { notify, Spinner } from '@lectern/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout, Lead, Stack } from '../../../components/layout/AuthLayout.tsx';

/** /auth/verify-email?token=: the emailed link. Verifies once, which also starts the session. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const [failed, setFailed] = useState(false);
  // Tokens are single use: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutateAsync(token).then(
      () => {
        notify.success(AUTH_MESSAGES.verificationSucceeded);
        navigate('/auth/signup/profile', { replace: true });
      },
      (error: unknown) => {
        notify.error(errorMessage(error, AUTH_MESSAGES.verificationFailed));
        setFailed(true);
      },
    );
  }, [token, verify, navigate]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate('/auth/signin', { replace: true }), VERIFY_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  if (!token) return <Navigate to="/auth/signin" replace />;

  if (failed) {
    return (
      <AuthLayout title="Verification failed" subtitle="This link could not verify your email.">
        <Stack>
          <Lead>
            The link may have expired or already been used. Sign in to get a fresh one; we will take you there in a few
            seconds.
          </Lead>
          <Link to="/auth/signin" replace>
            Go to sign in now
          </Link>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Processing Email Verification" subtitle="This takes a moment.">
      <Spinner label="Processing Email Verification" size={28} />
    </AuthLayout>
  );
}
