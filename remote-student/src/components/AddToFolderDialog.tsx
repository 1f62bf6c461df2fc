import type { Material } from '@lectern/shared-api';
import { FOLDER_MESSAGES, type OwnFolder } from '@lectern/shared-api/contract';
import { useFolderMaterial, useOwnFolders } from '@lectern/shared-api/student';
import { Button, Icon, notify, Spinner } from '@lectern/shared-ui';
import { Checkbox } from '@lectern/shared-ui/forms';
import { EmptyState, QueryView } from '@lectern/shared-ui/lists';
import { Modal } from '@lectern/shared-ui/modal';
import FolderPlus from 'lucide-react/icons/folder-plus';
import { useState } from 'react';
import styled from 'styled-components';
import { inTreeOrder } from './folderLinks.ts';
import { NewFolderInline } from './NewFolderInline.tsx';

const Folders = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: min(50vh, 22rem);
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  overflow-wrap: anywhere;
`;

/** A subfolder sits under its parent, indented a step per level. */
const Row = styled.li<{ $depth: number }>`
  padding-left: calc(${({ theme }) => theme.space.lg} * ${({ $depth }) => $depth - 1});
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LOADING_FOLDERS = 'Loading your folders...';
export const FAILED_FOLDERS = 'Your folders could not be loaded.';

export interface AddToFolderDialogProps {
  material: Pick<Material, 'id' | 'label'>;
  onClose: () => void;
}

/**
 * The student's folders, each a checkbox checked when the material is in it: checking adds it,
 * unchecking removes it, each with a toast. "New folder" makes one in place and adds the material.
 * Escape, the close button and Done close it; focus goes back to "Add to folder".
 */
export function AddToFolderDialog({ material, onClose }: AddToFolderDialogProps) {
  const folders = useOwnFolders(material.id);
  const change = useFolderMaterial();
  // What the student just chose, shown at once (a box that does not tick when pressed feels broken)
  // and put back if the server refuses it.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const toggle = (folder: OwnFolder, on: boolean) => {
    setBusy(folder.id);
    setChosen((marks) => ({ ...marks, [folder.id]: on }));
    change.mutate(
      { folderId: folder.id, materialId: material.id, on },
      {
        onSuccess: () => notify.success(on ? FOLDER_MESSAGES.added(folder.name) : FOLDER_MESSAGES.removed(folder.name)),
        onError: (error) => {
          setChosen((marks) => ({ ...marks, [folder.id]: !on }));
          notify.error(error.message);
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <Modal open onClose={onClose} title="Add to folder" description={material.label} closeLabel="Close Add to folder">
      <QueryView
        query={folders}
        loading={<Spinner label={LOADING_FOLDERS} showLabel />}
        failed={FAILED_FOLDERS}
        empty={
          creating ? null : (
            <EmptyState icon={FolderPlus} title="You have no folders yet.">
              Make one for a course or an exam, and keep what you need for it together.
            </EmptyState>
          )
        }
      >
        {(list) => (
          <Folders aria-label="Your folders">
            {inTreeOrder(list).map((folder) => (
              <Row key={folder.id} $depth={folder.depth}>
                <Checkbox
                  name={`folder-${folder.id}`}
                  checked={chosen[folder.id] ?? folder.hasMaterial}
                  disabled={busy === folder.id}
                  onChange={(event) => toggle(folder, event.target.checked)}
                >
                  {folder.name}
                </Checkbox>
              </Row>
            ))}
          </Folders>
        )}
      </QueryView>
      {creating ? (
        <NewFolderInline materialId={material.id} onDone={() => setCreating(false)} />
      ) : (
        <Footer>
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <Icon icon={FolderPlus} size="sm" />
            New folder
          </Button>
          <Button onClick={onClose}>Done</Button>
        </Footer>
      )}
    </Modal>
  );
}
