import { FOLDER_DEPTH_MAX } from '@lectern/shared-api/contract';
import { useOwnFolders } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { EmptyState, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import FolderPlus from 'lucide-react/icons/folder-plus';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { FolderList } from '../../../components/FolderCard.tsx';
import { SectionHeader } from '../../../components/SectionHeader.tsx';

// The form (formik, yup) loads when someone makes a folder.
const FolderFormDialog = lazy(() => import('../../../components/FolderFormDialog.tsx').then((m) => ({ default: m.FolderFormDialog })));

const Header = styled(SectionHeader)`
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const LOADING_FOLDERS = 'Loading folders...';
export const FAILED_FOLDERS = 'Failed to fetch your folders';

/** Libraries' Folders: the student's top-level folders (each opens its page, subfolders inside), and New folder. */
export function FolderSection() {
  const titleId = useId();
  const folders = useOwnFolders();
  const [creating, setCreating] = useState(false);
  const newFolder = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Icon icon={FolderPlus} size="sm" />
      New folder
    </Button>
  );
  return (
    <section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>Folders</h2>
        {folders.data?.length ? newFolder : null}
      </Header>
      <QueryView
        query={folders}
        loading={<ListLoading label={LOADING_FOLDERS} />}
        failed={FAILED_FOLDERS}
        empty={
          <EmptyState icon={FolderPlus} title="You have no folders yet." action={newFolder}>
            Folders keep materials together, by course or by exam: put a material in one with Add to folder on its page or card.
            A folder is Private until you make it Public or Unlisted to share it by link; folders can hold folders, up to{' '}
            {FOLDER_DEPTH_MAX} deep.
          </EmptyState>
        }
      >
        {(list) => <FolderList folders={list.filter((folder) => folder.parentId === null)} />}
      </QueryView>
      {creating ? (
        <Suspense fallback={null}>
          <FolderFormDialog open mode={{ kind: 'new' }} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
