import {
  AUTH_MESSAGES,
  DEFAULT_LEVEL,
  errorMessage,
  hasCode,
  useFaculties,
  useUpdateProfile,
  type ProfileUpdateRequest,
  type SessionUser,
} from '@lectern/shared-api';
import { profileSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, Select, showFieldError, SubmitButton, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { FacultyDepartmentFields } from './FacultyDepartmentFields.tsx';
import { LEVEL_OPTIONS, SettingsForm } from './settingsForm.ts';

const SERVER_FIELDS = { username: 'username', faculty: 'faculty', department: 'department', level: 'level' } as const;
export const PROFILE_SAVED = 'Your profile has been updated.';

/** Username, faculty, department and level, prefilled from the signed-in person. */
export function ProfileSettingsForm({ user }: { user: SessionUser }) {
  const faculties = useFaculties();
  const update = useUpdateProfile();
  const { form, formProps } = useServerForm({
    initialValues: {
      username: user.username ?? '',
      faculty: user.facultyId ?? '',
      department: user.departmentId ?? '',
      level: String(user.level ?? DEFAULT_LEVEL),
    },
    validationSchema: profileSchema,
    validateOnBlur: true,
    submit: (values) => {
      const { username, faculty, department, level } = profileSchema.cast(values);
      // Settings may also clear where one studies, so empty choices are sent as null.
      const body: ProfileUpdateRequest = { username, level, faculty: faculty || null, department: department || null };
      return update.mutateAsync(body);
    },
    onDone: () => notify.success(PROFILE_SAVED),
    serverFields: SERVER_FIELDS,
    placeOnFields: (error, helpers) => {
      if (!hasCode(error, 'USERNAME_TAKEN')) return false;
      showFieldError(helpers, 'username', AUTH_MESSAGES.usernameTaken);
      return true;
    },
    failureMessage: (error) => errorMessage(error, AUTH_MESSAGES.profileUpdateFailed),
    onFailure: (message, _, placed) => {
      if (!placed) notify.error(message);
    },
  });

  const onFacultyChange = (facultyId: string) => {
    void form.setFieldValue('faculty', facultyId);
    void form.setFieldValue('department', '');
  };

  return (
    <SettingsForm {...formProps} aria-label="Profile">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} hint="3 to 24 letters, numbers, _ or ." {...fieldProps(form, 'username')} />
      <FacultyDepartmentFields
        faculties={faculties}
        faculty={fieldProps(form, 'faculty')}
        department={fieldProps(form, 'department')}
        onFacultyChange={onFacultyChange}
      />
      <Select {...fieldProps(form, 'level')} label="Level" options={LEVEL_OPTIONS} />
      <SubmitButton loading={update.isPending} loadingText="Saving...">
        Save profile
      </SubmitButton>
    </SettingsForm>
  );
}
