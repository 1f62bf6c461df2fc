import type { Material } from '@lectern/shared-api';
import { FOLDER_MESSAGES, type FolderSummary } from '@lectern/shared-api/contract';
import { useFolderMaterial } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { EmptyState } from '@lectern/shared-ui/lists';
import FileText from 'lucide-react/icons/file-text';
import FolderMinus from 'lucide-react/icons/folder-minus';
import styled from 'styled-components';
import { MaterialCard } from '../../../components/MaterialCard.tsx';
import { MaterialCardGrid } from '../../../components/MaterialGrid.tsx';

/** An icon with a name and a tooltip, square like the card's other icons. */
const RemoveButton = styled(Button)`
  padding: 0;
  min-width: 36px;
`;

function RemoveFromFolder({ folder, material }: { folder: FolderSummary; material: Material }) {
  const change = useFolderMaterial();
  const remove = () =>
    change.mutate(
      { folderId: folder.id, materialId: material.id, on: false },
      { onSuccess: () => notify.success(FOLDER_MESSAGES.removed(folder.name)), onError: (error) => notify.error(error.message) },
    );
  return (
    <RemoveButton variant="secondary" size="sm" title="Remove from folder" disabled={change.isPending} onClick={remove}>
      <Icon icon={FolderMinus} size="sm" />
      <span className="visually-hidden">Remove {material.label} from folder</span>
    </RemoveButton>
  );
}

/** The folder's materials as cards (only those the reader may see); its owner can take each out. */
export function FolderMaterials({ folder, materials }: { folder: FolderSummary; materials: Material[] }) {
  if (materials.length === 0) {
    return (
      <EmptyState icon={FileText} title="No materials here yet.">
        {folder.isOwner
          ? 'Put materials in it with Add to folder, on a material’s page or card.'
          : 'There is nothing in this folder that you can open.'}
      </EmptyState>
    );
  }
  return (
    <MaterialCardGrid>
      {materials.map((material) => (
        <li key={material.id}>
          <MaterialCard material={material} actions={folder.isOwner ? <RemoveFromFolder folder={folder} material={material} /> : undefined} />
        </li>
      ))}
    </MaterialCardGrid>
  );
}
