import type { GroupReply, GroupThread } from '@lectern/shared-api/contract';
import { useUpdateGroupPost } from '@lectern/shared-api/student';
import { FormButtons, FormError, TextField } from '@lectern/shared-ui/forms';
import { useState } from 'react';
import { PostForm } from './formParts.tsx';
import { PostBodyField } from './PostBodyField.tsx';
import { usePostSubmit } from './usePostSubmit.ts';

const isThread = (post: GroupThread | GroupReply): post is GroupThread => 'kind' in post;

/** Editing one's own post in place: a thread's title and text, a reply's text. */
export function EditPostForm({ groupId, post, onDone }: { groupId: string; post: GroupThread | GroupReply; onDone: () => void }) {
  const update = useUpdateGroupPost(groupId);
  const thread = isThread(post);
  const [title, setTitle] = useState(thread ? post.title : '');
  const [body, setBody] = useState(post.body);
  const { errors, formProps } = usePostSubmit(
    { title: thread ? title : undefined, body },
    async () => {
      await update.mutateAsync({ postId: post.id, changes: thread ? { title: title.trim(), body: body.trim() } : { body: body.trim() } });
      onDone();
    },
    'Could not save. Try again.',
  );

  return (
    <PostForm {...formProps} aria-label={thread ? 'Edit post' : 'Edit reply'}>
      {thread ? <TextField label="Title" name="title" value={title} error={errors.title} autoFocus onChange={(event) => setTitle(event.target.value)} /> : null}
      <PostBodyField label="Text" name="body" value={body} error={errors.body} onChange={setBody} autoFocus={!thread} />
      <FormError>{errors.form}</FormError>
      <FormButtons submitting={update.isPending} submitLabel="Save" submittingLabel="Saving..." onCancel={onDone} />
    </PostForm>
  );
}
