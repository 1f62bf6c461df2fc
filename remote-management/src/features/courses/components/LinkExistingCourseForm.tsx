import { useCourseSelection, useLinkCourse } from '@lectern/shared-api/management';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { existingCourseLinkSchema } from '@lectern/shared-api/forms';
import { DEFAULT_LEVEL, errorMessage } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import { CoursePicker, fieldProps, FormError, SubmitButton, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { applyServerFieldErrors, notifyError } from '../hooks/courseForms.ts';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { FormGrid } from './FormGrid.tsx';
import { LevelSelect } from './LevelSelect.tsx';

interface LinkValues {
  courseId: string;
  departmentId: string;
  level: string;
}

const INITIAL: LinkValues = { courseId: '', departmentId: '', level: String(DEFAULT_LEVEL) };

/** The Add Course panel's first side: an existing course, taken by a department at a level. */
export function LinkExistingCourseForm() {
  const link = useLinkCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new picker after each link, so its text starts empty with the form.
  const [pickerKey, setPickerKey] = useState(0);
  const form = useFormik<LinkValues>({
    initialValues: INITIAL,
    validationSchema: existingCourseLinkSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await link.mutateAsync({ courseId: values.courseId, departmentId: values.departmentId, level: Number(values.level) });
        notify.success(COURSE_MESSAGES.courseLinked);
        helpers.resetForm();
        setPickerKey((key) => key + 1);
      } catch (error) {
        const message = errorMessage(error, COURSE_MESSAGES.linkFailed);
        applyServerFieldErrors(helpers, error, values);
        setFailure(message);
        notifyError(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  const courseError = form.touched.courseId ? form.errors.courseId : undefined;

  return (
    <FormGrid ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Link an existing course">
      <FormError>{failure}</FormError>
      {/* The existing course to link, searched among the approved ones by code or name (spec §5). */}
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
