import { AUTH_MESSAGES, errorMessage, useForgotPassword } from '@lectern/shared-api';
import { forgotPasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, SubmitButton, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      try {
        await forgot.mutateAsync({ email: values.email.trim() });
        navigate('/auth/password/check-inbox');
      } catch (error) {
        if (!applyServerFieldErrors(helpers, error, { email: 'email' })) {
          notify.error(errorMessage(error, AUTH_MESSAGES.forgotFailed));
        }
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

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
