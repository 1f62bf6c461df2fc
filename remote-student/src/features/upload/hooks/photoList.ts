import { ACCEPTED_PHOTO_TYPES, MAX_UPLOAD_BYTES, PHOTO_MESSAGES, PHOTOS_MAX } from '@lectern/shared-api/contract';

/** A photo chosen for an upload; `id` keeps its thumbnail and focus while the list is reordered. */
export interface ChosenPhoto {
  id: string;
  file: File;
}

// Some pickers (older Android galleries) give no type at all: the name decides here, the
// server decides by content anyway.
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'];

/** The pickers' `accept`: only what the server takes is offered (a GIF or a scan as TIFF is greyed out). */
export const PHOTO_ACCEPT = [...ACCEPTED_PHOTO_TYPES, ...PHOTO_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

let lastId = 0;
const nextId = () => `photo-${++lastId}`;

export function isPhotoFile(file: File): boolean {
  if (file.type) return (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && PHOTO_EXTENSIONS.includes(file.name.slice(dot + 1).toLowerCase());
}

export const photosSize = (photos: readonly ChosenPhoto[]) => photos.reduce((sum, photo) => sum + photo.file.size, 0);

/**
 * `files` added after `photos`: those that are not photos, or alone over the limit, are left out
 * and named; beyond PHOTOS_MAX the rest are left out. `problems` says why, in the server's words.
 */
export function addPhotos(photos: readonly ChosenPhoto[], files: readonly File[]): { photos: ChosenPhoto[]; problems: string[] } {
  const next = [...photos];
  const problems: string[] = [];
  for (const file of files) {
    if (!isPhotoFile(file)) problems.push(PHOTO_MESSAGES.typeInvalid(file.name));
    else if (file.size > MAX_UPLOAD_BYTES) problems.push(PHOTO_MESSAGES.tooLarge(file.name));
    else if (next.length >= PHOTOS_MAX) {
      if (!problems.includes(PHOTO_MESSAGES.tooMany)) problems.push(PHOTO_MESSAGES.tooMany);
    } else next.push({ id: nextId(), file });
  }
  return { photos: next, problems };
}

/** The list with the photo at `index` moved by `step` places (-1 earlier, +1 later). */
export function movePhoto(photos: readonly ChosenPhoto[], index: number, step: -1 | 1): ChosenPhoto[] {
  const target = index + step;
  if (index < 0 || index >= photos.length || target < 0 || target >= photos.length) return [...photos];
  const next = [...photos];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** What is wrong with the photos as a whole (the form's error), or undefined. */
export function photosError(photos: readonly ChosenPhoto[]): string | undefined {
  if (photos.length > PHOTOS_MAX) return PHOTO_MESSAGES.tooMany;
  if (photosSize(photos) > MAX_UPLOAD_BYTES) return PHOTO_MESSAGES.togetherTooLarge;
  return undefined;
}
