// Materials, their lists, reports, notifications and a student's own figures, as the API
// returns them (docs/api-contract.md, docs/architecture.md; the specification's models, upload fields and filters).
import type { Classification, MaterialSort, ReviewStatus, Restriction, Visibility } from './enums.ts';
import type { Course } from './models.ts';
import type { Paged } from './api.ts';
import type { TagsRule } from './field-rules.ts';
import { MAX_UPLOAD_BYTES } from './limits.ts';

/** A file's type as the server decided it from the content; a link is 'link'. */
export const MATERIAL_FILE_TYPES = ['pdf', 'ppt', 'pptx', 'doc', 'docx'] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];
export type MaterialType = MaterialFileType | 'link';

/** The optional image of an upload (stored downscaled as the material's preview). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What every form with an optional image (an upload, a blog post, an announcement) says of a wrong one. */
export const IMAGE_MESSAGES = {
  imageTypeInvalid: 'Choose a PNG, JPEG, WebP or GIF image',
  imageTooLarge: `Image size must be less than ${MAX_IMAGE_BYTES / (1024 * 1024)}MB`,
} as const;

export const MATERIAL_TITLE_MAX = 200;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const MATERIAL_URL_MAX = 2048;
export const MATERIAL_TAGS_MAX = 20;
export const MATERIAL_TAG_MAX = 40;
/** metaData is free-form JSON kept beside the material; bounded so nobody stores a book in it. */
export const MATERIAL_METADATA_MAX_BYTES = 4096;

/**
 * Material lists count their matches up to this many: `pagination.total` is exact below it and
 * equals it when more match, which the page says with `totalCapped` (shown as '1,000+').
 */
export const MATERIAL_LIST_TOTAL_MAX = 1000;

/** Recommendations: page size of the spec's default and of the dashboard fetch. */
export const RECOMMENDATIONS_PAGE_SIZE = 6;
export const DASHBOARD_ROW_SIZE = 10;

export const REPORT_REASONS = ['honor-code', 'copyright', 'wrong-course', 'spam-or-duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'honor-code': 'Breaks the honor code',
  copyright: 'Copyright',
  'wrong-course': 'Wrong course',
  'spam-or-duplicate': 'Spam or duplicate',
  other: 'Other',
};
export const REPORT_TEXT_MAX = 1000;
/** Reports from this many different students hide a material from search until staff decide. */
export const REPORT_HIDE_THRESHOLD = 3;

export interface MaterialCreator {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
}

export interface MaterialCourse {
  id: string;
  courseCode: string;
  courseName: string;
}

/**
 * Where a file's preview stands (docs/documents.md): made by a background job after the upload.
 * 'none': a link, or an Office file while the server cannot convert Office files.
 */
export const PREVIEW_STATUSES = ['pending', 'ready', 'unavailable', 'none'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
export const PREVIEW_MESSAGES = {
  pending: 'Preparing preview...',
  unavailable: 'Preview unavailable',
} as const;

/** The photos of handwritten notes that an upload may carry instead of a file (made into one PDF). */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PHOTOS_MAX = 30;

/** A photo's name as a message quotes it: no folders, and not a paragraph long. */
const photoName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.length > 60 ? `${base.slice(0, 57)}...` : base;
};
const UPLOAD_MB = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** What the upload form and the server say about photos (the form checks first; the server decides by content). */
export const PHOTO_MESSAGES = {
  tooMany: `Choose at most ${PHOTOS_MAX} photos.`,
  typeInvalid: (name: string) => `"${photoName(name)}" is not a JPEG, PNG or WebP photo.`,
  tooLarge: (name: string) => `"${photoName(name)}" is over the ${UPLOAD_MB} limit.`,
  togetherTooLarge: `The photos together are over the ${UPLOAD_MB} limit. Remove some, or upload them as two materials.`,
  heicUnreadable: (name: string) =>
    `"${photoName(name)}" is a HEIC photo, which Lectern cannot read. Convert it to JPEG and try again (on an iPhone: Settings > Camera > Formats > Most Compatible).`,
  unreadable: (name: string) => `"${photoName(name)}" could not be read as a photo.`,
  fileAndPhotos: 'Send a file or photos, not both.',
  pdfTooLarge: `These photos make a PDF over the ${UPLOAD_MB} limit. Upload fewer photos at a time.`,
} as const;

