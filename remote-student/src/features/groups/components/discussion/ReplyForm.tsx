import type { Material } from '@lectern/shared-api/contract';
import { useCreateGroupReply } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { FormActions, FormError } from '@lectern/shared-ui/forms';
import { useState } from 'react';
import { PostForm } from './formParts.tsx';
import { MaterialPicker } from './MaterialPicker.tsx';
import { PostBodyField } from './PostBodyField.tsx';
import { usePostSubmit } from './usePostSubmit.ts';

/** The reply box under a thread; emptied once the reply is posted, kept as typed when it fails. */
export function ReplyForm({ groupId, threadId, onPosted }: { groupId: string; threadId: string; onPosted?: () => void }) {
  const reply = useCreateGroupReply(groupId, threadId);
  const [body, setBody] = useState('');
  const [material, setMaterial] = useState<Material | null>(null);
  const { errors, formProps } = usePostSubmit({ body }, async () => {
    await reply.mutateAsync({ body: body.trim(), materialId: material?.id ?? null });
    setBody('');
    setMaterial(null);
    onPosted?.();
  });

  return (
    <PostForm {...formProps} aria-label="Reply">
      <PostBodyField label="Your reply" name="reply" value={body} error={errors.body} onChange={setBody} rows={4} />
      <MaterialPicker value={material} onChange={setMaterial} />
      <FormError>{errors.form}</FormError>
      <FormActions>
        <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending || undefined}>
          {reply.isPending ? 'Posting...' : 'Post reply'}
        </Button>
      </FormActions>
    </PostForm>
  );
}
