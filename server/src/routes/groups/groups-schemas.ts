// The group and member calls' schemas (docs/api-contract.md): request fields with the contract's
// limits and words, so a bad field is a 400 VALIDATION naming it as the group form does, and the
// answers tied to the contract's types.
import { Type } from 'typebox';
import {
  COURSE_MESSAGES,
  GROUP_CHAT_LINK_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_POLICIES,
  GROUP_MESSAGES as M,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_QUERY_MAX,
  GROUP_ROLES,
  GROUPS_PAGE_SIZE,
  type GroupDetail,
  type GroupInput,
  type GroupInvite,
  type GroupJoinInput,
  type GroupMember,
  type GroupOwnerInput,
  type GroupSearchQuery,
  type GroupSummary,
  type GroupUpdate,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { Nullable } from '../../http/schemas/nullable.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';
import { CourseRefSchema, PersonRefSchema, RemovedSchema } from '../../http/schemas/references.ts';
import { clearableText, nullableIdField } from '../../http/schemas/text-fields.ts';

/** Longer than any code we make (22 characters); a longer one is no code of ours. */
const INVITE_CODE_MAX = 64;

const nameField = () =>
  Type.String({
    minLength: GROUP_NAME_MIN,
    maxLength: GROUP_NAME_MAX,
    ...trimmed,
    ...messages({ required: M.nameRequired, default: M.nameLength }),
  });

const fields = {
  description: clearableText(GROUP_DESCRIPTION_MAX, M.descriptionTooLong),
  courseId: nullableIdField('An approved course; null for none', COURSE_MESSAGES.courseNotFound),
  chatLink: clearableText(
    GROUP_CHAT_LINK_MAX,
    M.chatLinkInvalid,
    "The group's WhatsApp (https://chat.whatsapp.com/...) or Telegram (https://t.me/...) link, shown to members only; '' or null for none",
  ),
};

const joinPolicyField = () => Type.Enum(GROUP_JOIN_POLICIES, { description: 'open: anyone may find and join it; invite: only with its invite link, invisible otherwise' });

export const GroupInputBody = matchesContract<GroupInput>()(Type.Object({ name: nameField(), ...fields, joinPolicy: joinPolicyField() }));

export const GroupUpdateBody = matchesContract<GroupUpdate>()(
  Type.Object({ name: Type.Optional(nameField()), ...fields, joinPolicy: Type.Optional(joinPolicyField()) }),
);

export const GroupSearchQuerySchema = matchesContract<GroupSearchQuery>()(
  Type.Object({
    scope: Type.Optional(Type.Enum(['mine', 'find'] as const, { description: 'mine: my groups; find (the default): open groups' })),
    query: Type.Optional(Type.String({ maxLength: GROUP_QUERY_MAX, ...trimmed, description: "Words of the name or description (each by prefix), or a course code ('CSC 204', 'csc204')" })),
    courseId: Type.Optional(Type.String({ format: 'uuid', description: "The course's open groups and my own groups of it" })),
    page: pageField(),
    limit: limitField(GROUPS_PAGE_SIZE),
  }),
);

export const GroupReadQuery = Type.Object({
  invite: Type.Optional(Type.String({ maxLength: INVITE_CODE_MAX, description: 'The code of the invite link: a non-member sees an invite-only group with its current code' })),
});

export const GroupJoinBody = matchesContract<GroupJoinInput>()(
  Type.Object({
    invite: Type.Optional(Type.String({ maxLength: INVITE_CODE_MAX, description: 'The current invite code: needed for an invite-only group', ...messages({ default: M.inviteInvalid }) })),
  }),
);

export const GroupOwnerBody = matchesContract<GroupOwnerInput>()(
  Type.Object({ userId: Type.String({ format: 'uuid', description: 'A member of the group', ...messages({ default: M.newOwnerNotMember }) }) }),
);

/** `:id` of a group; a malformed one is a 404 like an unknown one (invite links get mangled). */
export const GroupParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }) });

export const GroupMemberParams = Type.Object({
  id: Type.String({ description: 'The group id (uuid)' }),
  userId: Type.String({ description: "The member's user id (uuid)" }),
});

const summaryFields = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  course: Nullable(CourseRefSchema),
  joinPolicy: Type.Enum(GROUP_JOIN_POLICIES),
  memberCount: Type.Integer(),
  myRole: Nullable(Type.Enum(GROUP_ROLES, { description: "The asker's role; null when not a member" })),
  createdAt: Type.String({ format: 'date-time' }),
  lastActivityAt: Type.String({ format: 'date-time', description: 'The newest post, reply or session, or its creation' }),
};

export const GroupSummarySchema = matchesContract<GroupSummary>()(Type.Object(summaryFields));

export const GroupDetailSchema = matchesContract<GroupDetail>()(
  Type.Object({
    ...summaryFields,
    owner: PersonRefSchema,
    chatLink: Nullable(Type.String({ description: 'Members only' })),
    inviteCode: Nullable(Type.String({ description: 'The owner only; null when revoked' })),
    readOnly: Type.Boolean({ description: 'Staff reading a group they are not in' }),
  }),
);

export const GroupMemberSchema = matchesContract<GroupMember>()(
  Type.Object({ person: PersonRefSchema, role: Type.Enum(GROUP_ROLES), joinedAt: Type.String({ format: 'date-time' }) }),
);

export const GroupInviteSchema = matchesContract<GroupInvite>()(Type.Object({ code: Type.String() }));

/** The answer of DELETE /groups/:id (the group), of leaving (the group) and of removing a member (the person). */
export const IdSchema = RemovedSchema;
