// The folder calls' schemas (docs/api-contract.md): request fields with the contract's limits and
// words, so a bad field is a 400 VALIDATION naming it as the folder form does, and the answers
// tied to the contract's types.
import { Type } from 'typebox';
import {
  FOLDER_DESCRIPTION_MAX,
  FOLDER_MESSAGES as M,
  FOLDER_NAME_MAX,
  COURSE_MESSAGES,
  VISIBILITIES,
  type FolderInput,
  type FolderPage,
  type FolderSearchQuery,
  type FolderSummary,
  type FolderUpdate,
  type OwnFolder,
} from '@lectern/shared-api/contract';
import { trimmed } from '../../http/field-messages.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { Nullable } from '../../http/schemas/nullable.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';
import { CourseRefSchema, RemovedSchema } from '../../http/schemas/references.ts';
import { clearableText, nullableIdField, requiredText } from '../../http/schemas/text-fields.ts';

const FOLDER_QUERY_MAX = 200;

const nameField = () => requiredText(FOLDER_NAME_MAX, { required: M.nameRequired, tooLong: M.nameTooLong });

const fields = {
  description: clearableText(FOLDER_DESCRIPTION_MAX, M.descriptionTooLong),
  courseId: nullableIdField('An approved course; null for none', COURSE_MESSAGES.courseNotFound),
  visibility: Type.Optional(Type.Enum(VISIBILITIES, { description: 'private (the default), unlisted (by link) or public (search and course pages)' })),
  parentId: nullableIdField('One of your folders to put it in; null for the top level', M.notFound),
};

export const FolderInputBody = matchesContract<FolderInput>()(Type.Object({ name: nameField(), ...fields }));

export const FolderUpdateBody = matchesContract<FolderUpdate>()(Type.Object({ name: Type.Optional(nameField()), ...fields }));

export const FolderSearchQuerySchema = matchesContract<FolderSearchQuery>()(
  Type.Object({
    query: Type.Optional(Type.String({ maxLength: FOLDER_QUERY_MAX, ...trimmed, description: 'Words of the name or description, each by prefix' })),
    courseId: Type.Optional(Type.String({ format: 'uuid', description: 'Folders of this course' })),
    page: pageField(),
    limit: limitField(),
  }),
);

export const OwnFoldersQuery = Type.Object({
  materialId: Type.Optional(Type.String({ format: 'uuid', description: 'Each folder says whether it holds this material (hasMaterial)' })),
});

/** `:id` of a folder; a malformed one is a 404 like an unknown one (share links get mangled). */
export const FolderParams = Type.Object({ id: Type.String({ description: 'The folder id (uuid)' }) });

export const FolderMaterialParams = Type.Object({
  id: Type.String({ description: 'The folder id (uuid)' }),
  materialId: Type.String({ description: 'The material id (uuid)' }),
});

const folderSummaryFields = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  visibility: Type.Enum(VISIBILITIES),
  course: Nullable(CourseRefSchema),
  parentId: Nullable(Type.String()),
  depth: Type.Integer(),
  owner: Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String(), username: Nullable(Type.String()) }),
  materialCount: Type.Integer({ description: 'Materials in it the asker may see' }),
  folderCount: Type.Integer({ description: 'Subfolders the asker may see' }),
  views: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  isOwner: Type.Boolean(),
};

export const FolderSummarySchema = matchesContract<FolderSummary>()(Type.Object(folderSummaryFields));

export const OwnFolderSchema = matchesContract<OwnFolder>()(Type.Object({ ...folderSummaryFields, hasMaterial: Type.Boolean() }));

export const FolderPageSchema = matchesContract<FolderPage>()(
  Type.Object({
    folder: FolderSummarySchema,
    path: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    folders: Type.Array(FolderSummarySchema),
    materials: Type.Array(MaterialSchema),
  }),
);

export const FolderDeletedSchema = RemovedSchema;
