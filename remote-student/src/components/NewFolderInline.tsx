import { errorMessage } from '@lectern/shared-api';
import { FOLDER_DEFAULT_VISIBILITY, FOLDER_MESSAGES, type Visibility } from '@lectern/shared-api/contract';
import { folderSchema } from '@lectern/shared-api/forms';
import { createFolder, folderKeys, setFolderMaterial } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { fieldProps, FormButtons, FormError, TextField, useServerForm } from '@lectern/shared-ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const EMPTY: Values = { name: '', description: '', visibility: FOLDER_DEFAULT_VISIBILITY };
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
  const { form, failure, formProps } = useServerForm({
    initialValues: EMPTY,
    validationSchema: folderSchema,
    validateOnBlur: true,
    submit: async (values: Values) => {
      try {
        const folder = await createFolder({ name: values.name.trim(), visibility: values.visibility });
        await setFolderMaterial(folder.id, materialId, true);
        await queryClient.invalidateQueries({ queryKey: folderKeys.all });
        return folder;
      } catch (error) {
        // A folder made but not filled (the second call failed) still shows in the list.
        void queryClient.invalidateQueries({ queryKey: folderKeys.all });
        throw error;
      }
    },
    onDone: (folder) => {
      notify.success(FOLDER_MESSAGES.added(folder.name));
      onDone();
    },
    serverFields: { name: 'name' },
    failureMessage: (error) => errorMessage(error, CREATE_FAILED),
    onFailure: (message) => notify.error(message),
  });
  return (
    <Form {...formProps} aria-label="New folder">
      <FormError>{failure}</FormError>
      <TextField {...fieldProps(form, 'name')} label="Folder name" autoComplete="off" autoFocus hint="Private until you share it from its page." />
      <FormButtons submitting={form.isSubmitting} submitLabel="Create and add" submittingLabel="Creating..." onCancel={onDone} />
    </Form>
  );
}
