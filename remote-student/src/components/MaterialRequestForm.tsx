import { errorMessage } from '@lectern/shared-api';
import {
  MATERIAL_REQUEST_TEXT_MAX,
  type CourseSelectionItem,
  type MaterialCourse,
  type MaterialRequestInput,
  type MaterialRequestReceipt,
} from '@lectern/shared-api/contract';
import { materialRequestSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormButtons, FormError, FormStack as Form, TextAreaField, useServerForm } from '@lectern/shared-ui/forms';
import { RequestCourseField } from './RequestCourseField.tsx';

const SEND_FAILED = 'Your request could not be sent. Try again.';

export interface MaterialRequestValues {
  course: CourseSelectionItem | null;
  text: string;
}

/** The server's field names, as this form calls them. */
const SERVER_FIELDS: Partial<Record<string, keyof MaterialRequestValues & string>> = { courseId: 'course', text: 'text' };

export interface MaterialRequestFormProps {
  /** The text it starts with (a search's words). */
  text: string;
  /** The course it starts with; else one named by a course code in `text`, once found. */
  course: MaterialCourse | null;
  submit: (input: MaterialRequestInput) => Promise<MaterialRequestReceipt>;
  onCancel: () => void;
  onSent: (receipt: MaterialRequestReceipt) => void;
}

/** The course and what is needed: checked on blur in the contract's words; a refusal keeps what was typed. */
export function MaterialRequestForm({ text, course, submit, onCancel, onSent }: MaterialRequestFormProps) {
  const initialValues: MaterialRequestValues = {
    course: course ? { id: course.id, courseCode: course.courseCode, courseName: course.courseName, description: null } : null,
    text: text.trim().slice(0, MATERIAL_REQUEST_TEXT_MAX),
  };
  const { form, failure, formProps } = useServerForm({
    initialValues,
    validationSchema: materialRequestSchema,
    validateOnBlur: true,
    submit: (values: MaterialRequestValues) => submit({ courseId: values.course!.id, text: values.text.trim() }),
    onDone: onSent,
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, SEND_FAILED),
    onFailure: (message) => notify.error(message),
  });

  return (
    <Form {...formProps} aria-label="Request for material">
      <FormError>{failure}</FormError>
      <RequestCourseField form={form} codeFrom={text} />
      <TextAreaField
        {...fieldProps(form, 'text')}
        label="What do you need?"
        hint={`For example: CSC 204 past questions 2023. Up to ${MATERIAL_REQUEST_TEXT_MAX} characters.`}
        rows={3}
      />
      <FormButtons submitting={form.isSubmitting} submitLabel="Send request" submittingLabel="Sending..." onCancel={onCancel} />
    </Form>
  );
}
