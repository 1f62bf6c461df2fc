import { DEFAULT_LEVEL, errorMessage, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { courseEditSchema, createCourseSchema } from '@lectern/shared-api/forms';
import { useCreateCourse, useUpdateCourse } from '@lectern/shared-api/management';
import { Button, notify } from '@lectern/shared-ui';
import { fieldProps, FormActions as Actions, FormError, SubmitButton, TextAreaField, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { applyServerFieldErrors, notifyError } from '../hooks/courseForms.ts';
import { CourseCodeField } from './CourseCodeField.tsx';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { FormGrid } from './FormGrid.tsx';
import { LevelSelect } from './LevelSelect.tsx';

/** A new course also names the department that takes it and at which level; an edit does not. */
interface CourseValues {
  courseName: string;
  courseCode: string;
  description: string;
  departmentId?: string;
  level?: string;
}

const NEW_COURSE: CourseValues = { courseName: '', courseCode: '', description: '', departmentId: '', level: String(DEFAULT_LEVEL) };

export type CourseFormProps =
  /** The Add Course panel's second side: a new course, taken by a department at a level (staff's is approved at once). */
  | { course?: undefined; onDone?: undefined }
  /** Edit in the detail dialog: name and code required, the code's rule as when adding (spec §5). */
  | { course: Course; onDone: () => void };

/** What adding and editing differ in: the fields' first values, the rules, the call and its toasts. */
function useCourseFormSetup({ course, onDone }: CourseFormProps) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const text = (values: CourseValues) => ({ courseName: values.courseName.trim(), courseCode: values.courseCode, description: values.description.trim() });
  if (!course) {
    return {
      label: 'Create a new course',
      initialValues: NEW_COURSE,
      schema: createCourseSchema,
      save: (values: CourseValues) => create.mutateAsync({ ...text(values), departmentId: values.departmentId ?? '', level: Number(values.level) }),
      saved: COURSE_MESSAGES.courseCreated,
      failed: COURSE_MESSAGES.createFailed,
      afterSave: (helpers: FormikHelpers<CourseValues>) => helpers.resetForm(),
    };
  }
  return {
    label: 'Edit course',
    initialValues: { courseName: course.courseName, courseCode: course.courseCode, description: course.description ?? '' },
    schema: courseEditSchema,
    save: (values: CourseValues) => update.mutateAsync({ id: course.id, body: text(values) }),
    saved: COURSE_MESSAGES.courseUpdated,
    failed: COURSE_MESSAGES.actionFailed,
    afterSave: () => onDone(),
  };
}

/** A course's name, code and description: added with its department and level, or edited in place. */
export function CourseForm(props: CourseFormProps) {
  const setup = useCourseFormSetup(props);
  const adding = !props.course;
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<CourseValues>({
    initialValues: setup.initialValues,
    validationSchema: setup.schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await setup.save(values);
        notify.success(setup.saved);
        setup.afterSave(helpers);
      } catch (error) {
        const message = errorMessage(error, setup.failed);
        applyServerFieldErrors(helpers, error, values);
        setFailure(message);
        notifyError(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  const code = fieldProps(form, 'courseCode');

  return (
    <FormGrid ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label={setup.label}>
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'courseName')} label="Course name" placeholder={adding ? 'e.g. Data Structures' : undefined} />
      <CourseCodeField
        name={code.name}
        value={code.value}
        error={code.error}
        onBlur={code.onBlur}
        onValueChange={(value) => void form.setFieldValue('courseCode', value)}
      />
      <TextAreaField {...fieldProps(form, 'description')} label="Description (optional)" rows={3} />
      {adding ? (
        <>
          <DepartmentSelect {...fieldProps(form, 'departmentId')} />
          <LevelSelect {...fieldProps(form, 'level')} />
          <SubmitButton loading={form.isSubmitting} loadingText="Creating course...">
            Create Course
          </SubmitButton>
        </>
      ) : (
        <Actions>
          <Button variant="secondary" onClick={props.onDone} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
            {form.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </Actions>
      )}
    </FormGrid>
  );
}
