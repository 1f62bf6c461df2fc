import { useCourseRequests } from '@lectern/shared-api/student';
import { fieldProps, Select } from '@lectern/shared-ui/forms';
import type { FormikProps } from 'formik';
import type { UploadValues } from '../hooks/uploadValues.ts';

export const ANSWERS_REQUEST_LABEL = 'This answers a request (optional)';
const HINT = 'Everyone who asked for it is told once your upload is approved.';

/**
 * "This answers a request": a choice of the chosen course's open requests, shown once a course
 * with open requests is chosen. Nothing is shown otherwise (no course, none asked for, or the list
 * could not be read: the upload works without it).
 */
export function AnswersRequestField({ form }: { form: FormikProps<UploadValues> }) {
  const courseId = form.values.courseId || null;
  const requests = useCourseRequests(courseId);
  const open = requests.data?.data ?? [];
  if (!courseId || open.length === 0) return null;
  // Option text is text: a request with markup in it reads as the characters it is.
  const options = open.map((request) => ({ value: request.id, label: request.text }));
  return <Select {...fieldProps(form, 'answersRequest')} label={ANSWERS_REQUEST_LABEL} placeholder="None" options={options} hint={HINT} />;
}
