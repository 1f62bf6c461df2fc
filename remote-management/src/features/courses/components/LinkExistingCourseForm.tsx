import { useCourseSelection, useLinkCourse } from '@lectern/shared-api/management';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { existingCourseLinkSchema } from '@lectern/shared-api/forms';
import { DEFAULT_LEVEL, errorMessage } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import { CoursePicker, fieldProps, FormError, SubmitButton, useServerForm } from '@lectern/shared-ui/forms';
import { useState } from 'react';
import { notifyError } from '../hooks/courseForms.ts';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { FormGrid } from './FormGrid.tsx';
import { LevelSelect } from './LevelSelect.tsx';

interface LinkValues {
  courseId: string;
  departmentId: string;
  level: string;
}

/** The server's field names, as this form calls them (the same). */
const SERVER_FIELDS: Partial<Record<string, keyof LinkValues & string>> = { courseId: 'courseId', departmentId: 'departmentId', level: 'level' };

const INITIAL: LinkValues = { courseId: '', departmentId: '', level: String(DEFAULT_LEVEL) };

/** The Add Course panel's first side: an existing course, taken by a department at a level. */
export function LinkExistingCourseForm() {
  const link = useLinkCourse();
  // A new picker after each link, so its text starts empty with the form.
  const [pickerKey, setPickerKey] = useState(0);
  const { form, failure, formProps } = useServerForm({
    initialValues: INITIAL,
    validationSchema: existingCourseLinkSchema,
    submit: (values: LinkValues) => link.mutateAsync({ courseId: values.courseId, departmentId: values.departmentId, level: Number(values.level) }),
    onDone: (_, helpers) => {
      notify.success(COURSE_MESSAGES.courseLinked);
      helpers.resetForm();
      setPickerKey((key) => key + 1);
    },
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, COURSE_MESSAGES.linkFailed),
    formError: 'always',
    onFailure: notifyError,
  });
  const courseError = form.touched.courseId ? form.errors.courseId : undefined;

  return (
    <FormGrid {...formProps} aria-label="Link an existing course">
      <FormError>{failure}</FormError>
      {/* The existing course to link, searched among the approved ones by code or name. */}
      <CoursePicker
        key={pickerKey}
        useCourses={useCourseSelection}
        label="Course"
        hint="Type a course code or name, then choose the course."
        placeholder="Search by course code or name"
        error={courseError}
        onChange={(course) => void form.setFieldValue('courseId', course?.id ?? '')}
        onBlur={() => void form.setFieldTouched('courseId', true)}
      />
      <DepartmentSelect {...fieldProps(form, 'departmentId')} />
      <LevelSelect {...fieldProps(form, 'level')} />
      <SubmitButton loading={form.isSubmitting} loadingText="Linking course...">
        Link Course
      </SubmitButton>
    </FormGrid>
  );
}
