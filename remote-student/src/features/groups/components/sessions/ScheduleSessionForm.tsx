import { ApiError, errorMessage } from '@lectern/shared-api';
import { SESSION_LENGTH_MAX_HOURS, SESSION_LOCATION_MAX, SESSION_MESSAGES, type StudySession } from '@lectern/shared-api/contract';
import { useScheduleSession } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, FormButtons, FormError, showFieldError, TextField, useServerForm } from '@lectern/shared-ui/forms';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { panelBoxCss } from '../../../../components/cardBox.ts';
import {
  EMPTY_SESSION,
  SESSION_MESSAGE_FIELDS,
  SESSION_SERVER_FIELDS,
  sessionSchema,
  todayInput,
  toSessionInput,
  type SessionFormValues,
} from './sessionSchema.ts';
import { readerZone } from './sessionTime.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${panelBoxCss}
`;

/** Date, start and end side by side where there is room; one under another on a phone. */
const When = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const SCHEDULE_FAILED = 'The session could not be scheduled. Try again.';

/** The server's refusal on the fields it names, or on the field its words belong to; true if it fitted one. */
function showOnFields(error: unknown, helpers: FormikHelpers<SessionFormValues>): boolean {
  if (applyServerFieldErrors(helpers, error, SESSION_SERVER_FIELDS)) return true;
  const field = error instanceof ApiError ? SESSION_MESSAGE_FIELDS[error.message] : undefined;
  if (!field || !(error instanceof ApiError)) return false;
  showFieldError(helpers, field, error.message);
  return true;
}

export interface ScheduleSessionFormProps {
  groupId: string;
  onScheduled: (session: StudySession) => void;
  onCancel: () => void;
}

/**
 * Schedule a session: title, date, start and end, a place or a link. Checked on blur in the
 * contract's words (the end after the start, at most SESSION_LENGTH_MAX_HOURS, not in the past);
 * the server's refusal shows on its field and what was typed stays.
 */
export function ScheduleSessionForm({ groupId, onScheduled, onCancel }: ScheduleSessionFormProps) {
  const schedule = useScheduleSession(groupId);
  const schema = useMemo(() => sessionSchema(), []);
  const { form, failure, formProps } = useServerForm({
    initialValues: EMPTY_SESSION,
    validationSchema: schema,
    validateOnBlur: true,
    submit: (values: SessionFormValues) => schedule.mutateAsync(toSessionInput(values)),
    onDone: (session) => {
      notify.success(SESSION_MESSAGES.scheduled);
      onScheduled(session);
    },
    placeOnFields: showOnFields,
    failureMessage: (error) => errorMessage(error, SCHEDULE_FAILED),
    onFailure: (message) => notify.error(message),
  });

  return (
    <Form {...formProps} aria-label="Schedule a session">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'title')} label="Title" autoComplete="off" placeholder="CSC 204 revision" />
      <When>
        <TextField {...fieldProps(form, 'date')} label="Date" type="date" min={todayInput()} />
        {/* The times typed are the reader's; the notices write them in the site's zone, naming it. */}
        <TextField {...fieldProps(form, 'startTime')} label="Starts" type="time" hint={`Your time (${readerZone()}).`} />
        <TextField {...fieldProps(form, 'endTime')} label="Ends" type="time" hint={`Up to ${SESSION_LENGTH_MAX_HOURS} hours.`} />
      </When>
      <TextField
        {...fieldProps(form, 'location')}
        label="Place or link"
        autoComplete="off"
        placeholder="Main Library, room 2"
        hint={`A place, or a https:// meeting link; up to ${SESSION_LOCATION_MAX} characters.`}
      />
      <FormButtons submitting={form.isSubmitting} submitLabel="Schedule" submittingLabel="Scheduling..." onCancel={onCancel} cancelLabel="Close" />
    </Form>
  );
}
