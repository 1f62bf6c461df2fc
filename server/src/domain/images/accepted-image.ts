// Whether a file someone sent is an image Lectern takes, decided from its bytes (file-type reads
// the magic bytes), never from its name or the browser's Content-Type (docs/architecture.md).
import { fileTypeFromFile } from 'file-type';

export const IMAGE_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;

/** Whether the file is a PNG, JPEG, WebP or GIF image, by its bytes. */
export async function isAcceptedImage(filePath: string): Promise<boolean> {
  const detected = await fileTypeFromFile(filePath);
  return (IMAGE_TYPES as readonly string[]).includes(detected?.ext ?? '');
}
