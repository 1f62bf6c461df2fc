import { DEFAULT_LEVEL, errorMessage, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { courseLinkSchema } from '@lectern/shared-api/forms';
import { useLinkCourse } from '@lectern/shared-api/management';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { fieldProps, FormError, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import Link from 'lucide-react/icons/link';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { applyServerFieldErrors, notifyError } from '../hooks/courseForms.ts';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { LevelSelect } from './LevelSelect.tsx';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    > [role='alert'] { grid-column: 1 / -1; }
  }
`;

interface LinkValues {
  courseId: string;
  departmentId: string;
  level: string;
}

/** The detail dialog's link form: this course, taken by one more department at a level. */
export function LinkDepartmentForm({ course }: { course: Course }) {
  const link = useLinkCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const linked = useMemo(() => course.departments.map((entry) => entry.departmentId), [course.departments]);
  const form = useFormik<LinkValues>({
    initialValues: { courseId: course.id, departmentId: '', level: String(DEFAULT_LEVEL) },
    validationSchema: courseLinkSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await link.mutateAsync({ courseId: values.courseId, departmentId: values.departmentId, level: Number(values.level) });
        notify.success(COURSE_MESSAGES.courseLinked);
        helpers.resetForm();
      } catch (error) {
        const message = errorMessage(error, COURSE_MESSAGES.linkFailed);
        applyServerFieldErrors(helpers, error, values);
        setFailure(message);
        notifyError(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  return (
    <Form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Link a department">
      <FormError>{failure}</FormError>
      <DepartmentSelect {...fieldProps(form, 'departmentId')} exclude={linked} />
      <LevelSelect {...fieldProps(form, 'level')} />
      <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
        <Icon icon={Link} size="sm" />
        {form.isSubmitting ? 'Linking...' : 'Link Department'}
      </Button>
    </Form>
  );
}
