// The discussion calls' schemas (docs/api-contract.md): request fields with the contract's limits
// and words, so a bad field is a 400 VALIDATION naming it as the composer does, and the answers
// tied to the contract's types.
import { Type } from 'typebox';
import {
  POST_BODY_MAX,
  POST_MESSAGES as M,
  POST_REPORT_REASONS,
  POST_REPORT_TEXT_MAX,
  THREAD_KINDS,
  THREAD_TITLE_MAX,
  type GroupPerson,
  type GroupReply,
  type GroupThread,
  type GroupThreadPage,
  type HelpfulInput,
  type PostReportInput,
  type PostUpdate,
  type ReplyInput,
  type SharedMaterial,
  type ThreadInput,
  type PostReportReceipt,
} from '@lectern/shared-api/contract';
import { trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { Nullable } from '../../http/schemas/nullable.ts';
import { PaginationSchema, pageField } from '../../http/schemas/paged.ts';
import { PersonRefSchema, RemovedSchema } from '../../http/schemas/references.ts';
import { nullableIdField, requiredText } from '../../http/schemas/text-fields.ts';

const titleField = () => requiredText(THREAD_TITLE_MAX, { required: M.titleRequired, tooLong: M.titleTooLong });

const bodyField = () =>
  requiredText(
    POST_BODY_MAX,
    { required: M.bodyRequired, tooLong: M.bodyTooLong },
    `Plain text, at most ${POST_BODY_MAX} characters (links are made clickable by the screen, never HTML)`,
  );

const materialIdField = () => nullableIdField('A material to share: one the poster may open; null for none', M.materialNotFound);

export const ThreadInputBody = matchesContract<ThreadInput>()(
  Type.Object({
    kind: Type.Enum(THREAD_KINDS, { description: 'question or note' }),
    title: titleField(),
    body: bodyField(),
    materialId: materialIdField(),
  }),
);

export const ReplyInputBody = matchesContract<ReplyInput>()(Type.Object({ body: bodyField(), materialId: materialIdField() }));

export const PostUpdateBody = matchesContract<PostUpdate>()(
  Type.Object({
    title: Type.Optional(titleField()),
    body: Type.Optional(bodyField()),
  }),
);

export const HelpfulBody = matchesContract<HelpfulInput>()(Type.Object({ helpful: Type.Boolean() }));

export const PostReportBody = matchesContract<PostReportInput>()(
  Type.Object({
    reason: Type.Enum(POST_REPORT_REASONS),
    text: Type.Optional(Nullable(Type.String({ maxLength: POST_REPORT_TEXT_MAX, ...trimmed }))),
  }),
);

/** `:id` of a group; a malformed one is a 404 like an unknown group. */
export const GroupParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }) });
export const ThreadParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }), threadId: Type.String({ description: 'The thread id (uuid)' }) });
export const PostParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }), postId: Type.String({ description: 'A thread or reply id (uuid)' }) });
export const DiscussionPageQuery = Type.Object({ page: pageField() });

const GroupPersonSchema = matchesContract<GroupPerson>()(PersonRefSchema);

const SharedMaterialSchema = matchesContract<SharedMaterial>()(Type.Object({ material: Nullable(MaterialSchema), unavailable: Type.Boolean() }));

const postFields = {
  id: Type.String({ format: 'uuid' }),
  groupId: Type.String({ format: 'uuid' }),
  body: Type.String({ description: "'' when removed by a moderator" }),
  author: Nullable(GroupPersonSchema),
  shared: Nullable(SharedMaterialSchema),
  createdAt: Type.String({ format: 'date-time' }),
  editedAt: Nullable(Type.String({ format: 'date-time' })),
  removed: Type.Boolean(),
  mine: Type.Boolean(),
  canDelete: Type.Boolean(),
};

export const GroupThreadSchema = matchesContract<GroupThread>()(
  Type.Object({
    ...postFields,
    kind: Type.Enum(THREAD_KINDS),
    title: Type.String(),
    replyCount: Type.Integer(),
    answered: Type.Boolean(),
    lastActivityAt: Type.String({ format: 'date-time' }),
  }),
);

export const GroupReplySchema = matchesContract<GroupReply>()(Type.Object({ ...postFields, threadId: Type.String({ format: 'uuid' }), helpful: Type.Boolean() }));

export const GroupThreadPageSchema = matchesContract<GroupThreadPage>()(
  Type.Object({ thread: GroupThreadSchema, replies: Type.Array(GroupReplySchema), pagination: PaginationSchema }),
);

export const PostDeletedSchema = RemovedSchema;

export const PostReportReceiptSchema = matchesContract<PostReportReceipt>()(Type.Object({ id: Type.String(), message: Type.String() }));
