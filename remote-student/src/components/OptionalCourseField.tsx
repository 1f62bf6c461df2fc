import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { useCourseSelection } from '@lectern/shared-api/student';
import { CoursePickerField, courseTitle } from '@lectern/shared-ui/forms';
import type { FormikProps } from 'formik';
import { useState } from 'react';

/**
 * A form's optional course (a folder's, a study group's): the picker shows what is typed, or the
 * chosen course's title, and searches only while none is chosen.
 */
export function OptionalCourseField<Values extends { course: CourseSelectionItem | null }>({ form, hint }: { form: FormikProps<Values>; hint: string }) {
  const [text, setText] = useState(() => (form.values.course ? courseTitle(form.values.course) : ''));
  const courses = useCourseSelection(form.values.course ? '' : text);
  const error = form.touched.course && typeof form.errors.course === 'string' ? form.errors.course : undefined;
  return (
    <CoursePickerField
      label="Course (optional)"
      hint={hint}
      placeholder="Search by course code or title"
      text={text}
      onTextChange={setText}
      selected={form.values.course}
      onSelect={(course) => void form.setFieldValue('course', course)}
      courses={courses.courses}
      loading={courses.isLoading}
      failed={courses.isError}
      error={error}
    />
  );
}
