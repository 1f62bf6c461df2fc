import { errorMessage } from '@lectern/shared-api';
import { FOLDER_DEFAULT_VISIBILITY, FOLDER_MESSAGES, type Visibility } from '@lectern/shared-api/contract';
import { folderSchema } from '@lectern/shared-api/forms';
import { createFolder, folderKeys, setFolderMaterial } from '@lectern/shared-api/student';
import { Button, notify } from '@lectern/shared-ui';
import { applyServerFieldErrors, fieldProps, FormActions as Actions, FormError, TextField, useFocusFirstInvalid } from '@lectern/shared-ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const CREATE_FAILED = 'The folder could not be made. Try again.';

interface Values {
  name: string;
  description: string;
  visibility: Visibility;
}

/**
 * "New folder" inside Add to folder: a name is enough (Private, top level; the rest is edited on
 * its page). The folder is made, then the material put in it, and the list shows it checked.
 */
export function NewFolderInline({ materialId, onDone }: { materialId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Values>({
    initialValues: { name: '', description: '', visibility: FOLDER_DEFAULT_VISIBILITY },
    validationSchema: folderSchema,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const folder = await createFolder({ name: values.name.trim(), visibility: values.visibility });
        await setFolderMaterial(folder.id, materialId, true);
        await queryClient.invalidateQueries({ queryKey: folderKeys.all });
        notify.success(FOLDER_MESSAGES.added(folder.name));
        onDone();
      } catch (error) {
        // A folder made but not filled (the second call failed) still shows in the list.
        void queryClient.invalidateQueries({ queryKey: folderKeys.all });
        const message = errorMessage(error, CREATE_FAILED);
        if (!applyServerFieldErrors(helpers, error, { name: 'name' })) setFailure(message);
        notify.error(message);
      }
    },
  });
  useFocusFirstInvalid(formRef, form.submitCount, form.isSubmitting);
  return (
    <Form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="New folder">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'name')} label="Folder name" autoComplete="off" autoFocus hint="Private until you share it from its page." />
      <Actions>
        <Button variant="secondary" onClick={onDone} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting ? 'Creating...' : 'Create and add'}
        </Button>
      </Actions>
    </Form>
  );
}
