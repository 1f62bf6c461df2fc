import { errorMessage } from '@lectern/shared-api';
import {
  ACCEPTED_IMAGE_TYPES,
  BLOG_MESSAGES,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TYPE_LABELS,
  BLOG_TYPES,
  type Blog,
} from '@lectern/shared-api/contract';
import { blogSchema } from '@lectern/shared-api/forms';
import type { NewBlogInput } from '@lectern/shared-api/student';
import { Button, notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, fileFieldProps, FileInputField, FormActions as Actions, FormError, FormStack as Form, Select, TextAreaField, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { TagInput, tagFieldProps, type TagRules } from '../../../components/TagInput.tsx';
import { BLOG_SERVER_FIELDS, initialBlogValues, toBlogInput, type BlogFormValues } from '../hooks/blogFormValues.ts';

const TYPE_OPTIONS = BLOG_TYPES.map((value) => ({ value, label: BLOG_TYPE_LABELS[value] }));
const TAG_RULES: TagRules = { maxTags: BLOG_TAGS_MAX, maxLength: BLOG_TAG_MAX, messages: BLOG_MESSAGES };
const POST_FAILED = 'Your post could not be sent. Try again.';

/** The tags' error: formik may hold one per tag, so the first of them. */
export interface BlogFormProps {
  /** Sends the post; rejects with the server's error, which the form shows. */
  submit: (input: NewBlogInput) => Promise<Blog>;
  onCancel: () => void;
  onSent: (blog: Blog) => void;
}

/** Write a post: checked on blur with the server's own limits and words; a refusal keeps everything typed. */
export function BlogForm({ submit, onCancel, onSent }: BlogFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<BlogFormValues>({
    initialValues: initialBlogValues(),
    validationSchema: blogSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        onSent(await submit(toBlogInput(values)));
      } catch (error) {
        const message = errorMessage(error, POST_FAILED);
        // Field problems show on their fields; anything else (e.g. an unverified email) above them.
        if (!applyServerFieldErrors(helpers, error, BLOG_SERVER_FIELDS)) setFailure(message);
        notify.error(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);

  return (
    <Form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="New post">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'title')} label="Title" autoComplete="off" />
      <Select {...fieldProps(form, 'type')} label="Type" placeholder="Select a type" options={TYPE_OPTIONS} />
      <TextAreaField {...fieldProps(form, 'description')} label="Description" hint="A line or two, shown on the card." rows={2} />
      <TextAreaField {...fieldProps(form, 'body')} label="Post" hint="Plain text; leave a blank line between paragraphs." rows={10} />
      <TagInput {...tagFieldProps(form)} rules={TAG_RULES} />
      <FileInputField
        {...fileFieldProps(form, 'image')}
        label="Heading image (optional)"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hint="PNG, JPEG, WebP or GIF, up to 5MB."
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting ? 'Sending...' : 'Send for review'}
        </Button>
      </Actions>
    </Form>
  );
}
