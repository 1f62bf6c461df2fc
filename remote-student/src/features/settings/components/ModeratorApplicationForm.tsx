import {
  DEFAULT_LEVEL,
  MODERATOR_APPLICATION_MESSAGES,
  MODERATOR_REASON_MAX,
  MODERATOR_REASON_MIN,
  type ModeratorApplicationInput,
  type SessionUser,
} from '@lectern/shared-api/contract';
import { errorMessage, hasCode, useFaculties } from '@lectern/shared-api';
import { moderatorApplicationSchema } from '@lectern/shared-api/forms';
import { useApplyToModerate } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormError, Select, SubmitButton, TextAreaField, useServerForm } from '@lectern/shared-ui/forms';
import { FacultyDepartmentFields } from './FacultyDepartmentFields.tsx';
import { LEVEL_OPTIONS, SettingsForm } from './settingsForm.ts';

const SERVER_FIELDS = { departmentId: 'departmentId', level: 'level', reason: 'reason' } as const;
export const REASON_LABEL = 'Why do you want to moderate?';

export interface ModeratorApplicationFormProps {
  user: SessionUser;
  /** Called once the server accepted the application (the section then shows its status). */
  onSent: () => void;
}

/** The department and level a student would look after, and why; prefilled from their profile. */
export function ModeratorApplicationForm({ user, onSent }: ModeratorApplicationFormProps) {
  const faculties = useFaculties();
  const apply = useApplyToModerate();
  const { form, failure, formProps } = useServerForm({
    initialValues: {
      // Only narrows the departments offered; the application names the department alone.
      faculty: user.facultyId ?? '',
      departmentId: user.departmentId ?? '',
      level: String(user.level ?? DEFAULT_LEVEL),
      reason: '',
    },
    validationSchema: moderatorApplicationSchema,
    validateOnBlur: true,
    submit: (values) => {
      const { departmentId, level, reason } = moderatorApplicationSchema.cast(values);
      const body: ModeratorApplicationInput = { departmentId, level, reason };
      return apply.mutateAsync(body);
    },
    onDone: () => {
      notify.success(MODERATOR_APPLICATION_MESSAGES.submitted);
      onSent();
    },
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, MODERATOR_APPLICATION_MESSAGES.failed),
    // Already staff, or already waiting: the server's words, next to what they typed; anything else a toast.
    formError: (error) => hasCode(error, 'CONFLICT'),
    onFailure: (message, error, placed) => {
      if (!placed && !hasCode(error, 'CONFLICT')) notify.error(message);
    },
  });

  const onFacultyChange = (facultyId: string) => {
    void form.setFieldValue('faculty', facultyId);
    void form.setFieldValue('departmentId', '');
  };

  return (
    <SettingsForm {...formProps} aria-label="Moderator application">
      <FacultyDepartmentFields
        faculties={faculties}
        faculty={fieldProps(form, 'faculty')}
        department={fieldProps(form, 'departmentId')}
        onFacultyChange={onFacultyChange}
      />
      <Select {...fieldProps(form, 'level')} label="Level" options={LEVEL_OPTIONS} />
      <TextAreaField
        {...fieldProps(form, 'reason')}
        label={REASON_LABEL}
        rows={5}
        hint={`${MODERATOR_REASON_MIN} to ${MODERATOR_REASON_MAX} characters.`}
      />
      <FormError>{failure}</FormError>
      <SubmitButton loading={apply.isPending} loadingText="Sending...">
        Send application
      </SubmitButton>
    </SettingsForm>
  );
}
