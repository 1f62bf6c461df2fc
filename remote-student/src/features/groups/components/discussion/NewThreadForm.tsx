import { THREAD_KIND_LABELS, THREAD_KINDS, type GroupThread, type Material, type ThreadKind } from '@lectern/shared-api/contract';
import { useCreateGroupThread } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { FormError, TextField } from '@lectern/shared-ui/forms';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FormButtons, PostForm, useFocusInvalid } from './formParts.tsx';
import { MaterialPicker } from './MaterialPicker.tsx';
import { PostBodyField } from './PostBodyField.tsx';
import { checkPost, hasErrors, postFailure, type PostFormErrors } from './postForm.ts';

const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

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
  const [errors, setErrors] = useState<PostFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  useFocusInvalid(form, errors);

  const submit = async () => {
    const problems = checkPost({ title, body });
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      const thread = await create.mutateAsync({ kind, title: title.trim(), body: body.trim(), materialId: material?.id ?? null });
      onPosted(thread);
    } catch (error) {
      setErrors(postFailure(error));
    }
  };

  return (
    <PostForm
      ref={form}
      noValidate
      aria-label="New post"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Kinds>
        <legend>Kind</legend>
        {THREAD_KINDS.map((value) => (
          <label key={value}>
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {THREAD_KIND_LABELS[value]}
          </label>
        ))}
      </Kinds>
      <TextField label="Title" name="title" value={title} error={errors.title} autoFocus onChange={(event) => setTitle(event.target.value)} />
      <PostBodyField label="Text" name="body" value={body} error={errors.body} onChange={setBody} rows={6} />
      <MaterialPicker value={material} onChange={setMaterial} />
      <FormError>{errors.form}</FormError>
      <FormButtons>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? 'Posting...' : 'Post'}
        </Button>
      </FormButtons>
    </PostForm>
  );
}
