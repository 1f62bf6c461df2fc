import { errorMessage } from '@lectern/shared-api';
import {
  GROUP_CHAT_LINK_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_POLICIES,
  GROUP_JOIN_POLICY_LABELS,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  type CourseSelectionItem,
  type GroupDetail,
  type GroupInput,
  type GroupJoinPolicy,
  type MaterialCourse,
} from '@lectern/shared-api/contract';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormButtons, FormError, Select, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import styled from 'styled-components';
import { OptionalCourseField } from '../../../../components/OptionalCourseField.tsx';
import { groupSchema } from './groupSchema.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const POLICY_OPTIONS = GROUP_JOIN_POLICIES.map((value) => ({ value, label: GROUP_JOIN_POLICY_LABELS[value] }));
const SAVE_FAILED = 'The group could not be saved. Try again.';

export interface GroupFormValues {
  name: string;
  description: string;
  course: CourseSelectionItem | null;
  chatLink: string;
  joinPolicy: GroupJoinPolicy;
}

/** The server's field names, as this form calls them. */
const SERVER_FIELDS: Partial<Record<string, keyof GroupFormValues & string>> = {
  name: 'name',
  description: 'description',
  courseId: 'course',
  chatLink: 'chatLink',
  joinPolicy: 'joinPolicy',
};

const asSelection = (course: MaterialCourse | null | undefined): CourseSelectionItem | null => (course ? { ...course, description: null } : null);

/** An edited group's values; a new one's are empty and Open, its course the one it was started from. */
const valuesOf = (group?: GroupDetail, course?: MaterialCourse | null): GroupFormValues => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  course: asSelection(group ? group.course : course),
  chatLink: group?.chatLink ?? '',
  joinPolicy: group?.joinPolicy ?? 'open',
});

/** What POST and PATCH /groups take: trimmed words, empty as none. */
export const toGroupInput = (values: GroupFormValues): GroupInput => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  courseId: values.course?.id ?? null,
  chatLink: values.chatLink.trim() || null,
  joinPolicy: values.joinPolicy,
});

export interface GroupFormProps {
  /** The group being edited; a new one without. */
  group?: GroupDetail;
  /** A new group's course, chosen already (Start a group for this course). */
  course?: MaterialCourse | null;
  /** Sends the group; rejects with the server's error, which the form shows. */
  submit: (input: GroupInput) => Promise<GroupDetail>;
  onCancel: () => void;
  onSaved: (group: GroupDetail) => void;
  submitLabel: string;
}

/** A group's name, description, course, chat link and who may join: checked in the contract's words; a refusal keeps what was typed. */
export function GroupForm({ group, course, submit, onCancel, onSaved, submitLabel }: GroupFormProps) {
  const { form, failure, formProps } = useServerForm({
    initialValues: valuesOf(group, course),
    validationSchema: groupSchema,
    validateOnBlur: true,
    submit: (values: GroupFormValues) => submit(toGroupInput(values)),
    onDone: onSaved,
    // Field problems show on their fields; the rest (too many groups) above them.
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, SAVE_FAILED),
    onFailure: (message) => notify.error(message),
  });

  return (
    <Form {...formProps} aria-label={group ? 'Edit group' : 'New group'}>
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'name')} label="Name" autoComplete="off" hint={`${GROUP_NAME_MIN} to ${GROUP_NAME_MAX} characters.`} />
      <TextAreaField
        {...fieldProps(form, 'description')}
        label="Description (optional)"
        hint={`What the group is for, up to ${GROUP_DESCRIPTION_MAX} characters.`}
        rows={3}
      />
      <OptionalCourseField form={form} hint="Open groups show on their course page." />
      <TextField
        {...fieldProps(form, 'chatLink')}
        label="Group chat link (optional)"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={GROUP_CHAT_LINK_MAX}
        placeholder="https://chat.whatsapp.com/..."
        hint="A WhatsApp or Telegram invite link. Only members see it."
      />
      <Select {...fieldProps(form, 'joinPolicy')} label="Who can join" options={POLICY_OPTIONS} hint="An invite-only group is hidden from everyone without its link." />
      <FormButtons submitting={form.isSubmitting} submitLabel={submitLabel} submittingLabel="Saving..." onCancel={onCancel} />
    </Form>
  );
}
