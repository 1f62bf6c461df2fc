import { AUTH_MESSAGES, errorMessage, PAGE_PATHS, useSignup } from '@lectern/shared-api';
import { signupSchema, splitFullName } from '@lectern/shared-api/forms';
import { notify, useHydrated, VisuallyHidden } from '@lectern/shared-ui';
import { Checkbox, fieldProps, PasswordField, SubmitButton, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';
import { rememberAfterSignUp, signInPathWith } from '../../../components/afterSignUp.ts';

/**
 * A policy the agreement names, opened in a new tab so what is typed in the form stays; the
 * tab is said to screen readers, as a sighted person sees it open.
 */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

// The server names the parts of the full name; the form has one field for both.
const SERVER_FIELDS = { firstName: 'fullName', lastName: 'fullName', email: 'email', password: 'password' } as const;

export function SignupPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The query string is the browser's alone: the prerendered page links to plain sign-in.
  const hydrated = useHydrated();
  const signup = useSignup();
  const { form, formProps } = useServerForm({
    initialValues: { fullName: '', email: '', password: '', terms: false },
    validationSchema: signupSchema,
    validateOnBlur: true,
    submit: async (values) => {
      const email = values.email.trim();
      await signup.mutateAsync({ ...splitFullName(values.fullName), email, password: values.password });
      return email;
    },
    onDone: (email) => {
      rememberAfterSignUp(searchParams.get('next'));
      navigate(`/auth/signup/verify?email=${encodeURIComponent(email)}`);
    },
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, AUTH_MESSAGES.signupFailed),
    onFailure: (message, _, placed) => {
      if (!placed) notify.error(message);
    },
  });

  const terms = form.touched.terms ? form.errors.terms : undefined;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join your classmates and find notes and past papers for your courses."
      federated="signup"
      footer={
        <>
          Already have an account? <Link to={hydrated ? signInPathWith(searchParams.get('next')) : PAGE_PATHS.signIn}>Sign in</Link>
        </>
      }
    >
      <FormStack {...formProps}>
        <TextField label="Full name" autoComplete="name" {...fieldProps(form, 'fullName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@university.edu"
          hint="Use your university email."
          {...fieldProps(form, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...fieldProps(form, 'password')}
        />
        <Checkbox
          name="terms"
          checked={form.values.terms}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={typeof terms === 'string' ? terms : undefined}
        >
          I agree to the <PolicyLink to={PAGE_PATHS.terms}>Terms of Service</PolicyLink>, the{' '}
          <PolicyLink to={PAGE_PATHS.privacy}>Privacy Policy</PolicyLink> and the <PolicyLink to={PAGE_PATHS.honorCode}>Honor Code</PolicyLink>.
        </Checkbox>
        <SubmitButton loading={signup.isPending}>Continue</SubmitButton>
      </FormStack>
    </AuthLayout>
  );
}
