// An upload as the route received it: its text fields and the temp files its parts were streamed
// into. Whoever ends up holding it discards the temp files (committed ones are moved first).
import type { FileStorage, TempFile } from '../../platform/storage/storage.ts';

export interface ReceivedUpload {
  /** The first value of each text field. */
  fields: Record<string, string>;
  file: { temp: TempFile; filename: string } | null;
  image: TempFile | null;
}

export async function discardUpload(storage: FileStorage, upload: Pick<ReceivedUpload, 'file' | 'image'>): Promise<void> {
  if (upload.file) await storage.discard(upload.file.temp);
  if (upload.image) await storage.discard(upload.image);
}
