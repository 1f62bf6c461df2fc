// An upload as the route received it: its text fields and the temp files its parts were streamed
// into. Whoever ends up holding it discards the temp files (committed ones are moved first).
import type { FileStorage, TempFile } from '../../platform/storage/storage.ts';

/** A part as it came: its bytes in a temp file and the name the sender gave it. */
export interface ReceivedPart {
  temp: TempFile;
  filename: string;
}

export interface ReceivedUpload {
  /** The first value of each text field. */
  fields: Record<string, string>;
  file: ReceivedPart | null;
  image: TempFile | null;
  /**
   * Photos of notes, in the order they were sent (instead of `file`): photos-to-pdf.ts makes
   * them one PDF, which becomes `file` before the material is created.
   */
  photos?: ReceivedPart[];
}

export async function discardUpload(storage: FileStorage, upload: Pick<ReceivedUpload, 'file' | 'image' | 'photos'>): Promise<void> {
  if (upload.file) await storage.discard(upload.file.temp);
  if (upload.image) await storage.discard(upload.image);
  for (const photo of upload.photos ?? []) await storage.discard(photo.temp);
}
