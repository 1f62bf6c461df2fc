import { ACCEPTED_UPLOAD_EXTENSIONS, ApiError, CLASSIFICATION_LABELS, CLASSIFICATIONS, errorMessage, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES, type Material } from '@lectern/shared-api';
import { MATERIAL_MESSAGES } from '@lectern/shared-api/contract';
import { type UploadMaterialInput } from '@lectern/shared-api/student';
import { materialLinkSchema } from '@lectern/shared-api/forms';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { fieldProps, fileFieldProps, FileInputField, formatFileSize, FormError, FormStack as Form, Select, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLink from 'lucide-react/icons/arrow-up-right';
import UploadIcon from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChosenPhoto } from '../hooks/photoList.ts';
import { fileOrPhotosSchema } from '../hooks/uploadSchema.ts';
import { initialUploadValues, SERVER_FIELDS, toUploadInput, type UploadKind, type UploadValues } from '../hooks/uploadValues.ts';
import { ADVANCED_FIELDS, AdvancedOptions } from './AdvancedOptions.tsx';
import { AnswersRequestField } from './AnswersRequestField.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { UploadCoursePicker } from './UploadCoursePicker.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  > * { flex: 1 1 8rem; }
`;

const CLASSIFICATION_OPTIONS = CLASSIFICATIONS.map((value) => ({ value, label: CLASSIFICATION_LABELS[value] }));
const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const TYPE_NAMES = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => extension.toUpperCase());
/** What the drop zone accepts, from the contract: "PDF, PPT, PPTX, DOC or DOCX, up to 20 MB". */
const FILE_HINT = `${TYPE_NAMES.slice(0, -1).join(', ')} or ${TYPE_NAMES[TYPE_NAMES.length - 1]}, up to ${formatFileSize(MAX_UPLOAD_BYTES)}`;

export interface DetailsFormProps {
  kind: UploadKind;
  onBack: () => void;
  /** Sends the upload; rejects with the server's error, which the form shows. */
  upload: (input: UploadMaterialInput) => Promise<Material>;
  uploading: boolean;
  /** Closes the modal: following a link out of it (the first copy of a duplicate file). */
  onLeave: () => void;
}

const FirstCopyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  font-weight: 600;
`;

/** The page of the file's first copy when the server refused it as a duplicate and the uploader may open that copy. */
const firstCopyOf = (error: unknown): string | null =>
  error instanceof ApiError ? (error.errors.find((fieldError) => fieldError.field === 'file' && fieldError.path)?.path ?? null) : null;

/** Step 2: the details of a file or a link upload, validated on blur with the spec's messages. */
export function DetailsForm({ kind, onBack, upload, uploading, onLeave }: DetailsFormProps) {
  const [firstCopy, setFirstCopy] = useState<string | null>(null);
  const { form, failure, formProps } = useServerForm({
    initialValues: initialUploadValues(),
    validationSchema: kind === 'file' ? fileOrPhotosSchema : materialLinkSchema,
    validateOnBlur: true,
    submit: (values: UploadValues) => upload(toUploadInput(kind, values)),
    // Everything stays filled in; the server's own words say what went wrong.
    serverFields: SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, MATERIAL_MESSAGES.uploadFailed),
    formError: 'always',
    onFailure: (message, error) => {
      notify.error(message);
      setFirstCopy(firstCopyOf(error));
    },
  });

  const fileField = fileFieldProps(form, 'file');
  const onFile = (file: File | null) => {
    fileField.onFile(file);
    setFirstCopy(null);
    // The specification also says it with an alert, so nobody misses it.
    if (file && file.size > MAX_UPLOAD_BYTES) window.alert(VALIDATION_MESSAGES.fileTooLarge);
  };
  const onPhotos = (photos: ChosenPhoto[]) => {
    void form.setFieldValue('photos', photos);
    void form.setFieldTouched('photos', true, false);
  };
  const photosError = form.touched.photos && typeof form.errors.photos === 'string' ? form.errors.photos : undefined;
  const hasPhotos = form.values.photos.length > 0;
  const courseError = form.touched.courseId ? form.errors.courseId : undefined;
  const advancedHasError = ADVANCED_FIELDS.some((name) => form.touched[name] && form.errors[name]);

  return (
    <Form {...formProps} aria-label={kind === 'file' ? 'File details' : 'Link details'}>
      <FormError>{failure}</FormError>
      {/* Beside the form's error, which stays until the next try: the field's own error goes on its next blur, and with it anything placed under it would move. */}
      {firstCopy ? (
        <FirstCopyLink to={firstCopy} onClick={onLeave}>
          Open the material already on Lectern
          <Icon icon={ExternalLink} size="sm" />
        </FirstCopyLink>
      ) : null}
      <TextField {...fieldProps(form, 'materialTitle')} label="Material title" placeholder="e.g. CSC 204 lecture notes" />
      <Select {...fieldProps(form, 'classification')} label="Classification" placeholder="Select a classification" options={CLASSIFICATION_OPTIONS} />
      <TextAreaField {...fieldProps(form, 'description')} label="Description (optional)" rows={3} />
      <UploadCoursePicker
        error={courseError}
        onChange={(course) => {
          void form.setFieldValue('courseId', course?.id ?? '');
          // A request is of one course: another course's choice no longer stands.
          void form.setFieldValue('answersRequest', '');
        }}
      />
      <AnswersRequestField form={form} />
      {kind === 'file' ? (
        <>
          {/* A file or photos: once one is chosen, the other way is put away until it is removed. */}
          {hasPhotos ? null : (
            <FileInputField
              {...fileField}
              onFile={onFile}
              label="File"
              accept={ACCEPT}
              hint={FILE_HINT}
              onBlur={() => void form.setFieldTouched('file', true)}
            />
          )}

          {form.values.file ? null : <PhotoPicker photos={form.values.photos} onChange={onPhotos} error={photosError} disabled={uploading} />}
        </>
      ) : (
        <TextField {...fieldProps(form, 'url')} label="URL" type="url" inputMode="url" placeholder="https://" autoComplete="url" />
      )}
      <AdvancedOptions form={form} forceOpen={advancedHasError} />
      <Actions>
        <Button variant="secondary" onClick={onBack} disabled={uploading}>
          <Icon icon={ArrowLeft} size="sm" />
          Back
        </Button>
        <Button type="submit" disabled={uploading}>
          <Icon icon={UploadIcon} size="sm" />
          Upload
        </Button>
      </Actions>
    </Form>
  );
}