/** A range of a snippet's text that matched the search, `end` exclusive (UTF-16 offsets). */
export interface SnippetMark {
  start: number;
  end: number;
}

/** A short passage of a material's text around the searched words, and the page it is on. */
export interface MaterialSnippet {
  page: number;
  /** Plain text, never HTML: shown as text with the marked ranges in `<mark>`. */
  text: string;
  marks: SnippetMark[];
}

/** A material as every list and the material call return it, seen by the person asking. */
export interface Material {
  id: string;
  label: string;
  description: string | null;
  classification: Classification;
  type: MaterialType;
  visibility: Visibility;
  restriction: Restriction;
  tags: string[];
  course: MaterialCourse | null;
  creator: MaterialCreator;
  reviewStatus: ReviewStatus;
  /** The reviewer's comment (a rejection's reason); shown to the uploader and staff only. */
  reviewComment: string | null;
  downloads: number;
  views: number;
  likes: number;
  /** Pages of a PDF or of an Office file's converted PDF; null for links and until known. */
  pages: number | null;
  /**
   * Page 1's height / width as a reader sees it (after the page's own rotation), read with the
   * page count: the viewer reserves this box before the PDF is drawn. null for links, until the
   * file is read, and for files read before it was recorded: the viewer then assumes A4 portrait
   * (842 / 595).
   */
  pageAspect: number | null;
  /** `/api/materials/:id/preview` when a preview image exists, else null. */
  previewUrl: string | null;
  previewStatus: PreviewStatus;
  /**
   * The PDF the in-page viewer reads (`/api/materials/:id/file?inline=1`): the file itself for
   * a PDF, its converted PDF for an Office file once ready; null when there is none.
   */
  readUrl: string | null;
  /** Where the searched words are inside the material's text; null outside a search or when only its title or tags matched. */
  snippet: MaterialSnippet | null;
  /** The link of a link material; null for a file. */
  url: string | null;
  fileName: string | null;
  /** Bytes of the file; null for a link. */
  size: number | null;
  createdAt: string;
  isSaved: boolean;
  isLiked: boolean;
  /** Whether the person asking may fetch the file itself (restriction, role, membership). */
  canDownload: boolean;
  /** Uploaded by someone with enough approved uploads to skip the queue (rewards.ts): reviewed first. */
  skipsQueue: boolean;
}

/** GET /materials and the other lists: query, filters, sort and paging. */
export interface MaterialSearchQuery {
  query?: string;
  courseId?: string;
  classification?: Classification;
  level?: number;
  departmentId?: string;
  sort?: MaterialSort;
  page?: number;
  limit?: number;
  /** The search's words exactly as typed: no closer spelling is tried (GET /materials). */
  exact?: boolean;
}

/** A search that found few materials for its words as typed and more for closer spellings of them. */
export interface SpellingCorrection {
  /** The words searched instead ('calculus'). */
  searched: string;
  /** The words as typed ('calclus'), searched as typed with `exact`. */
  typed: string;
}

/** A page of a material list (GET /materials and the student area's other lists). */
export interface MaterialListPage extends Paged<Material> {
  /** More materials match than `pagination.total`, which stops at MATERIAL_LIST_TOTAL_MAX. */
  totalCapped: boolean;
  /** Set when the page is of closer spellings of the search's words. */
  spelling: SpellingCorrection | null;
  /**
   * GET /materials (and /recent) with words that name courses: the course whose whole code they
   * are ('CSC 204'), then those whose whole title they hold ('data structures', 'data structures
   * past questions'), at most SEARCH_COURSES_MAX, shown before the materials, whose count they
   * are not part of. Absent when the words name none, and on the other lists.
   */
  courses?: MaterialCourse[];
}

