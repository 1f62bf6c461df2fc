// The text fields of POST /materials, checked by hand: a multipart body is read as a stream,
// so Fastify's body schema cannot see it. Limits and words come from the contract, so the
// upload form and the server say the same thing. Every field's problem is reported at once.
import {
  CLASSIFICATIONS,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_MESSAGES,
  MATERIAL_METADATA_MAX_BYTES,
  MATERIAL_REQUEST_MESSAGES,
  MATERIAL_TAG_RULES,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  RESTRICTIONS,
  VALIDATION_MESSAGES,
  VISIBILITIES,
  isUuid,
  type Classification,
  type FieldError,
  type Restriction,
  type Visibility,
} from '@lectern/shared-api/contract';
import { parseTags } from '../../platform/fields/tags-field.ts';

export const UPLOAD_MESSAGES = {
  visibilityInvalid: `Visibility must be one of: ${VISIBILITIES.join(', ')}`,
  restrictionInvalid: `Access restriction must be one of: ${RESTRICTIONS.join(', ')}`,
  courseInvalid: 'Choose a course from the list',
  metaDataInvalid: 'metaData must be valid JSON',
  metaDataTooLarge: `metaData must be at most ${MATERIAL_METADATA_MAX_BYTES} bytes`,
  fileAndUrl: 'Give either a file or a URL, not both',
  fileTypeInvalid: MATERIAL_MESSAGES.fileTypeInvalid,
} as const;

export interface UploadFields {
  label: string;
  description: string | null;
  classification: Classification;
  courseId: string | null;
  visibility: Visibility;
  restriction: Restriction;
  tags: string[];
  /** The JSON text to store, or null for the default (an empty list). */
  metaData: string | null;
  url: string | null;
  /** An open request of the course that this upload answers (docs/documents.md, requests), or null. */
  answersRequest: string | null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined, fallback: T): T | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

function parseMetaData(raw: string | undefined, errors: FieldError[]): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (Buffer.byteLength(raw) > MATERIAL_METADATA_MAX_BYTES) {
    errors.push({ field: 'metaData', message: UPLOAD_MESSAGES.metaDataTooLarge });
    return null;
  }
  try {
    return JSON.stringify(JSON.parse(raw));
  } catch {
    errors.push({ field: 'metaData', message: UPLOAD_MESSAGES.metaDataInvalid });
    return null;
  }
}

/**
 * The fields as sent (`hasFile`: a `file` part came), or every field error. A material is a
 * file or a link: exactly one of them.
 */
export function parseUploadFields(raw: Record<string, string>, hasFile: boolean): { fields: UploadFields } | { errors: FieldError[] } {
  const errors: FieldError[] = [];

  const label = (raw.label ?? '').trim();
  if (!label) errors.push({ field: 'label', message: VALIDATION_MESSAGES.materialTitleRequired });
  else if (label.length > MATERIAL_TITLE_MAX) errors.push({ field: 'label', message: MATERIAL_MESSAGES.titleTooLong });

  const description = (raw.description ?? '').trim();
  if (description.length > MATERIAL_DESCRIPTION_MAX) errors.push({ field: 'description', message: MATERIAL_MESSAGES.descriptionTooLong });

  const classificationRaw = (raw.classification ?? '').trim();
  const classification = classificationRaw ? oneOf(CLASSIFICATIONS, classificationRaw, 'other') : null;
  if (!classification) errors.push({ field: 'classification', message: VALIDATION_MESSAGES.classificationRequired });

  const courseIdRaw = (raw.courseId ?? '').trim();
  if (courseIdRaw && !isUuid(courseIdRaw)) errors.push({ field: 'courseId', message: UPLOAD_MESSAGES.courseInvalid });

  const answersRequest = (raw.answersRequest ?? '').trim();
  if (answersRequest && !isUuid(answersRequest)) errors.push({ field: 'answersRequest', message: MATERIAL_REQUEST_MESSAGES.notFound });
  else if (answersRequest && !courseIdRaw) errors.push({ field: 'answersRequest', message: MATERIAL_REQUEST_MESSAGES.otherCourse });

  const visibility = oneOf(VISIBILITIES, raw.visibility, 'public');
  if (!visibility) errors.push({ field: 'visibility', message: UPLOAD_MESSAGES.visibilityInvalid });
  const restriction = oneOf(RESTRICTIONS, raw.restriction, 'downloadable');
  if (!restriction) errors.push({ field: 'restriction', message: UPLOAD_MESSAGES.restrictionInvalid });

  const tags = parseTags(raw.tags, MATERIAL_TAG_RULES, errors);
  const metaData = parseMetaData(raw.metaData, errors);

  const url = (raw.url ?? '').trim();
  if (hasFile && url) errors.push({ field: 'url', message: UPLOAD_MESSAGES.fileAndUrl });
  else if (!hasFile && !url) errors.push({ field: 'file', message: VALIDATION_MESSAGES.fileRequired });
  else if (url && url.length > MATERIAL_URL_MAX) errors.push({ field: 'url', message: MATERIAL_MESSAGES.urlTooLong });
  else if (url && !isHttpUrl(url)) errors.push({ field: 'url', message: VALIDATION_MESSAGES.urlInvalid });

  if (errors.length > 0 || !classification || !visibility || !restriction) return { errors };
  return {
    fields: {
      label,
      description: description || null,
      classification,
      courseId: courseIdRaw || null,
      visibility,
      restriction,
      tags,
      metaData,
      url: url || null,
      answersRequest: answersRequest || null,
    },
  };
}
