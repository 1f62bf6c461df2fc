import { ACCEPTED_IMAGE_TYPES, ANNOUNCEMENT_MESSAGES, MAX_IMAGE_BYTES, type Announcement } from '@lectern/shared-api/contract';
import { announcementSchema } from '@lectern/shared-api/forms';
import type { NewAnnouncementInput } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { fieldProps, fileFieldProps, FileInputField, FormButtons, FormError, FormStack as Form, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import styled from 'styled-components';
import {
  ANNOUNCEMENT_SERVER_FIELDS,
  failureMessage,
  initialAnnouncementValues,
  toAnnouncementInput,
  type AnnouncementFormValues,
} from '../hooks/announcementFormValues.ts';

/** The two dates side by side, one above the other on a phone. */
const Dates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const IMAGE_HINT = `PNG, JPEG, WebP or GIF, up to ${MAX_IMAGE_BYTES / (1024 * 1024)}MB.`;

export interface AnnouncementFormProps {
  /** Sends the announcement; rejects with the server's error, which the form shows. */
  submit: (input: NewAnnouncementInput) => Promise<Announcement>;
  onCancel: () => void;
  onSent: (announcement: Announcement) => void;
}

/** Write an announcement: checked on blur with the server's own limits and words; a refusal keeps everything typed. */
export function AnnouncementForm({ submit, onCancel, onSent }: AnnouncementFormProps) {
  const { form, failure, formProps } = useServerForm({
    initialValues: initialAnnouncementValues(),
    validationSchema: announcementSchema,
    submit: (values: AnnouncementFormValues) => submit(toAnnouncementInput(values)),
    onDone: onSent,
    // Field problems show on their fields; anything else above them.
    serverFields: ANNOUNCEMENT_SERVER_FIELDS,
    failureMessage: (error) => failureMessage(error, ANNOUNCEMENT_MESSAGES.failed),
    onFailure: (message) => notify.error(message, { title: 'Error' }),
  });

  return (
    <Form {...formProps} aria-label="New announcement">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'title')} label="Title" autoComplete="off" />
      <TextAreaField {...fieldProps(form, 'body')} label="Text" rows={4} />
      <TextField {...fieldProps(form, 'link')} label="Link (optional)" type="url" inputMode="url" placeholder="https://" />
      <Dates>
        <TextField {...fieldProps(form, 'startsOn')} label="Start date" type="date" />
        {/* The picker offers no day before the start; a typed one is still caught by the schema. */}
        <TextField {...fieldProps(form, 'endsOn')} label="End date" type="date" min={form.values.startsOn || undefined} />
      </Dates>
      <FileInputField {...fileFieldProps(form, 'image')} label="Image (optional)" accept={ACCEPTED_IMAGE_TYPES.join(',')} hint={IMAGE_HINT} />
      <FormButtons submitting={form.isSubmitting} submitLabel="Submit for review" submittingLabel="Submitting..." onCancel={onCancel} />
    </Form>
  );
}
