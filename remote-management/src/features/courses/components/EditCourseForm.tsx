import { errorMessage, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { courseEditSchema } from '@lectern/shared-api/forms';
import { useUpdateCourse } from '@lectern/shared-api/management';
import { Button, notify } from '@lectern/shared-ui';
import { fieldProps, FormError, TextAreaField, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { applyServerFieldErrors, notifyError } from '../hooks/courseForms.ts';
import { CourseCodeField } from './CourseCodeField.tsx';
import { FormGrid } from './FormGrid.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface EditValues {
  courseName: string;
  courseCode: string;
  description: string;
}

/** Edit in the detail dialog: name and code required, the code's rule as when adding (spec §5). */
export function EditCourseForm({ course, onDone }: { course: Course; onDone: () => void }) {
  const update = useUpdateCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<EditValues>({
    initialValues: { courseName: course.courseName, courseCode: course.courseCode, description: course.description ?? '' },
    validationSchema: courseEditSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await update.mutateAsync({
          id: course.id,
          body: { courseName: values.courseName.trim(), courseCode: values.courseCode, description: values.description.trim() },
        });
        notify.success(COURSE_MESSAGES.courseUpdated);
        onDone();
      } catch (error) {
        const message = errorMessage(error, COURSE_MESSAGES.actionFailed);
        applyServerFieldErrors(helpers, error, values);
        setFailure(message);
        notifyError(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  const code = fieldProps(form, 'courseCode');

  return (
    <FormGrid ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Edit course">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'courseName')} label="Course name" />
      <CourseCodeField
        name={code.name}
        value={code.value}
        error={code.error}
        onBlur={code.onBlur}
        onValueChange={(value) => void form.setFieldValue('courseCode', value)}
      />
      <TextAreaField {...fieldProps(form, 'description')} label="Description (optional)" rows={3} />
      <Actions>
        <Button variant="secondary" onClick={onDone} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Actions>
    </FormGrid>
  );
}
