import { Type } from 'typebox';
import {
  CLASSIFICATIONS,
  MATERIAL_FILE_TYPES,
  PREVIEW_STATUSES,
  RESTRICTIONS,
  REVIEW_STATUSES,
  SEARCH_COURSES_MAX,
  VISIBILITIES,
  type Material,
  type MaterialListPage,
  type MaterialReportReceipt,
} from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';
import { Nullable } from './nullable.ts';
import { PaginationSchema } from './paged.ts';
import { CourseRefSchema } from './references.ts';

/** A material as every material call and list answers it, seen by the person asking. */
export const MaterialSchema = matchesContract<Material>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    label: Type.String(),
    description: Nullable(Type.String()),
    classification: Type.Enum(CLASSIFICATIONS),
    type: Type.Enum([...MATERIAL_FILE_TYPES, 'link']),
    visibility: Type.Enum(VISIBILITIES),
    restriction: Type.Enum(RESTRICTIONS),
    tags: Type.Array(Type.String()),
    course: Nullable(CourseRefSchema),
    creator: Type.Object({
      id: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      username: Nullable(Type.String()),
    }),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    reviewComment: Nullable(Type.String({ description: 'Shown to the uploader and staff only' })),
    downloads: Type.Integer(),
    views: Type.Integer(),
    likes: Type.Integer(),
    pages: Nullable(Type.Integer()),
    pageAspect: Nullable(Type.Number({ exclusiveMinimum: 0, description: "Page 1's height / width (after its rotation); null: unknown (assume A4 portrait)" })),
    previewUrl: Nullable(Type.String()),
    previewStatus: Type.Enum(PREVIEW_STATUSES),
    readUrl: Nullable(Type.String()),
    snippet: Nullable(
      Type.Object({
        page: Type.Integer({ minimum: 1 }),
        text: Type.String({ description: 'Plain text; the marks are ranges of it, end exclusive' }),
        marks: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() })),
      }),
    ),
    url: Nullable(Type.String()),
    fileName: Nullable(Type.String()),
    size: Nullable(Type.Integer()),
    createdAt: Type.String({ format: 'date-time' }),
    isSaved: Type.Boolean(),
    isLiked: Type.Boolean(),
    canDownload: Type.Boolean(),
    skipsQueue: Type.Boolean({ description: 'The uploader had earned skipping the review queue (rewards)' }),
  }),
);

export const MaterialReportReceiptSchema = matchesContract<MaterialReportReceipt>()(
  Type.Object({ id: Type.String(), message: Type.String() }),
);

/** A page of a material list: the count stops at MATERIAL_LIST_TOTAL_MAX; a search may be of closer spellings. */
export const MaterialListPageSchema = matchesContract<MaterialListPage>()(
  Type.Object({
    data: Type.Array(MaterialSchema),
    pagination: PaginationSchema,
    totalCapped: Type.Boolean({ description: 'More match than pagination.total, which stops at 1,000' }),
    spelling: Nullable(
      Type.Object(
        {
          searched: Type.String({ description: 'The words searched instead' }),
          typed: Type.String({ description: 'The words as typed; search them with exact=true' }),
        },
        { description: 'Set when the words as typed found few and closer spellings of them found more' },
      ),
    ),
    courses: Type.Optional(
      Type.Array(CourseRefSchema, {
        maxItems: SEARCH_COURSES_MAX,
        description: 'The courses the search’s words name (a whole code, or a whole title among them), shown before the materials and not counted in pagination.total; absent when none',
      }),
    ),
  }),
);
