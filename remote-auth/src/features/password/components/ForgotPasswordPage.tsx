import { AUTH_MESSAGES, errorMessage, useForgotPassword } from '@lectern/shared-api';
import { forgotPasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, SubmitButton, TextField, useServerForm } from '@lectern/shared-ui/forms';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { form, formRef } = useServerForm({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    validateOnBlur: true,
    submit: (values) => forgot.mutateAsync({ email: values.email.trim() }),
    onDone: () => navigate('/auth/password/check-inbox'),
    serverFields: { email: 'email' },
    failureMessage: (error) => errorMessage(error, AUTH_MESSAGES.forgotFailed),
    onFailure: (message, _, placed) => {
      if (!placed) notify.error(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.values.email.trim()) notify.error(AUTH_MESSAGES.forgotEmailEmpty);
    form.handleSubmit(event);
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
      backTo="/auth/signin"
      backLabel="Back to Login"
    >
      <FormStack ref={formRef} noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@university.edu" {...fieldProps(form, 'email')} />
        <SubmitButton loading={forgot.isPending} loadingText="Sending link...">
          Send Link
        </SubmitButton>
      </FormStack>
    </AuthLayout>
  );
}
