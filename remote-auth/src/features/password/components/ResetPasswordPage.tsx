import { AUTH_MESSAGES, errorMessage, hasCode, useResetPassword } from '@lectern/shared-api';
import { resetPasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormError, PasswordField, SubmitButton, useServerForm } from '@lectern/shared-ui/forms';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';

/** How long the missing-token error stays on screen before the forgot-password page opens. */
export const MISSING_TOKEN_REDIRECT_MS = 3000;

function MissingToken() {
  const navigate = useNavigate();
  const toasted = useRef(false);

  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      notify.error(AUTH_MESSAGES.missingToken);
    }
    const timer = setTimeout(() => navigate('/auth/password/forgot', { replace: true }), MISSING_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthLayout title="Reset your password" backTo="/auth/signin" backLabel="Back to Login">
      <FormError>
        {AUTH_MESSAGES.missingToken} <Link to="/auth/password/forgot">Request a new link</Link>
      </FormError>
    </AuthLayout>
  );
}

/** /auth/reset-password?token=: the emailed reset link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <MissingToken />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { form, formRef, failure: linkError } = useServerForm({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    validateOnBlur: true,
    submit: (values) => reset.mutateAsync({ token, newPassword: values.password }),
    onDone: () => navigate('/auth/password/success', { replace: true }),
    serverFields: { newPassword: 'password' },
    failureMessage: (error) => errorMessage(error, AUTH_MESSAGES.resetFailed),
    // A used or expired link is said above the fields, with a way to a new one; anything else a toast.
    formError: (error) => hasCode(error, 'INVALID_TOKEN'),
    onFailure: (message, _, placed) => {
      if (!placed) notify.error(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.values.password) notify.error(AUTH_MESSAGES.resetPasswordEmpty);
    form.handleSubmit(event);
  };

  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account." backTo="/auth/signin" backLabel="Back to Login">
      <FormStack ref={formRef} noValidate onSubmit={onSubmit}>
        <FormError>
          {linkError ? (
            <>
              {linkError} <Link to="/auth/password/forgot">Request a new link</Link>
            </>
          ) : null}
        </FormError>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...fieldProps(form, 'password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...fieldProps(form, 'confirmPassword')} />
        <SubmitButton loading={reset.isPending}>Reset Password</SubmitButton>
      </FormStack>
    </AuthLayout>
  );
}
