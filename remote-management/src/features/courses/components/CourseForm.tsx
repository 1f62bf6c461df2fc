import { DEFAULT_LEVEL, errorMessage, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { courseEditSchema, createCourseSchema } from '@lectern/shared-api/forms';
import { useCreateCourse, useUpdateCourse } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormButtons, FormError, SubmitButton, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import type { FormikHelpers } from 'formik';
import { notifyError } from '../hooks/courseForms.ts';
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

/** The server's field names, as this form calls them (the same). */
const SERVER_FIELDS: Partial<Record<string, keyof CourseValues & string>> = {
  courseName: 'courseName',
  courseCode: 'courseCode',
  description: 'description',
  departmentId: 'departmentId',
  level: 'level',
};

const NEW_COURSE: CourseValues = { courseName: '', courseCode: '', description: '', departmentId: '', level: String(DEFAULT_LEVEL) };

export type CourseFormProps =
  /** The Add Course panel's second side: a new course, taken by a department at a level (staff's is approved at once). */
  | { course?: undefined; onDone?: undefined }
  /** Edit in the detail dialog: name and code required, the code's rule as when adding. */
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
  const { form, failure, formProps } = useServerForm<CourseValues>({
    initialValues: setup.initialValues,
    validationSchema: setup.schema,
    submit: setup.save,
    onDone: (_, helpers) => {
      notify.success(setup.saved);
      setup.afterSave(helpers);
    },
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, setup.failed),
    formError: 'always',
    onFailure: notifyError,
  });
  const code = fieldProps(form, 'courseCode');

  return (
    <FormGrid {...formProps} aria-label={setup.label}>
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
        <FormButtons submitting={form.isSubmitting} submitLabel="Save Changes" submittingLabel="Saving..." onCancel={props.onDone} />
      )}
    </FormGrid>
  );
}
