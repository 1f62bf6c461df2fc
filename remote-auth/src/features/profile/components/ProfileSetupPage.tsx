import { AUTH_MESSAGES, PROFILE_LEVELS, DEFAULT_LEVEL, errorMessage, hasCode, useFaculties, useUpdateProfile, type ProfileUpdateRequest } from '@lectern/shared-api';
import { profileSchema } from '@lectern/shared-api/forms';
import { Button, notify } from '@lectern/shared-ui';
import { fieldProps, Select, showFieldError, SubmitButton, TextField, useServerForm } from '@lectern/shared-ui/forms';
import type { ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, FormStack } from '../../../components/layout/AuthLayout.tsx';

const SERVER_FIELDS = { username: 'username', faculty: 'faculty', department: 'department', level: 'level' } as const;

const LEVEL_OPTIONS = PROFILE_LEVELS.map((level) => ({ value: String(level), label: `${level} Level` }));

const LoadError = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Skip = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** /auth/signup/profile: username, then where the person studies (optional), for recommendations. */
export function ProfileSetupPage() {
  const navigate = useNavigate();
  const faculties = useFaculties();
  const update = useUpdateProfile();
  const { form, formProps } = useServerForm({
    initialValues: { username: '', faculty: '', department: '', level: String(DEFAULT_LEVEL) },
    validationSchema: profileSchema,
    validateOnBlur: true,
    submit: (values) => {
      const { username, faculty, department, level } = profileSchema.cast(values);
      const body: ProfileUpdateRequest = { username, level };
      // Faculty and department are optional: sent only when chosen.
      if (faculty) body.faculty = faculty;
      if (department) body.department = department;
      return update.mutateAsync(body);
    },
    onDone: () => navigate('/auth/signup/success', { replace: true }),
    serverFields: SERVER_FIELDS,
    placeOnFields: (error, helpers) => {
      if (!hasCode(error, 'USERNAME_TAKEN')) return false;
      showFieldError(helpers, 'username', AUTH_MESSAGES.usernameTaken);
      return true;
    },
    failureMessage: (error) => (hasCode(error, 'USERNAME_TAKEN') ? AUTH_MESSAGES.usernameTaken : errorMessage(error, AUTH_MESSAGES.profileUpdateFailed)),
    // A taken username is said on its field and in a toast; other field problems on their fields only.
    onFailure: (message, error, placed) => {
      if (!placed || hasCode(error, 'USERNAME_TAKEN')) notify.error(message);
    },
  });

  const chosenFaculty = faculties.data?.find((faculty) => faculty.id === form.values.faculty);
  const facultyOptions = (faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: faculty.name }));
  const departmentOptions = (chosenFaculty?.departments ?? []).map((department) => ({ value: department.id, label: department.name }));

  // A department belongs to one faculty: a new faculty clears it.
  const onFacultyChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void form.setFieldValue('faculty', event.target.value);
    void form.setFieldValue('department', '');
  };

  const facultyPlaceholder = faculties.isPending ? 'Loading faculties...' : faculties.isError ? 'Faculties unavailable' : 'Select your faculty';

  return (
    <AuthLayout
      title="Set up your profile"
      subtitle="Tell us what you study so we can recommend the right courses and materials."
      footer={
        <Skip>
          <Link to="/auth/signup/success">Skip</Link>
        </Skip>
      }
    >
      <FormStack {...formProps}>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3 to 24 letters, numbers, _ or ."
          {...fieldProps(form, 'username')}
        />
        <Select
          {...fieldProps(form, 'faculty')}
          label="Faculty (optional)"
          placeholder={facultyPlaceholder}
          options={facultyOptions}
          disabled={!faculties.isSuccess}
          onChange={onFacultyChange}
        />
        {faculties.isError ? (
          <LoadError role="alert">
            Could not load the faculties. You can still continue without them.
            <Button size="sm" variant="secondary" onClick={() => void faculties.refetch()}>
              Retry
            </Button>
          </LoadError>
        ) : null}
        <Select
          {...fieldProps(form, 'department')}
          label="Department (optional)"
          placeholder={chosenFaculty ? 'Select your department' : 'Choose a faculty first'}
          options={departmentOptions}
          disabled={!chosenFaculty}
        />
        <Select {...fieldProps(form, 'level')} label="Level (optional)" options={LEVEL_OPTIONS} />
        <SubmitButton loading={update.isPending}>Submit</SubmitButton>
      </FormStack>
    </AuthLayout>
  );
}
