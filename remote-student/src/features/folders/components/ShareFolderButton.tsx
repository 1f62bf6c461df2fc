import { MESSAGES, type FolderSummary } from '@lectern/shared-api/contract';
import { useUpdateFolder } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Share2 from 'lucide-react/icons/share-2';
import { useState } from 'react';
import { folderShareLink } from '../../../components/folderLinks.ts';
import { LINK_COPIED } from '../../../components/ShareAndDownload.tsx';

/** Puts the folder's link on the clipboard, or says where to copy it from. */
export async function copyFolderLink(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(folderShareLink(id));
    notify.success(LINK_COPIED);
  } catch {
    notify.error(`Could not copy the link. Copy it from here: ${folderShareLink(id)}`);
  }
}

/**
 * Share, for the owner of a Private folder: one button, which asks once, makes the folder
 * Unlisted (anyone with the link opens it; no search lists it) and copies its link. A folder
 * already shared has Copy link instead.
 */
export function ShareFolderButton({ folder }: { folder: FolderSummary }) {
  const update = useUpdateFolder();
  const [asking, setAsking] = useState(false);
  const share = () =>
    update.mutate(
      { id: folder.id, changes: { visibility: 'unlisted' } },
      {
        onSuccess: () => {
          setAsking(false);
          void copyFolderLink(folder.id);
        },
        onError: (error) => {
          setAsking(false);
          notify.error(error.message || MESSAGES.somethingWentWrong);
        },
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Icon icon={Share2} size="sm" />
        Share
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Share ${folder.name}?`}
        confirmLabel="Share and copy link"
        busy={update.isPending}
        onConfirm={share}
        onCancel={() => setAsking(false)}
      >
        The folder becomes Unlisted: anyone with its link can open it, and no search lists it. Its link is then copied for you to send.
      </ConfirmDialog>
    </>
  );
}
