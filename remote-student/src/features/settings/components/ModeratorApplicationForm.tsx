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
import {
  applyServerFieldErrors,
  fieldProps,
  FormError,
  Select,
  SubmitButton,
  TextAreaField,
  useFocusFirstInvalid,
} from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef } from 'react';
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
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik({
    initialValues: {
      // Only narrows the departments offered; the application names the department alone.
      faculty: user.facultyId ?? '',
      departmentId: user.departmentId ?? '',
      level: String(user.level ?? DEFAULT_LEVEL),
      reason: '',
    },
    validationSchema: moderatorApplicationSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const { departmentId, level, reason } = moderatorApplicationSchema.cast(values);
      const body: ModeratorApplicationInput = { departmentId, level, reason };
      try {
        await apply.mutateAsync(body);
        notify.success(MODERATOR_APPLICATION_MESSAGES.submitted);
        onSent();
      } catch (error) {
        if (applyServerFieldErrors(helpers, error, SERVER_FIELDS)) return;
        // Already staff, or already waiting: the server's words, next to what they typed.
        if (hasCode(error, 'CONFLICT')) {
          helpers.setStatus(errorMessage(error, MODERATOR_APPLICATION_MESSAGES.failed));
          return;
        }
        notify.error(errorMessage(error, MODERATOR_APPLICATION_MESSAGES.failed));
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  const onFacultyChange = (facultyId: string) => {
    void form.setFieldValue('faculty', facultyId);
    void form.setFieldValue('departmentId', '');
  };

  return (
    <SettingsForm ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Moderator application">
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
      <FormError>{typeof form.status === 'string' ? form.status : null}</FormError>
      <SubmitButton loading={apply.isPending} loadingText="Sending...">
        Send application
      </SubmitButton>
    </SettingsForm>
  );
}
