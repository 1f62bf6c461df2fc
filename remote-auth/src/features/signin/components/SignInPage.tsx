import { AUTH_MESSAGES, errorMessage, hasCode, homePathFor, PAGE_PATHS, safeNextPath, useLogin } from '@lectern/shared-api';
import { loginSchema } from '@lectern/shared-api/forms';
import { notify, useHydrated } from '@lectern/shared-ui';
import { fieldProps, FormError, PasswordField, SubmitButton, TextField, useServerForm } from '@lectern/shared-ui/forms';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AsideLink, AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';
import { useGoogleSignInError } from '../hooks/useGoogleSignInError.ts';
import { signInReasonSentence } from '../signInReason.ts';
import { signUpPathWith } from '../../../components/afterSignUp.ts';

const SERVER_FIELDS = { email: 'email', emailOrMatricNo: 'email', password: 'password' } as const;

export function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const googleError = useGoogleSignInError();
  // The query string is the browser's alone: the prerendered page (and the render hydrating it) has the plain subtitle.
  const hydrated = useHydrated();
  const reason = hydrated ? signInReasonSentence(searchParams.get('reason'), searchParams.get('next')) : null;

  const { form, formRef } = useServerForm({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: true,
    submit: (values) => login.mutateAsync({ email: values.email.trim(), password: values.password }),
    // A visitor sent here from a protected page returns to it (only same-site paths count); otherwise staff go to the portal.
    onDone: (person) => navigate(safeNextPath(searchParams.get('next')) ?? homePathFor(person.role), { replace: true }),
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, AUTH_MESSAGES.loginFailed),
    onFailure: (message, error, placed) => {
      if (hasCode(error, 'EMAIL_NOT_VERIFIED')) {
        notify.info(AUTH_MESSAGES.emailNotVerified);
        navigate(`/auth/signup/verify?email=${encodeURIComponent(form.values.email.trim())}`);
      } else if (!placed) {
        notify.error(message);
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    googleError.dismiss();
    if (!form.values.email.trim() && !form.values.password) notify.error(AUTH_MESSAGES.loginFieldsEmpty);
    form.handleSubmit(event);
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={reason ?? 'Sign in to pick up where you left off.'}
      federated="signin"
      footer={
        <>
          Don&apos;t have an account? <Link to={hydrated ? signUpPathWith(searchParams.get('next')) : PAGE_PATHS.signUp}>Create one</Link>
        </>
      }
    >
      <FormStack ref={formRef} noValidate onSubmit={onSubmit} onChange={googleError.dismiss}>
        <FormError>{googleError.message}</FormError>
        <TextField label="Email" type="email" autoComplete="username" placeholder="you@university.edu" {...fieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...fieldProps(form, 'password')} />
        <AsideLink>
          <Link to="/auth/password/forgot">Forgot password?</Link>
        </AsideLink>
        <SubmitButton loading={login.isPending}>Sign In</SubmitButton>
      </FormStack>
    </AuthLayout>
  );
}
