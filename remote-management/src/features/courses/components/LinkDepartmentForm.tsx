import { DEFAULT_LEVEL, errorMessage, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { courseLinkSchema } from '@lectern/shared-api/forms';
import { useLinkCourse } from '@lectern/shared-api/management';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { fieldProps, FormError, useServerForm } from '@lectern/shared-ui/forms';
import Link from 'lucide-react/icons/link';
import { useMemo } from 'react';
import styled from 'styled-components';
import { notifyError } from '../hooks/courseForms.ts';
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

/** The server's field names, as this form calls them (the same). */
const SERVER_FIELDS: Partial<Record<string, keyof LinkValues & string>> = { courseId: 'courseId', departmentId: 'departmentId', level: 'level' };

/** The detail dialog's link form: this course, taken by one more department at a level. */
export function LinkDepartmentForm({ course }: { course: Course }) {
  const link = useLinkCourse();
  const linked = useMemo(() => course.departments.map((entry) => entry.departmentId), [course.departments]);
  const { form, failure, formProps } = useServerForm({
    initialValues: { courseId: course.id, departmentId: '', level: String(DEFAULT_LEVEL) } satisfies LinkValues,
    validationSchema: courseLinkSchema,
    submit: (values: LinkValues) => link.mutateAsync({ courseId: values.courseId, departmentId: values.departmentId, level: Number(values.level) }),
    onDone: (_, helpers) => {
      notify.success(COURSE_MESSAGES.courseLinked);
      helpers.resetForm();
    },
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, COURSE_MESSAGES.linkFailed),
    formError: 'always',
    onFailure: notifyError,
  });

  return (
    <Form {...formProps} aria-label="Link a department">
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
