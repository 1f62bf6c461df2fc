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
  type Removed,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { PaginationSchema, pageField } from '../../http/schemas/paged.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const titleField = () =>
  Type.String({
    minLength: 1,
    maxLength: THREAD_TITLE_MAX,
    ...trimmed,
    ...messages({ required: M.titleRequired, maxLength: M.titleTooLong, default: M.titleRequired }),
  });

const bodyField = () =>
  Type.String({
    minLength: 1,
    maxLength: POST_BODY_MAX,
    description: `Plain text, at most ${POST_BODY_MAX} characters (links are made clickable by the screen, never HTML)`,
    ...trimmed,
    ...messages({ required: M.bodyRequired, maxLength: M.bodyTooLong, default: M.bodyRequired }),
  });

const materialIdField = () =>
  Type.Optional(
    Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'A material to share: one the poster may open; null for none',
      ...messages({ default: M.materialNotFound }),
    }),
  );

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

const GroupPersonSchema = matchesContract<GroupPerson>()(Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() }));

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

export const PostDeletedSchema = matchesContract<Removed>()(Type.Object({ id: Type.String() }));

export const PostReportReceiptSchema = matchesContract<PostReportReceipt>()(Type.Object({ id: Type.String(), message: Type.String() }));
