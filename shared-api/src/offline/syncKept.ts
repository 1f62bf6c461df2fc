import { ApiError } from '../client/apiError.ts';
import { apiRequest } from '../client/http.ts';
import type { Material } from '../contract/index.ts';
import { fetchFile, type FetchedFile } from './fetchFile.ts';
import { keptRecords, refreshKept, removeKept } from './keptStore.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import type { KeptFileKind, KeptRecord, OfflineNotice, SyncResult } from './types.ts';

let noticeCount = 0;
const notice = (materialId: string, text: string): OfflineNotice => ({ id: `offline-notice-${++noticeCount}`, materialId, text });

/** Why a kept material may no longer stay on the device, or null when it may. */
function dropReason(record: KeptRecord, fresh: Material): string | null {
  const title = record.material.label;
  if (!fresh.readUrl && !fresh.canDownload) return OFFLINE_MESSAGES.removedGone(title);
  // Kept with its original, now View Only or restricted: the person may no longer have the file.
  const keptOriginal = record.files.some((file) => file.kind === 'original') || record.stale.includes('original');
  if (keptOriginal && !fresh.canDownload) return OFFLINE_MESSAGES.removedRestricted(title);
  return null;
}

/** Files to fetch again: those that failed their check, and a readable PDF that now exists. */
function filesToRefetch(record: KeptRecord, fresh: Material): KeptFileKind[] {
  const kinds = new Set(record.stale);
  const hasRead = record.files.some((file) => file.kind === 'read');
  if (fresh.readUrl && fresh.type !== 'pdf' && !hasRead) kinds.add('read');
  if (!fresh.canDownload) kinds.delete('original');
  if (!fresh.previewUrl) kinds.delete('preview');
  return [...kinds];
}

/**
 * Brings the person's kept materials up to date with the API: drops (with a notice) what was
 * removed or restricted, refreshes the details of the rest and fetches again the files that
 * failed their check. Stops, changing nothing more, as soon as the API cannot be reached.
 */
export async function syncKept(userId: string): Promise<SyncResult> {
  const result: SyncResult = { reached: true, notices: [], removed: [], refreshed: [] };
  for (const record of await keptRecords(userId)) {
    let fresh: Material;
    try {
      fresh = await apiRequest<Material>(`/materials/${encodeURIComponent(record.materialId)}`);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        await removeKept(userId, record.materialId);
        result.removed.push(record.materialId);
        result.notices.push(notice(record.materialId, OFFLINE_MESSAGES.removedGone(record.material.label)));
        continue;
      }
      // Offline, signed out or a server fault: nothing is decided on that.
      if (error instanceof ApiError && (error.statusCode === 0 || error.statusCode === 401)) return { ...result, reached: false };
      continue;
    }
    const reason = dropReason(record, fresh);
    if (reason) {
      await removeKept(userId, record.materialId);
      result.removed.push(record.materialId);
      result.notices.push(notice(record.materialId, reason));
      continue;
    }
    const fetched: FetchedFile[] = [];
    for (const kind of filesToRefetch(record, fresh)) {
      // A file that cannot be fetched now stays marked, for the next sync.
      await fetchFile(fresh, kind).then((file) => fetched.push(file), () => undefined);
    }
    await refreshKept(record, fresh, fetched).catch(() => undefined);
    result.refreshed.push(record.materialId);
  }
  return result;
}
