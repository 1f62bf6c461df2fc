import { errorMessage } from '@lectern/shared-api';
import { ACCEPTED_IMAGE_TYPES, BLOG_FIELD_RULES, BLOG_TYPE_LABELS, BLOG_TYPES, type Blog } from '@lectern/shared-api/contract';
import { blogSchema } from '@lectern/shared-api/forms';
import type { NewBlogInput } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { fieldProps, fileFieldProps, FileInputField, FormButtons, FormError, FormStack as Form, Select, TextAreaField, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { TagInput, tagFieldProps } from '../../../components/TagInput.tsx';
import { BLOG_SERVER_FIELDS, initialBlogValues, toBlogInput, type BlogFormValues } from '../hooks/blogFormValues.ts';

const TYPE_OPTIONS = BLOG_TYPES.map((value) => ({ value, label: BLOG_TYPE_LABELS[value] }));
const POST_FAILED = 'Your post could not be sent. Try again.';

export interface BlogFormProps {
  /** Sends the post; rejects with the server's error, which the form shows. */
  submit: (input: NewBlogInput) => Promise<Blog>;
  onCancel: () => void;
  onSent: (blog: Blog) => void;
}

/** Write a post: checked on blur with the server's own limits and words; a refusal keeps everything typed. */
export function BlogForm({ submit, onCancel, onSent }: BlogFormProps) {
  const { form, failure, formProps } = useServerForm({
    initialValues: initialBlogValues(),
    validationSchema: blogSchema,
    validateOnBlur: true,
    submit: (values: BlogFormValues) => submit(toBlogInput(values)),
    onDone: onSent,
    // Field problems show on their fields; anything else (e.g. an unverified email) above them.
    serverFields: BLOG_SERVER_FIELDS,
    failureMessage: (error) => errorMessage(error, POST_FAILED),
    onFailure: (message) => notify.error(message),
  });

  return (
    <Form {...formProps} aria-label="New post">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'title')} label="Title" autoComplete="off" />
      <Select {...fieldProps(form, 'type')} label="Type" placeholder="Select a type" options={TYPE_OPTIONS} />
      <TextAreaField {...fieldProps(form, 'description')} label="Description" hint="A line or two, shown on the card." rows={2} />
      <TextAreaField {...fieldProps(form, 'body')} label="Post" hint="Plain text; leave a blank line between paragraphs." rows={10} />
      <TagInput {...tagFieldProps(form)} rules={BLOG_FIELD_RULES.tags} />
      <FileInputField
        {...fileFieldProps(form, 'image')}
        label="Heading image (optional)"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hint="PNG, JPEG, WebP or GIF, up to 5MB."
      />
      <FormButtons submitting={form.isSubmitting} submitLabel="Send for review" submittingLabel="Sending..." onCancel={onCancel} />
    </Form>
  );
}
