import type { FolderPage, Material } from '@lectern/shared-api/contract';
import { filesToKeep, formatBytes, isKeptOffline, keepOffline, OfflineError } from '@lectern/shared-api/offline';
import { folderQuery } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import CloudDownload from 'lucide-react/icons/cloud-download';
import { useState } from 'react';

export const KEEP_FOLDER_TEXTS = {
  button: 'Keep this folder offline',
  counting: 'Counting what is in this folder...',
  title: 'Keep this folder offline?',
  plan: (count: number, size: string, already: number, withSubfolders: boolean) =>
    `${count === 1 ? '1 material' : `${count} materials`} from this folder${withSubfolders ? ' and its folders' : ''}, about ${size}, will be kept on this device.` +
    (already ? ` ${already === 1 ? '1 is' : `${already} are`} kept already.` : ''),
  nothing: 'Nothing in this folder can be kept offline: it holds no files you may read.',
  allKept: 'Everything in this folder is kept offline already.',
  keeping: (done: number, total: number) => `Keeping ${done} of ${total}...`,
  done: (count: number) => (count === 1 ? '1 material kept offline' : `${count} materials kept offline`),
  stopped: (kept: number, reason: string) => `${kept ? `${kept} kept offline, then it stopped. ` : ''}${reason}`,
} as const;

interface Plan {
  toKeep: Material[];
  already: number;
  bytes: number;
}

/** Every material of the folder and of its subfolders (depth-first, each once), as the reader may see them. */
async function materialsUnder(client: QueryClient, page: FolderPage): Promise<Material[]> {
  const found = new Map<string, Material>();
  const visit = async (current: FolderPage) => {
    for (const material of current.materials) found.set(material.id, material);
    for (const sub of current.folders) await visit(await client.fetchQuery(folderQuery(sub.id)));
  };
  await visit(page);
  return [...found.values()];
}

async function planFor(client: QueryClient, page: FolderPage): Promise<Plan> {
  const keepable = (await materialsUnder(client, page)).filter((material) => filesToKeep(material).length > 0);
  const kept = await Promise.all(keepable.map((material) => isKeptOffline(material.id)));
  const toKeep = keepable.filter((_, index) => !kept[index]);
  // The original's size is known; an Office file's readable PDF is not until it comes, hence "about".
  const bytes = toKeep.reduce((sum, material) => sum + (material.size ?? 0), 0);
  return { toKeep, already: keepable.length - toKeep.length, bytes };
}

/** "Keep this folder offline": says what it will keep and its size first, then keeps each material. */
export function KeepFolderOffline({ page }: { page: FolderPage }) {
  const client = useQueryClient();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [counting, setCounting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const count = async () => {
    setCounting(true);
    try {
      const next = await planFor(client, page);
      if (next.toKeep.length === 0) notify.info(next.already ? KEEP_FOLDER_TEXTS.allKept : KEEP_FOLDER_TEXTS.nothing);
      else setPlan(next);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setCounting(false);
    }
  };

  const keepAll = async (toKeep: Material[]) => {
    setPlan(null);
    let done = 0;
    setProgress({ done, total: toKeep.length });
    try {
      for (const material of toKeep) {
        await keepOffline(material);
        done += 1;
        setProgress({ done, total: toKeep.length });
      }
      notify.success(KEEP_FOLDER_TEXTS.done(done));
    } catch (error) {
      notify.error(KEEP_FOLDER_TEXTS.stopped(done, error instanceof OfflineError ? error.message : (error as Error).message));
    } finally {
      setProgress(null);
    }
  };

  const busy = counting || progress !== null;
  return (
    <>
      <Button variant="secondary" onClick={() => void count()} disabled={busy} aria-describedby={busy ? 'keep-folder-progress' : undefined}>
        <Icon icon={CloudDownload} size="sm" />
        {KEEP_FOLDER_TEXTS.button}
      </Button>
      <span id="keep-folder-progress" role="status" className={busy ? undefined : 'visually-hidden'}>
        {counting ? KEEP_FOLDER_TEXTS.counting : progress ? KEEP_FOLDER_TEXTS.keeping(progress.done, progress.total) : ''}
      </span>
      <ConfirmDialog
        open={plan !== null}
        title={KEEP_FOLDER_TEXTS.title}
        confirmLabel={plan ? `Keep ${plan.toKeep.length === 1 ? '1 material' : `${plan.toKeep.length} materials`}` : 'Keep'}
        onConfirm={() => plan && void keepAll(plan.toKeep)}
        onCancel={() => setPlan(null)}
      >
        {plan ? KEEP_FOLDER_TEXTS.plan(plan.toKeep.length, formatBytes(plan.bytes), plan.already, page.folders.length > 0) : null}
      </ConfirmDialog>
    </>
  );
}
