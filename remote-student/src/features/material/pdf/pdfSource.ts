import { readOfflineFile } from '@lectern/shared-api/offline';

/**
 * What the viewer opens: the PDF kept on this device when there is one that passes its size and
 * hash check (read without the network), else the API's URL. A kept file that fails its check
 * is dropped by the read (and fetched again at the next online sync), so it is never shown broken.
 */
export async function pdfSource(url: string, materialId: string | undefined): Promise<string | Uint8Array> {
  if (!materialId) return url;
  const kept = await readOfflineFile(materialId, 'read').catch(() => null);
  return kept ? new Uint8Array(kept.bytes) : url;
}
