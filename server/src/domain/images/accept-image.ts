// Taking an image someone sent with a form (a blog post's heading, an announcement's image, a
// material's cover): checked by its bytes along with the form's other fields, downscaled to WebP,
// stored under a new key. On any failure nothing stays: no stored image, no temp file.
import type { FieldError } from '@lectern/shared-api/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { FileStorage, TempFile } from '../../platform/storage/storage.ts';
import { isAcceptedImage } from './accepted-image.ts';
import { downscaleImage } from './webp.ts';

/** A form of text fields and one optional image, as received (the image in a local temp file). */
export interface ReceivedImageForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  image: TempFile | null;
}

/** The form's own check of its text fields: the fields, or every field's problem. */
export type ParsedFields<F> = { fields: F } | { errors: FieldError[] };

/** The 400 naming every field's problem at once. */
export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION', errors.map((e) => e.message).join('; '), errors);
}

/** The `image` field's problem (worded by the caller) when the file is no PNG, JPEG, WebP or GIF by its bytes. */
export async function imageErrors(image: TempFile | null, invalidMessage: string): Promise<FieldError[]> {
  if (!image || (await isAcceptedImage(image.path))) return [];
  return [{ field: 'image', message: invalidMessage }];
}

/** The image (checked by imageErrors) as the WebP to store; the right magic bytes on an unreadable image are the same 400. */
export async function toStoredWebp(image: TempFile, invalidMessage: string): Promise<Buffer> {
  try {
    return await downscaleImage(image.path);
  } catch {
    throw validationError([{ field: 'image', message: invalidMessage }]);
  }
}

export interface ImageFormSteps<F, T> {
  /** The 400's words on the `image` field when the file is not an image Lectern takes. */
  invalidImage: string;
  parse(fields: Record<string, string>): ParsedFields<F>;
  /** Inserts the row naming the stored image (null when none was sent). */
  create(fields: F, imageKey: string | null): Promise<T>;
}

/**
 * Fields and image are checked first (every problem in one 400), then the image is downscaled to
 * WebP and stored, then `create` runs. Whatever fails, the stored image is removed; the temp file
 * always is.
 */
export async function createWithImage<F, T>(storage: FileStorage, received: ReceivedImageForm, steps: ImageFormSteps<F, T>): Promise<T> {
  let imageKey: string | null = null;
  try {
    const parsed = steps.parse(received.fields);
    const errors = [...('errors' in parsed ? parsed.errors : []), ...(await imageErrors(received.image, steps.invalidImage))];
    if (errors.length > 0 || !('fields' in parsed)) throw validationError(errors);
    if (received.image) imageKey = await storage.putBytes(await toStoredWebp(received.image, steps.invalidImage));
    return await steps.create(parsed.fields, imageKey);
  } catch (error) {
    if (imageKey) await storage.delete(imageKey).catch(() => undefined);
    throw error;
  } finally {
    if (received.image) await storage.discard(received.image);
  }
}
