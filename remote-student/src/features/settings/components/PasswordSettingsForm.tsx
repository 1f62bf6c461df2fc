import { errorMessage, hasCode } from '@lectern/shared-api';
import { PASSWORD_CHANGE_MESSAGES } from '@lectern/shared-api/contract';
import { useChangePassword } from '@lectern/shared-api/student';
import { changePasswordSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, PasswordField, showFieldError, SubmitButton, useServerForm } from '@lectern/shared-ui/forms';
import { SettingsForm } from './settingsForm.ts';

const SERVER_FIELDS = { currentPassword: 'currentPassword', newPassword: 'newPassword' } as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, a new one that follows the sign-up rules, and its confirmation. */
export function PasswordSettingsForm() {
  const change = useChangePassword();
  const { form, formProps } = useServerForm({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    validateOnBlur: true,
    submit: ({ currentPassword, newPassword }: typeof EMPTY) => change.mutateAsync({ currentPassword, newPassword }),
    onDone: (_, helpers) => {
      helpers.resetForm({ values: EMPTY });
      notify.success(PASSWORD_CHANGE_MESSAGES.passwordChanged);
    },
    serverFields: SERVER_FIELDS,
    placeOnFields: (error, helpers) => {
      if (!hasCode(error, 'INVALID_CREDENTIALS')) return false;
      showFieldError(helpers, 'currentPassword', PASSWORD_CHANGE_MESSAGES.currentPasswordWrong);
      return true;
    },
    failureMessage: (error) => errorMessage(error, PASSWORD_CHANGE_MESSAGES.passwordChangeFailed),
    onFailure: (message, _, placed) => {
      if (!placed) notify.error(message);
    },
  });

  return (
    <SettingsForm {...formProps} aria-label="Change password">
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