/** GET /courses/by-code/:code: a course page. */
export interface CoursePage {
  course: Course;
  /** Approved materials the person may see, grouped by classification (empty groups left out). */
  materials: Array<{ classification: Classification; materials: Material[] }>;
}

export interface MaterialReportInput {
  reason: ReportReason;
  text?: string;
}

/** The answer to POST /materials/:id/report (201). */
export interface MaterialReportReceipt {
  id: string;
  message: string;
}

/** GET /stats/me: the dashboard's metric cards. */
export interface MyStats {
  uploads: number;
  pendingUploads: number;
  /** Downloads and views of the person's own approved materials. */
  downloads: number;
  views: number;
  savedMaterials: number;
  likes: number;
  /** Uploads ever approved, from the review record (rewards.ts). */
  approvedUploads: number;
  /** The printing credit earned at 50 approved uploads, once; null until then. */
  printingCredit: { earnedAt: string; honouredAt: string | null } | null;
  /** Requests for material one's approved uploads answered (requests.ts), from the request record. */
  answeredRequests: number;
}

export const NOTIFICATION_TYPES = [
  'material-approved',
  'material-rejected',
  'material-hidden',
  'course-approved',
  'course-rejected',
  'dlc-approved',
  'dlc-rejected',
  'blog-approved',
  'blog-rejected',
  'moderator-approved',
  'moderator-rejected',
  'announcement-approved',
  'announcement-rejected',
  'reward-earned',
  'group-reply',
  'group-helpful',
  'group-session',
  'canary-withdrawn',
  'request-answered',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A page path in the site (e.g. /material/:id), or null. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  data: AppNotification[];
  unread: number;
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The sorts the specification's Filter menu offers, labelled. */
export const MATERIAL_SORT_LABELS: Record<MaterialSort, string> = {
  name: 'Name (A-Z)',
  date: 'Date (newest)',
  downloads: 'Downloads (most)',
};

/** The upload and report forms' own words where the specification gives none (docs/spec-resolutions.md). */
export const MATERIAL_MESSAGES = {
  titleTooLong: `Material title must be at most ${MATERIAL_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${MATERIAL_DESCRIPTION_MAX} characters`,
  fileTypeInvalid: 'Choose a PDF, PPT, PPTX, DOC or DOCX file',
  urlTooLong: `The URL must be at most ${MATERIAL_URL_MAX} characters`,
  tagTooLong: `A tag must be at most ${MATERIAL_TAG_MAX} characters`,
  tooManyTags: `Add at most ${MATERIAL_TAGS_MAX} tags`,
  ...IMAGE_MESSAGES,
  uploadReceived: 'Upload Received!',
  uploadFailed: 'Upload failed. Please try again.',
  reportReasonRequired: 'Choose a reason',
  reportTextRequired: 'Tell us what is wrong with this material',
  reportTextTooLong: `Keep it under ${REPORT_TEXT_MAX} characters`,
  reportSent: 'Thanks. The material was reported and staff will review it.',
  reportAlreadyOpen: 'You have already reported this material. Staff will review it soon.',
  reportFailed: 'Could not send the report. Please try again.',
} as const;

/** A material's tags as both sides check them: the upload form's tag field and the server's multipart parser. */
export const MATERIAL_TAG_RULES: TagsRule = { maxTags: MATERIAL_TAGS_MAX, maxLength: MATERIAL_TAG_MAX, messages: MATERIAL_MESSAGES };

/** One page of a material's extracted text (GET /materials/:id/text). */
export interface MaterialPageText {
  /** 1-based, as the reader counts pages. */
  page: number;
  /** Plain text, never HTML: shown as text. */
  text: string;
}

/**
 * GET /materials/:id/text: the text read out of the material's pages, in page order, for the
 * reader's text view. Empty when no text was found (a scan, a link, a file not yet read).
 */
export interface MaterialText {
  pages: MaterialPageText[];
}

/** A material page's "Related materials": at most this many (GET /materials/:id/related). */
export const RELATED_MATERIALS_MAX = 6;
