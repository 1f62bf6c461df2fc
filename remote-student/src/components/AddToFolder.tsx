import type { Material } from '@lectern/shared-api';
import { Icon, type ButtonSize } from '@lectern/shared-ui';
import FolderPlus from 'lucide-react/icons/folder-plus';
import { lazy, Suspense, useState } from 'react';
import { PressableButton } from './PressableButton.tsx';

// The dialog (its list, and formik and yup for "New folder") loads when someone opens it.
const AddToFolderDialog = lazy(() => import('./AddToFolderDialog.tsx').then((m) => ({ default: m.AddToFolderDialog })));

export const ADD_TO_FOLDER = 'Add to folder';

export interface AddToFolderProps {
  material: Pick<Material, 'id' | 'label'>;
  size?: ButtonSize;
  /** Cards: the icon alone, named and with a tooltip, so the card's actions keep to one line. */
  compact?: boolean;
}

/** "Add to folder" on a material's page and card: opens the list of the student's folders. */
export function AddToFolder({ material, size = 'md', compact = false }: AddToFolderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PressableButton
        variant="secondary"
        size={size}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        title={compact ? ADD_TO_FOLDER : undefined}
        data-icon-only={compact || undefined}
      >
        <Icon icon={FolderPlus} size="sm" />
        {compact ? <span className="visually-hidden">{ADD_TO_FOLDER}</span> : ADD_TO_FOLDER}
        <span className="visually-hidden"> {material.label}</span>
      </PressableButton>
      {open ? (
        <Suspense fallback={null}>
          <AddToFolderDialog material={material} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
