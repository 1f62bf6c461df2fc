// Uploading a material (a file or a link) and reporting one.
import { mixed, object, string } from 'yup';
import {
  VALIDATION_MESSAGES as M,
  ACCEPTED_UPLOAD_EXTENSIONS,
  CLASSIFICATIONS,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_MESSAGES,
  MATERIAL_TAG_RULES,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  MAX_UPLOAD_BYTES,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  RESTRICTIONS,
  VISIBILITIES,
  type Classification,
  type ReportReason,
  type Restriction,
  type Visibility,
} from '../contract/index.ts';
import { isWebUrl, optionalImage, ruledTags, type ChosenFile } from './fields.ts';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The document of a file upload: required, at most 20 MB, one of the accepted extensions. */
export const isAcceptedUploadName = (name: string) =>
  name.includes('.') && (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));

const uploadFile = () =>
  mixed<ChosenFile>()
    .nullable()
    .required(M.fileRequired)
    .test('file-size', M.fileTooLarge, (file) => !file || file.size <= MAX_UPLOAD_BYTES)
    .test('file-type', MATERIAL_MESSAGES.fileTypeInvalid, (file) => !file || isAcceptedUploadName(file.name));

/** What the file and link forms share: the spec's fields with its defaults and messages. */
const materialDetails = {
  materialTitle: string().trim().required(M.materialTitleRequired).max(MATERIAL_TITLE_MAX, MATERIAL_MESSAGES.titleTooLong),
  classification: string<Classification | ''>()
    .required(M.classificationRequired)
    .oneOf(CLASSIFICATIONS, M.classificationRequired),
  description: string().trim().max(MATERIAL_DESCRIPTION_MAX, MATERIAL_MESSAGES.descriptionTooLong).default(''),
  courseId: string().default(''),
  visibility: string<Visibility>().oneOf(VISIBILITIES).required().default('public'),
  accessRestrictions: string<Restriction>().oneOf(RESTRICTIONS).required().default('downloadable'),
  tags: ruledTags(MATERIAL_TAG_RULES),
  image: optionalImage(),
};

/** The upload form for a file: the specification's fields and rules. */
export const materialFileSchema = object({ ...materialDetails, file: uploadFile() });

/** The upload form for a link: the same fields with a web address instead of the file. */
export const materialLinkSchema = object({
  ...materialDetails,
  url: string()
    .trim()
    .required(M.urlInvalid)
    .max(MATERIAL_URL_MAX, MATERIAL_MESSAGES.urlTooLong)
    .test('web-url', M.urlInvalid, (value) => !value || isWebUrl(value)),
});

/** Report a material: a reason, and words of one's own when the reason is 'other'. */
export const reportSchema = object({
  reason: string<ReportReason | ''>().required(MATERIAL_MESSAGES.reportReasonRequired).oneOf(REPORT_REASONS, MATERIAL_MESSAGES.reportReasonRequired),
  text: string()
    .trim()
    .max(REPORT_TEXT_MAX, MATERIAL_MESSAGES.reportTextTooLong)
    .when('reason', {
      is: 'other',
      then: (text) => text.required(MATERIAL_MESSAGES.reportTextRequired),
      otherwise: (text) => text.default(''),
    }),
});
