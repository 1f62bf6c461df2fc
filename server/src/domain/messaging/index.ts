// The messaging domain (docs/messaging.md): chats linked to accounts, every delivery
// handled once, and the bot's conversation answered by a job through the chat's channel.
export { acceptIncoming } from './deliveries.ts';
export type { MessagingDeps } from './deps.ts';
export { INCOMING_TEXT_MAX, type IncomingMessage } from './incoming.ts';
export { createLinkCode, LINK_CODES_PER_MINUTE } from './link-codes.ts';
export { connectionsOf, setNoticeChoices, unlinkUser, type NoticeChoices } from './links.ts';
export { BOT_REPLY_POLICY, botReplyJob } from './bot-reply-job.ts';
export { BOT_NOTICE_POLICY, botNoticeJob, queueApprovalNotices } from './approval-notices.ts';
export { GROUP_NOTICE_POLICY, groupNoticeJob, queueGroupChatNotices } from './group-notices.ts';
export { REQUEST_NOTICE_POLICY, queueRequestChatNotices, requestNoticeJob } from './request-notices.ts';
export { deleteOldDeliveries, queueUnanswered } from './restart.ts';
