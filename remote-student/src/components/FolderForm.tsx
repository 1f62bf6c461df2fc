import { errorMessage } from '@lectern/shared-api';
import {
  FOLDER_DEFAULT_VISIBILITY,
  FOLDER_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  VISIBILITY_LABELS,
  type CourseSelectionItem,
  type FolderInput,
  type FolderSummary,
  type Visibility,
} from '@lectern/shared-api/contract';
import { folderSchema } from '@lectern/shared-api/forms';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormButtons, FormError, FormStack as Form, Select, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { OptionalCourseField } from './OptionalCourseField.tsx';

/** Private first: the default, and what a folder is until its owner chooses to share it. */
const VISIBILITY_ORDER: readonly Visibility[] = ['private', 'public', 'unlisted'];
const VISIBILITY_OPTIONS = VISIBILITY_ORDER.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
const VISIBILITY_HINT = 'Private: only you. Public: anyone signed in finds it in search and on its course page. Unlisted: only people with its link.';
const SAVE_FAILED = 'The folder could not be saved. Try again.';

export interface FolderFormValues {
  name: string;
  description: string;
  visibility: Visibility;
  course: CourseSelectionItem | null;
}

/** The server's field names, as this form calls them. */
const SERVER_FIELDS: Partial<Record<string, keyof FolderFormValues & string>> = {
  name: 'name',
  description: 'description',
  courseId: 'course',
  visibility: 'visibility',
};

/** An edited folder's values; a new one's are empty, its course and visibility those of the folder it goes in (Private at the top level). */
const valuesOf = (folder?: FolderSummary, parent?: FolderSummary): FolderFormValues => {
  const course = folder ? folder.course : (parent?.course ?? null);
  return {
    name: folder?.name ?? '',
    description: folder?.description ?? '',
    visibility: folder?.visibility ?? parent?.visibility ?? FOLDER_DEFAULT_VISIBILITY,
    course: course ? { ...course, description: null } : null,
  };
};

/** What POST and PATCH /folders take: trimmed words, an empty description as none. */
export const toFolderInput = (values: FolderFormValues): FolderInput => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  visibility: values.visibility,
  courseId: values.course?.id ?? null,
});

export interface FolderFormProps {
  /** The folder being edited; a new one without. */
  folder?: FolderSummary;
  /** The folder a new one goes in (its course is offered first). */
  parent?: FolderSummary;
  /** Sends the folder; rejects with the server's error, which the form shows. */
  submit: (input: FolderInput) => Promise<FolderSummary>;
  onCancel: () => void;
  onSaved: (folder: FolderSummary) => void;
  submitLabel: string;
}

/** A folder's name, description, course and visibility: checked on blur in the contract's words; a refusal keeps what was typed. */
export function FolderForm({ folder, parent, submit, onCancel, onSaved, submitLabel }: FolderFormProps) {
  const { form, failure, formProps } = useServerForm({
    initialValues: valuesOf(folder, parent),
    validationSchema: folderSchema,
    validateOnBlur: true,
    submit: (values: FolderFormValues) => submit(toFolderInput(values)),
    onDone: onSaved,
    // Field problems show on their fields; the rest (too many folders, too deep) above them.
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, SAVE_FAILED),
    onFailure: (message) => notify.error(message),
  });

  return (
    <Form {...formProps} aria-label={folder ? 'Edit folder' : 'New folder'}>
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'name')} label="Name" autoComplete="off" hint={`Up to ${FOLDER_NAME_MAX} characters.`} />
      <TextAreaField
        {...fieldProps(form, 'description')}
        label="Description (optional)"
        hint={`What it is for, up to ${FOLDER_DESCRIPTION_MAX} characters.`}
        rows={3}
      />
      <OptionalCourseField form={form} hint="Public folders show on their course page." />
      <Select {...fieldProps(form, 'visibility')} label="Visibility" options={VISIBILITY_OPTIONS} hint={VISIBILITY_HINT} />
      <FormButtons submitting={form.isSubmitting} submitLabel={submitLabel} submittingLabel="Saving..." onCancel={onCancel} />
    </Form>
  );
}
