import { COURSE_CODE_MAX, COURSE_LINK_LEVELS, DEFAULT_LEVEL, errorMessage, useDepartments, type Course } from '@lectern/shared-api';
import { COURSE_MESSAGES, storedCourseCode } from '@lectern/shared-api/contract';
import { createCourseSchema } from '@lectern/shared-api/forms';
import { useProposeCourse } from '@lectern/shared-api/student';
import { Button, notify } from '@lectern/shared-ui';
import { fieldProps, FormError, FormStack as Form, Select, SubmitButton, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { Modal } from '@lectern/shared-ui/modal';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { cluster } from '@lectern/shared-ui/rows';

const Actions = styled.div`
  ${cluster('sm')}

  > * { flex: 1 1 8rem; }
`;

interface SuggestValues {
  courseName: string;
  courseCode: string;
  description: string;
  departmentId: string;
  level: string;
}

/** The server's field names are the form's. */
const SERVER_FIELDS = {
  courseName: 'courseName',
  courseCode: 'courseCode',
  description: 'description',
  departmentId: 'departmentId',
  level: 'level',
} as const satisfies Record<string, keyof SuggestValues>;

const LEVEL_OPTIONS = COURSE_LINK_LEVELS.map((level) => ({ value: String(level), label: `${level} Level` }));

/** What the picker's search already says: a code ('mth 301') goes to the code, other words to the name. */
function initialValues(search: string): SuggestValues {
  const typed = search.trim();
  const looksLikeCode = /^[A-Za-z]{2,4}\s*\d{3}[A-Za-z]?$/.test(typed);
  return {
    courseName: looksLikeCode ? '' : typed,
    courseCode: looksLikeCode ? storedCourseCode(typed).toUpperCase() : '',
    description: '',
    departmentId: '',
    level: String(DEFAULT_LEVEL),
  };
}

export interface SuggestCourseDialogProps {
  open: boolean;
  /** The picker's search text, which starts the form off. */
  search: string;
  onClose: () => void;
  /** The proposal was received: pending review, so not selectable yet. */
  onSent?: (course: Course) => void;
}

/**
 * 'Suggest a course': a dialog over the upload dialog, which keeps everything typed underneath.
 * The course goes to staff's review queue; the picker offers it once it is approved.
 */
export function SuggestCourseDialog({ open, ...props }: SuggestCourseDialogProps) {
  return open ? <SuggestCourseForm {...props} /> : null;
}

function SuggestCourseForm({ search, onClose, onSent }: Omit<SuggestCourseDialogProps, 'open'>) {
  const propose = useProposeCourse();
  const departments = useDepartments();
  const { form, formRef, failure } = useServerForm({
    initialValues: initialValues(search),
    validationSchema: createCourseSchema,
    submit: (values: SuggestValues) => {
      const description = values.description.trim();
      return propose.mutateAsync({
        courseName: values.courseName.trim(),
        courseCode: storedCourseCode(values.courseCode),
        ...(description ? { description } : {}),
        departmentId: values.departmentId,
        level: Number(values.level),
      });
    },
    onDone: (course) => {
      notify.success(`${COURSE_MESSAGES.proposalSent} ${COURSE_MESSAGES.proposalPending}`);
      onSent?.(course);
      onClose();
    },
    // 403 (email not verified), 409 (code taken), a field the server refused: its own words.
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, COURSE_MESSAGES.proposalFailed),
    formError: 'always',
  });
  const dismissible = !form.isSubmitting;

  // Both dialogs close on Escape from a document listener, the upload dialog's first. This one
  // answers in the capture phase and marks the key handled, so only the top dialog closes.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  const departmentOptions = useMemo(
    () => (departments.data ?? []).map((department) => ({ value: department.id, label: department.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [departments.data],
  );
  const code = fieldProps(form, 'courseCode');

  return (
    <Modal open onClose={onClose} title="Suggest a course" description={COURSE_MESSAGES.proposalPending} dismissible={dismissible} size="sm" closeLabel="Close course suggestion">
      <Form
        ref={formRef}
        noValidate
        aria-label="Suggest a course"
        onSubmit={(event) => {
          // Kept to this form: the dialog is a portal under the upload form in React's tree.
          event.stopPropagation();
          form.handleSubmit(event);
        }}
      >
        <FormError>{failure}</FormError>
        <TextField {...fieldProps(form, 'courseName')} label="Course name" placeholder="e.g. Data Structures" />
        <TextField
          {...code}
          label="Course code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. CSC204"
          hint={`At most ${COURSE_CODE_MAX} letters and digits, no spaces.`}
          onChange={(event) => {
            // No maxLength: a 7th character must reach the schema so that its message refuses it.
            const typed = event.target.value;
            if (/\s/.test(typed)) notify.info(COURSE_MESSAGES.courseCodeNoSpaces);
            void form.setFieldValue('courseCode', storedCourseCode(typed));
          }}
        />
        <Select
          {...fieldProps(form, 'departmentId')}
          label="Department"
          placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
          options={departmentOptions}
        />
        <Select {...fieldProps(form, 'level')} label="Level" options={LEVEL_OPTIONS} />
        <TextAreaField {...fieldProps(form, 'description')} label="Description (optional)" rows={3} />
        <Actions>
          <Button variant="secondary" onClick={onClose} disabled={!dismissible}>
            Cancel
          </Button>
          <SubmitButton loading={form.isSubmitting} loadingText="Sending...">
            Send for review
          </SubmitButton>
        </Actions>
      </Form>
    </Modal>
  );
}
