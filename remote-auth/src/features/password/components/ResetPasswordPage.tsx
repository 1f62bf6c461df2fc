import { AUTH_MESSAGES, errorMessage, hasCode, useResetPassword } from '@lectern/shared-api';
import { resetPasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, FormError, PasswordField, SubmitButton, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  const form = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      setLinkError(null);
      try {
        await reset.mutateAsync({ token, newPassword: values.password });
        navigate('/auth/password/success', { replace: true });
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.resetFailed);
        if (hasCode(error, 'INVALID_TOKEN')) {
          setLinkError(message);
          notify.error(message);
        } else if (!applyServerFieldErrors(helpers, error, { newPassword: 'password' })) {
          notify.error(message);
        }
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

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
