import type { Classification, Restriction, Visibility } from '@lectern/shared-api';
import type { UploadMaterialInput } from '@lectern/shared-api/student';
import type { ChosenPhoto } from './photoList.ts';

/** A file upload or a link upload: step 1's choice. */
export type UploadKind = 'file' | 'link';

/** The details form, with the specification's field names (materialTitle, classification, ... file or url). */
export interface UploadValues {
  materialTitle: string;
  classification: Classification | '';
  description: string;
  courseId: string;
  /** An open request of the course this upload answers; '' for none. */
  answersRequest: string;
  visibility: Visibility;
  accessRestrictions: Restriction;
  tags: string[];
  image: File | null;
  file: File | null;
  /** Photos of notes instead of the file, in page order. */
  photos: ChosenPhoto[];
  url: string;
}

export const initialUploadValues = (): UploadValues => ({
  materialTitle: '',
  classification: '',
  description: '',
  courseId: '',
  answersRequest: '',
  visibility: 'public',
  accessRestrictions: 'downloadable',
  tags: [],
  image: null,
  file: null,
  photos: [],
  url: '',
});

/** The server's multipart field names -> the form's fields, for its field errors. */
export const SERVER_FIELDS = {
  label: 'materialTitle',
  classification: 'classification',
  description: 'description',
  courseId: 'courseId',
  answersRequest: 'answersRequest',
  visibility: 'visibility',
  restriction: 'accessRestrictions',
  tags: 'tags',
  image: 'image',
  file: 'file',
  photos: 'photos',
  url: 'url',
} as const satisfies Record<string, keyof UploadValues>;

/** What POST /materials receives for the chosen kind; values were validated by the schema. */
export function toUploadInput(kind: UploadKind, values: UploadValues): UploadMaterialInput {
  const input: UploadMaterialInput = {
    label: values.materialTitle.trim(),
    description: values.description.trim() || undefined,
    classification: values.classification as Classification,
    courseId: values.courseId || undefined,
    answersRequest: (values.courseId && values.answersRequest) || undefined,
    visibility: values.visibility,
    restriction: values.accessRestrictions,
    tags: values.tags,
    image: values.image,
  };
  if (kind === 'file' && values.photos.length > 0) input.photos = values.photos.map((photo) => photo.file);
  else if (kind === 'file' && values.file) input.file = values.file;
  if (kind === 'link') input.url = values.url.trim();
  return input;
}
