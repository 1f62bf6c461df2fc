import { DEFAULT_LEVEL, errorMessage } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { createCourseSchema } from '@lectern/shared-api/forms';
import { useCreateCourse } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormError, SubmitButton, TextAreaField, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { applyServerFieldErrors, notifyError } from '../hooks/courseForms.ts';
import { CourseCodeField } from './CourseCodeField.tsx';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { FormGrid } from './FormGrid.tsx';
import { LevelSelect } from './LevelSelect.tsx';

interface CreateValues {
  courseName: string;
  courseCode: string;
  description: string;
  departmentId: string;
  level: string;
}

const INITIAL: CreateValues = { courseName: '', courseCode: '', description: '', departmentId: '', level: String(DEFAULT_LEVEL) };

/** The Add Course panel's second side: a new course, taken by a department at a level (staff's is approved at once). */
export function CreateCourseForm() {
  const create = useCreateCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<CreateValues>({
    initialValues: INITIAL,
    validationSchema: createCourseSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await create.mutateAsync({
          courseName: values.courseName.trim(),
          courseCode: values.courseCode,
          description: values.description.trim(),
          departmentId: values.departmentId,
          level: Number(values.level),
        });
        notify.success(COURSE_MESSAGES.courseCreated);
        helpers.resetForm();
      } catch (error) {
        const message = errorMessage(error, COURSE_MESSAGES.createFailed);
        applyServerFieldErrors(helpers, error, values);
        setFailure(message);
        notifyError(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  const code = fieldProps(form, 'courseCode');

  return (
    <FormGrid ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Create a new course">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'courseName')} label="Course name" placeholder="e.g. Data Structures" />
      <CourseCodeField
        name={code.name}
        value={code.value}
        error={code.error}
        onBlur={code.onBlur}
        onValueChange={(value) => void form.setFieldValue('courseCode', value)}
      />
      <TextAreaField {...fieldProps(form, 'description')} label="Description (optional)" rows={3} />
      <DepartmentSelect {...fieldProps(form, 'departmentId')} />
      <LevelSelect {...fieldProps(form, 'level')} />
      <SubmitButton loading={form.isSubmitting} loadingText="Creating course...">
        Create Course
      </SubmitButton>
    </FormGrid>
  );
}
