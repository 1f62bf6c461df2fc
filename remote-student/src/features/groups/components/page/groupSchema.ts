import {
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_POLICIES,
  GROUP_MESSAGES,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  isGroupChatLink,
  type GroupJoinPolicy,
} from '@lectern/shared-api/contract';
import { mixed, object, string } from 'yup';

/** The group form's checks, in the contract's words and limits (the server checks the same). */
export const groupSchema = object({
  name: string().trim().required(GROUP_MESSAGES.nameRequired).min(GROUP_NAME_MIN, GROUP_MESSAGES.nameLength).max(GROUP_NAME_MAX, GROUP_MESSAGES.nameLength),
  description: string().trim().max(GROUP_DESCRIPTION_MAX, GROUP_MESSAGES.descriptionTooLong).default(''),
  // Empty is none; anything else must be a WhatsApp or Telegram invite link.
  chatLink: string()
    .trim()
    .default('')
    .test('chat-link', GROUP_MESSAGES.chatLinkInvalid, (value) => !value || isGroupChatLink(value)),
  joinPolicy: mixed<GroupJoinPolicy>().oneOf(GROUP_JOIN_POLICIES).required(),
});
