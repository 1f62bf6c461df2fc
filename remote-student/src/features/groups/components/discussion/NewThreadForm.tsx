import { THREAD_KIND_LABELS, THREAD_KINDS, type GroupThread, type Material, type ThreadKind } from '@lectern/shared-api/contract';
import { useCreateGroupThread } from '@lectern/shared-api/student';
import { ChoiceFieldset, FormButtons, FormError, TextField } from '@lectern/shared-ui/forms';
import { useState } from 'react';
import { PostForm } from './formParts.tsx';
import { MaterialPicker } from './MaterialPicker.tsx';
import { PostBodyField } from './PostBodyField.tsx';
import { usePostSubmit } from './usePostSubmit.ts';

const KIND_OPTIONS = THREAD_KINDS.map((value) => ({ value, label: THREAD_KIND_LABELS[value] }));

export interface NewThreadFormProps {
  groupId: string;
  onPosted: (thread: GroupThread) => void;
  onCancel: () => void;
}

/** A new thread: a question or a note, its title and text, and a material to share. What was typed stays until it is posted. */
export function NewThreadForm({ groupId, onPosted, onCancel }: NewThreadFormProps) {
  const create = useCreateGroupThread(groupId);
  const [kind, setKind] = useState<ThreadKind>('question');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [material, setMaterial] = useState<Material | null>(null);
  const { errors, formProps } = usePostSubmit({ title, body }, async () => {
    onPosted(await create.mutateAsync({ kind, title: title.trim(), body: body.trim(), materialId: material?.id ?? null }));
  });

  return (
    <PostForm {...formProps} aria-label="New post">
      <ChoiceFieldset legend="Kind" name="kind" options={KIND_OPTIONS} value={kind} onChange={setKind} inline />
      <TextField label="Title" name="title" value={title} error={errors.title} autoFocus onChange={(event) => setTitle(event.target.value)} />
      <PostBodyField label="Text" name="body" value={body} error={errors.body} onChange={setBody} rows={6} />
      <MaterialPicker value={material} onChange={setMaterial} />
      <FormError>{errors.form}</FormError>
      <FormButtons submitting={create.isPending} submitLabel="Post" submittingLabel="Posting..." onCancel={onCancel} />
    </PostForm>
  );
}
