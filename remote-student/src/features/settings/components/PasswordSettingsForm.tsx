import { errorMessage, hasCode } from '@lectern/shared-api';
import { PASSWORD_CHANGE_MESSAGES } from '@lectern/shared-api/contract';
import { useChangePassword } from '@lectern/shared-api/student';
import { changePasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, PasswordField, SubmitButton, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { SettingsForm } from './settingsForm.ts';

const SERVER_FIELDS = { currentPassword: 'currentPassword', newPassword: 'newPassword' } as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, a new one that follows the sign-up rules, and its confirmation. */
export function PasswordSettingsForm() {
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    validateOnBlur: true,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        helpers.resetForm({ values: EMPTY });
        notify.success(PASSWORD_CHANGE_MESSAGES.passwordChanged);
      } catch (error) {
        if (applyServerFieldErrors(helpers, error, SERVER_FIELDS)) return;
        if (hasCode(error, 'INVALID_CREDENTIALS')) {
          void helpers.setTouched({ currentPassword: true }, false);
          helpers.setErrors({ currentPassword: PASSWORD_CHANGE_MESSAGES.currentPasswordWrong });
          return;
        }
        notify.error(errorMessage(error, PASSWORD_CHANGE_MESSAGES.passwordChangeFailed));
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  return (
    <SettingsForm ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" {...fieldProps(form, 'currentPassword')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with uppercase, lowercase and a number."
        {...fieldProps(form, 'newPassword')}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...fieldProps(form, 'confirmPassword')} />
      <SubmitButton loading={change.isPending} loadingText="Saving...">
        Change password
      </SubmitButton>
    </SettingsForm>
  );
}
