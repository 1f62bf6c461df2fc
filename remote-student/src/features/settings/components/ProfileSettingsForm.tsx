import {
  AUTH_MESSAGES,
  DEFAULT_LEVEL,
  PROFILE_LEVELS,
  useFaculties,
  useUpdateProfile,
  type ProfileUpdateRequest,
  type SessionUser,
} from '@lectern/shared-api';
import { profileSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, Select, SubmitButton, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, hasCode } from '../../../components/errors.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    > button { justify-self: start; width: auto; min-width: 12rem; }
  }
`;

const SERVER_FIELDS = { username: 'username', faculty: 'faculty', department: 'department', level: 'level' } as const;
const LEVEL_OPTIONS = PROFILE_LEVELS.map((level) => ({ value: String(level), label: `${level} Level` }));
export const PROFILE_SAVED = 'Your profile has been updated.';

/** Username, faculty, department and level, prefilled from the signed-in person. */
export function ProfileSettingsForm({ user }: { user: SessionUser }) {
  const faculties = useFaculties();
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik({
    initialValues: {
      username: user.username ?? '',
      faculty: user.facultyId ?? '',
      department: user.departmentId ?? '',
      level: String(user.level ?? DEFAULT_LEVEL),
    },
    validationSchema: profileSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      const { username, faculty, department, level } = profileSchema.cast(values);
      // Settings may also clear where one studies, so empty choices are sent as null.
      const body: ProfileUpdateRequest = { username, level, faculty: faculty || null, department: department || null };
      try {
        await update.mutateAsync(body);
        notify.success(PROFILE_SAVED);
      } catch (error) {
        if (hasCode(error, 'USERNAME_TAKEN')) {
          void helpers.setTouched({ username: true }, false);
          helpers.setErrors({ username: AUTH_MESSAGES.usernameTaken });
        } else if (!applyServerFieldErrors(helpers, error, SERVER_FIELDS)) {
          notify.error(errorMessage(error, AUTH_MESSAGES.profileUpdateFailed));
        }
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  const chosenFaculty = faculties.data?.find((faculty) => faculty.id === form.values.faculty);
  const facultyOptions = (faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: faculty.name }));
  const departmentOptions = (chosenFaculty?.departments ?? []).map((department) => ({ value: department.id, label: department.name }));
  const onFacultyChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void form.setFieldValue('faculty', event.target.value);
    void form.setFieldValue('department', '');
  };

  return (
    <Form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Profile">
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} hint="3 to 24 letters, numbers, _ or ." {...fieldProps(form, 'username')} />
      <Select
        {...fieldProps(form, 'faculty')}
        label="Faculty"
        placeholder={faculties.isPending ? 'Loading faculties...' : faculties.isError ? 'Faculties unavailable' : 'Select your faculty'}
        options={facultyOptions}
        disabled={!faculties.isSuccess}
        onChange={onFacultyChange}
      />
      <Select
        {...fieldProps(form, 'department')}
        label="Department"
        placeholder={chosenFaculty ? 'Select your department' : 'Choose a faculty first'}
        options={departmentOptions}
        disabled={!chosenFaculty}
      />
      <Select {...fieldProps(form, 'level')} label="Level" options={LEVEL_OPTIONS} />
      <SubmitButton loading={update.isPending} loadingText="Saving...">
        Save profile
      </SubmitButton>
    </Form>
  );
}
