import { errorMessage } from '@lectern/shared-api';
import {
  MATERIAL_REQUEST_TEXT_MAX,
  type CourseSelectionItem,
  type MaterialCourse,
  type MaterialRequestInput,
  type MaterialRequestReceipt,
} from '@lectern/shared-api/contract';
import { materialRequestSchema } from '@lectern/shared-api/forms';
import { Button, notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, FormActions as Actions, FormError, FormStack as Form, TextAreaField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<MaterialRequestValues>({
    initialValues: { course: course ? { id: course.id, courseCode: course.courseCode, courseName: course.courseName, description: null } : null, text: text.trim().slice(0, MATERIAL_REQUEST_TEXT_MAX) },
    validationSchema: materialRequestSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        onSent(await submit({ courseId: values.course!.id, text: values.text.trim() }));
      } catch (error) {
        const message = errorMessage(error, SEND_FAILED);
        if (!applyServerFieldErrors(helpers, error, SERVER_FIELDS)) setFailure(message);
        notify.error(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  return (
    <Form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Request for material">
      <FormError>{failure}</FormError>
      <RequestCourseField form={form} codeFrom={text} />
      <TextAreaField
        {...fieldProps(form, 'text')}
        label="What do you need?"
        hint={`For example: CSC 204 past questions 2023. Up to ${MATERIAL_REQUEST_TEXT_MAX} characters.`}
        rows={3}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting ? 'Sending...' : 'Send request'}
        </Button>
      </Actions>
    </Form>
  );
}
