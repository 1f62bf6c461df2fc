import { courseCodeIn, formatCourseCode, normaliseCourseCode, type CourseSelectionItem } from '@lectern/shared-api/contract';
import { useCourseSelection } from '@lectern/shared-api/student';
import { CoursePickerField, courseTitle } from '@lectern/shared-ui/forms';
import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';

/**
 * The course a request is for: the course picker, starting from the chosen course, else from a
 * course code written in `codeFrom` ("CSC 204 past questions"), which it searches and picks by
 * itself when a course has exactly that code. The person may clear it and choose another.
 */
export function RequestCourseField<Values extends { course: CourseSelectionItem | null }>({ form, codeFrom }: { form: FormikProps<Values>; codeFrom: string }) {
  const code = useRef(form.values.course ? null : courseCodeIn(codeFrom)).current;
  const [text, setText] = useState(() => (form.values.course ? courseTitle(form.values.course) : code ? formatCourseCode(code) : ''));
  const courses = useCourseSelection(form.values.course ? '' : text);
  const [picked, setPicked] = useState(false);
  const { setFieldValue } = form;
  const match = code && !picked ? courses.courses.find((course) => normaliseCourseCode(course.courseCode) === code) : undefined;
  useEffect(() => {
    if (!match) return;
    setPicked(true);
    setText(courseTitle(match));
    void setFieldValue('course', match);
  }, [match, setFieldValue]);
  const error = form.touched.course && typeof form.errors.course === 'string' ? form.errors.course : undefined;
  return (
    <CoursePickerField
      label="Course"
      hint="The course the material is for."
      placeholder="Search by course code or title"
      text={text}
      onTextChange={setText}
      selected={form.values.course}
      onSelect={(course) => {
        setPicked(true);
        void setFieldValue('course', course);
      }}
      onBlur={() => void form.setFieldTouched('course', true)}
      courses={courses.courses}
      loading={courses.isLoading}
      failed={courses.isError}
      error={error}
    />
  );
}
